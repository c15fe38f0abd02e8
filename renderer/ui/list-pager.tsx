import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.js';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.js';
import { pageRange } from './page-range.js';

export interface ListPagerProps {
  page: number;
  perPage: number;
  total: number;
  onPage?: (page: number) => void;
  /** Renders Précédent/Suivant as real links (work before hydration; `onPage` then replaces the navigation). */
  hrefFor?: (page: number) => string;
  className?: string;
  testId?: string;
}

const step =
  'inline-flex min-h-10 shrink-0 items-center justify-center gap-1 rounded-lg border border-neutral-300 bg-white px-3 text-sm font-medium text-neutral-800';

/**
 * Spec 3 §2 pagination: "Affichage de x à y sur z résultats", "Page N de M", and Précédent/Suivant
 * disabled at the bounds. Wraps under the text on phones.
 */
export function ListPager({ page, perPage, total, onPage, hrefFor, className, testId = 'list-pager' }: ListPagerProps) {
  const { t } = useTranslation();
  const r = pageRange(page, perPage, total);
  if (r.total === 0) return null;

  function control(n: number, enabled: boolean, rel: 'prev' | 'next') {
    const content =
      rel === 'prev' ? (
        <>
          <ChevronLeftIcon size={16} />
          {t('ui.previous')}
        </>
      ) : (
        <>
          {t('ui.next')}
          <ChevronRightIcon size={16} />
        </>
      );
    if (!enabled) {
      return (
        <button type="button" disabled className={cn(step, 'cursor-not-allowed opacity-50')} data-testid={`${testId}-${rel}`}>
          {content}
        </button>
      );
    }
    if (hrefFor) {
      const onClick = onPage
        ? (e: MouseEvent) => {
            e.preventDefault();
            onPage(n);
          }
        : undefined;
      return <a href={hrefFor(n)} rel={rel} onClick={onClick} className={cn(step, 'hover:bg-neutral-50')} data-testid={`${testId}-${rel}`}>{content}</a>;
    }
    return (
      <button type="button" onClick={() => onPage?.(n)} className={cn(step, 'hover:bg-neutral-50')} data-testid={`${testId}-${rel}`}>
        {content}
      </button>
    );
  }

  return (
    <nav aria-label={t('ui.pagination')} className={cn('flex flex-wrap items-center justify-between gap-x-4 gap-y-2', className)} data-testid={testId}>
      <p className="w-full text-sm text-neutral-700 sm:w-auto" aria-live="polite" data-testid={`${testId}-range`}>
        {t('ui.list.showing', { from: r.from, to: r.to, total: r.total })}
      </p>
      <div className="flex w-full items-center justify-between gap-2 sm:w-auto">
        {control(r.page - 1, r.page > 1, 'prev')}
        <span className="text-sm whitespace-nowrap text-neutral-700">{t('ui.list.page_of', { page: r.page, pages: r.pages })}</span>
        {control(r.page + 1, r.page < r.pages, 'next')}
      </div>
    </nav>
  );
}
