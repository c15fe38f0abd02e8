import { useTranslation } from 'react-i18next';
import { cn } from './cn.js';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.js';
import { pageRange } from './page-range.js';
import { PageTarget, stepClasses, type PageNav } from './pager.js';

export interface ListPagerProps extends PageNav {
  page: number;
  perPage: number;
  total: number;
  className?: string;
  testId?: string;
}

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
        <button type="button" disabled className={stepClasses(false)} data-testid={`${testId}-${rel}`}>
          {content}
        </button>
      );
    }
    return (
      <PageTarget n={n} nav={{ onPage, hrefFor }} rel={rel} className={stepClasses(true)} testId={`${testId}-${rel}`}>
        {content}
      </PageTarget>
    );
  }

  return (
    <nav
      aria-label={t('ui.pagination')}
      className={cn('flex flex-wrap items-center justify-between gap-x-4 gap-y-2', className)}
      data-testid={testId}
    >
      <p className="w-full text-sm text-neutral-700 sm:w-auto" aria-live="polite" data-testid={`${testId}-range`}>
        {t('ui.list.showing', { from: r.from, to: r.to, total: r.total })}
      </p>
      <div className="flex w-full items-center justify-between gap-2 sm:w-auto">
        {control(r.page - 1, r.page > 1, 'prev')}
        <span className="text-sm whitespace-nowrap text-neutral-700">
          {t('ui.list.page_of', { page: r.page, pages: r.pages })}
        </span>
        {control(r.page + 1, r.page < r.pages, 'next')}
      </div>
    </nav>
  );
}
