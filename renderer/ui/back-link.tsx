import type { ReactNode } from 'react';
import { ChevronLeftIcon } from './icons.js';

/** The "back to the list" link at the top of a detail page. */
export function BackLink({ href, testId, children }: { href: string; testId?: string; children: ReactNode }) {
  return (
    <a href={href} className="inline-flex items-center gap-1 text-sm" data-testid={testId}>
      <ChevronLeftIcon size={16} />
      {children}
    </a>
  );
}
