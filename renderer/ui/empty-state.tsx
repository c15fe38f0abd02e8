import type { ReactNode } from 'react';
import { cn } from './cn.js';
import { InboxIcon } from './icons.js';

export interface EmptyStateProps {
  /** Defaults to an inbox; pass `null` for none. */
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon, title, text, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-4 py-10 text-center', className)}>
      {icon !== null && (
        <div className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {icon ?? <InboxIcon size={28} />}
        </div>
      )}
      <h2 className="text-lg font-semibold text-neutral-900">{title}</h2>
      {text && <p className="max-w-md text-sm text-neutral-600">{text}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
