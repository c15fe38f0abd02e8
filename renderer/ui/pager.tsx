import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.js';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.js';
import { pageItems, pageWindow } from './page-items.js';

/** How a pager moves: links, buttons, or links whose clicks are handled. */
export interface PageNav {
  /** Called with the chosen page; with `hrefFor` too, it replaces the link's navigation. */
  onPage?: (page: number) => void;
  /** Renders real links (crawlable, work before hydration). */
  hrefFor?: (page: number) => string;
}

export interface PagerProps extends PageNav {
  page: number;
  pages: number;
  /** Spec 2 §9: that many pages either side of the current one (else the compact catalogue window). */
  radius?: number;
  className?: string;
  testId?: string;
}

const itemBase = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium';
const idle = 'text-neutral-800 hover:bg-neutral-100';

/** Précédent / Suivant, bordered, dimmed when disabled. */
export const stepClasses = (enabled: boolean) =>
  cn(itemBase, 'shrink-0 gap-1 border border-neutral-300 bg-white', enabled ? idle : 'cursor-not-allowed opacity-50');

/** A link to page `n` (with `hrefFor`), else a button. */
export function PageTarget({
  n,
  nav,
  rel,
  className,
  testId,
  children,
}: {
  n: number;
  nav: PageNav;
  rel?: string;
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  const { hrefFor, onPage } = nav;
  if (hrefFor) {
    const onClick = onPage
      ? (e: MouseEvent) => {
          e.preventDefault();
          onPage(n);
        }
      : undefined;
    // handled in place (onPage): the client router must not also navigate (it ignores preventDefault),
    // or its late page context would undo a filter chosen meanwhile; the href serves without JavaScript
    return (
      <a
        href={hrefFor(n)}
        onClick={onClick}
        data-vike={onPage ? 'false' : undefined}
        rel={rel}
        className={className}
        data-testid={testId}
      >
        {children}
      </a>
    );
  }
  return (
    <button type="button" onClick={() => onPage?.(n)} className={className} data-testid={testId}>
      {children}
    </button>
  );
}

export function Pager({ page, pages, onPage, hrefFor, radius, className, testId }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const current = Math.min(Math.max(page, 1), pages);

  const nav = { onPage, hrefFor };
  const target = (n: number, content: ReactNode, extra: { className: string; rel?: string }) => (
    <PageTarget n={n} nav={nav} rel={extra.rel} className={extra.className}>
      {content}
    </PageTarget>
  );

  function step(n: number, label: string, icon: ReactNode, rel: string, enabled: boolean) {
    const cls = stepClasses(enabled);
    if (!enabled) {
      return (
        <span aria-disabled="true" className={cls}>
          {rel === 'prev' && icon}
          {label}
          {rel === 'next' && icon}
        </span>
      );
    }
    return target(
      n,
      <>
        {rel === 'prev' && icon}
        {label}
        {rel === 'next' && icon}
      </>,
      { className: cls, rel },
    );
  }

  return (
    <nav
      aria-label={t('ui.pagination')}
      className={cn('flex items-center justify-between gap-2', className)}
      data-testid={testId}
    >
      {step(current - 1, t('ui.previous'), <ChevronLeftIcon size={16} />, 'prev', current > 1)}
      {/* Numbers need room; phones get the "Page X sur Y" text instead. */}
      <ol className="hidden items-center gap-1 sm:flex">
        {(radius === undefined ? pageItems(current, pages) : pageWindow(current, pages, radius)).map((item, i) =>
          item === 'ellipsis' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: two ellipses can appear; their position tells them apart
            <li key={`e${i}`} aria-hidden="true" className="px-1 text-neutral-500">
              …
            </li>
          ) : (
            <li key={item}>
              {item === current ? (
                <span aria-current="page" className={cn(itemBase, 'bg-brand-700 text-white')}>
                  {item}
                </span>
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
