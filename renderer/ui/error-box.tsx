import type { ReactNode } from 'react';

/** The general error box of a form, with optional tips (spec 1 §2.5). */
export function ErrorBox({ title, tips, children }: { title: ReactNode; tips?: ReactNode[]; children?: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
      data-testid="form-error"
    >
      <p className="font-semibold">{title}</p>
      {tips && tips.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {tips.map((tip, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tips are arbitrary nodes with no id, fixed for the render
            <li key={i}>{tip}</li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
