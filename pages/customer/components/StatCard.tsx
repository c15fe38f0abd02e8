import type { ReactNode } from 'react';

/** One figure of a stats grid; `testId` lets tests read the value without depending on the layout. */
export function StatCard({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <div className="rounded-xl border border-neutral-200 bg-white p-3 shadow-sm sm:p-4" data-testid={testId}>
      <p className="text-xs font-medium text-neutral-600 sm:text-sm">{label}</p>
      <p className="mt-1 text-xl font-bold text-neutral-900 sm:text-2xl" data-testid={testId ? `${testId}-value` : undefined}>{value}</p>
      {hint && <p className="mt-0.5 text-xs text-neutral-600">{hint}</p>}
    </div>
  );
}
