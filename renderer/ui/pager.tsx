import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.js';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.js';
import { pageItems, pageWindow } from './page-items.js';

export interface PagerProps {
  page: number;
  pages: number;
  /** Called with the chosen page; with `hrefFor` too, it replaces the link's navigation. */
  onPage?: (page: number) => void;
  /** Renders real links (crawlable, work before hydration). */
  hrefFor?: (page: number) => string;
  /** Spec 2 §9: that many pages either side of the current one (else the compact catalogue window). */
  radius?: number;
  className?: string;
  testId?: string;
}

const itemBase = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium';
const idle = 'text-neutral-800 hover:bg-neutral-100';

export function Pager({ page, pages, onPage, hrefFor, radius, className, testId }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const current = Math.min(Math.max(page, 1), pages);

  function target(n: number, content: ReactNode, extra: { className: string; rel?: string }) {
    if (hrefFor) {
      const onClick = onPage
        ? (e: MouseEvent) => {
            e.preventDefault();
            onPage(n);
          }
        : undefined;
      return <a href={hrefFor(n)} onClick={onClick} rel={extra.rel} className={extra.className}>{content}</a>;
    }
    return <button type="button" onClick={() => onPage?.(n)} className={extra.className}>{content}</button>;
  }

  function step(n: number, label: string, icon: ReactNode, rel: string, enabled: boolean) {
    const cls = cn(itemBase, 'shrink-0 gap-1 border border-neutral-300 bg-white', enabled ? idle : 'cursor-not-allowed opacity-50');
    if (!enabled) {
      return <span aria-disabled="true" className={cls}>{rel === 'prev' && icon}{label}{rel === 'next' && icon}</span>;
    }
    return target(n, <>{rel === 'prev' && icon}{label}{rel === 'next' && icon}</>, { className: cls, rel });
  }

  return (
    <nav aria-label={t('ui.pagination')} className={cn('flex items-center justify-between gap-2', className)} data-testid={testId}>
      {step(current - 1, t('ui.previous'), <ChevronLeftIcon size={16} />, 'prev', current > 1)}
      {/* Numbers need room; phones get the "Page X sur Y" text instead. */}
      <ol className="hidden items-center gap-1 sm:flex">
        {(radius === undefined ? pageItems(current, pages) : pageWindow(current, pages, radius)).map((item, i) =>
          item === 'ellipsis' ? (
            <li key={`e${i}`} aria-hidden="true" className="px-1 text-neutral-500">…</li>
          ) : (
            <li key={item}>
              {item === current ? (
                <span aria-current="page" className={cn(itemBase, 'bg-brand-700 text-white')}>{item}</span>
              ) : (
                target(item, item, { className: cn(itemBase, idle) })
              )}
            </li>
          ),
        )}
      </ol>
      <p className="text-center text-sm text-neutral-700 sm:sr-only">{t('ui.page_of', { page: current, pages })}</p>
      {step(current + 1, t('ui.next'), <ChevronRightIcon size={16} />, 'next', current < pages)}
    </nav>
  );
}
