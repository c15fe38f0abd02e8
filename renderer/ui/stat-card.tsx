import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.js';
import { formatChange } from './stat-change.js';

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  /** Percent change against last month: "+12,5 % vs mois dernier", green up, red down. */
  change?: number | null;
  hint?: ReactNode;
  icon?: ReactNode;
  /** Lets tests read the value (`{testId}-value`) without depending on the layout. */
  testId?: string;
  className?: string;
}

const trendClass = { up: 'text-brand-700', down: 'text-red-700', flat: 'text-neutral-600' } as const;
const arrow = { up: '↑', down: '↓', flat: '' } as const;

/** One figure of a stats grid (two per row on phones, more from `sm`). */
export function StatCard({ label, value, change, hint, icon, testId, className }: StatCardProps) {
  const { t, i18n } = useTranslation();
  const delta = change === undefined || change === null ? null : formatChange(change, i18n.language);
  return (
    <div
      className={cn('min-w-0 rounded-xl border border-neutral-200 bg-white p-3 shadow-sm sm:p-4', className)}
      data-testid={testId}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs font-medium text-neutral-600 sm:text-sm">{label}</p>
        {icon && (
          <span className="shrink-0 text-brand-700" aria-hidden="true">
            {icon}
          </span>
        )}
      </div>
      <p
        className="mt-1 text-lg font-bold break-words text-neutral-900 tabular-nums sm:text-2xl"
        data-testid={testId ? `${testId}-value` : undefined}
      >
        {value}
      </p>
      {delta && (
        <p
          className={cn('mt-0.5 text-xs font-medium', trendClass[delta.trend])}
          data-testid={testId ? `${testId}-change` : undefined}
        >
          {arrow[delta.trend] && <span aria-hidden="true">{arrow[delta.trend]} </span>}
          {t('ui.stat.vs_last_month', { change: delta.text })}
        </p>
      )}
      {hint && <p className="mt-0.5 text-xs text-neutral-600">{hint}</p>}
    </div>
  );
}

/** The grid the cards sit in: two columns on phones, up to `columns` from `lg`. */
export function StatGrid({
  children,
  columns = 4,
  className,
  label,
  testId,
}: {
  children: ReactNode;
  columns?: 2 | 3 | 4 | 6;
  className?: string;
  label?: string;
  testId?: string;
}) {
  const lg = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 6: 'lg:grid-cols-6' }[columns];
  return (
    <section
      aria-label={label}
      className={cn('grid grid-cols-2 gap-3', columns > 4 && 'sm:grid-cols-3', lg, className)}
      data-testid={testId}
    >
      {children}
    </section>
  );
}
