import { useTranslation } from 'react-i18next';
import { cn } from '../ui/cn.js';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons.js';
import { pageWindow } from './order-ui.js';

const item = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium';
const idle = 'text-neutral-800 hover:bg-neutral-100';
const step = cn(item, 'shrink-0 gap-1 border border-neutral-300 bg-white');

/** Real links (the client router keeps them instant) to the pages around the current one, ±2 (spec 2 §9). */
export function WindowPager({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const current = Math.min(Math.max(page, 1), pages);
  const prev = current > 1;
  const next = current < pages;
  return (
    <nav aria-label={t('ui.pagination')} className="flex items-center justify-between gap-2" data-testid="pager">
      {prev ? (
        <a href={hrefFor(current - 1)} rel="prev" className={cn(step, idle)}><ChevronLeftIcon size={16} />{t('ui.previous')}</a>
      ) : (
        <span aria-disabled="true" className={cn(step, 'cursor-not-allowed opacity-50')}><ChevronLeftIcon size={16} />{t('ui.previous')}</span>
      )}
      <ol className="hidden items-center gap-1 sm:flex">
        {pageWindow(current, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`g${i}`} aria-hidden="true" className="px-1 text-neutral-500">…</li>
          ) : (
            <li key={n}>
              {n === current ? (
                <span aria-current="page" className={cn(item, 'bg-brand-700 text-white')}>{n}</span>
              ) : (
                <a href={hrefFor(n)} className={cn(item, idle)}>{n}</a>
              )}
            </li>
          ),
        )}
      </ol>
      <p className="text-center text-sm text-neutral-700 sm:sr-only">{t('ui.page_of', { page: current, pages })}</p>
      {next ? (
        <a href={hrefFor(current + 1)} rel="next" className={cn(step, idle)}>{t('ui.next')}<ChevronRightIcon size={16} /></a>
      ) : (
        <span aria-disabled="true" className={cn(step, 'cursor-not-allowed opacity-50')}>{t('ui.next')}<ChevronRightIcon size={16} /></span>
      )}
    </nav>
  );
}
