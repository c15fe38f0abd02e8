import type { ReactNode } from 'react';

/**
 * A page's title, its one-line purpose and, on the right (below on phones), its main action;
 * `children` go under the purpose (e.g. when the data was loaded).
 */
export function PageHeader({
  title,
  intro,
  action,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{title}</h1>
        {intro && <p className="mt-1 text-neutral-600">{intro}</p>}
        {children}
      </div>
      {action}
    </div>
  );
}
