import type { ComponentProps } from 'react';
import { cn } from './cn.js';

export type TableProps = ComponentProps<'table'> & {
  /** Names the scrollable region so keyboard users can focus and scroll it. */
  label?: string;
  wrapperClassName?: string;
};

/** A table inside a horizontally scrolling box: wide tables must not widen the whole page on phones. */
export function Table({ label, wrapperClassName, className, ...props }: TableProps) {
  return (
    <div
      {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      // relative: a visually hidden (absolute) header text stays in the scroll box instead of widening a phone's page
      className={cn('relative w-full overflow-x-auto rounded-xl border border-neutral-200 bg-white', wrapperClassName)}
    >
      <table {...props} className={cn('w-full border-collapse text-left text-sm', className)} />
    </div>
  );
}

export function THead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead {...props} className={cn('bg-neutral-50 text-neutral-700', className)} />;
}

export function TBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody {...props} className={cn('divide-y divide-neutral-200', className)} />;
}

export function Tr({ className, ...props }: ComponentProps<'tr'>) {
  return <tr {...props} className={cn('align-top', className)} />;
}

export function Th({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return <th scope={scope} {...props} className={cn('px-3 py-2 font-semibold whitespace-nowrap', className)} />;
}

/**
 * Cells keep to one line so narrow screens scroll the table instead of breaking "A-001" or
 * "95 000 FCFA" over lines; pass `wrap` for long free text (titles, addresses).
 */
export function Td({ className, wrap = false, ...props }: ComponentProps<'td'> & { wrap?: boolean }) {
  return (
    <td {...props} className={cn('px-3 py-2 text-neutral-900', wrap ? 'min-w-48' : 'whitespace-nowrap', className)} />
  );
}
