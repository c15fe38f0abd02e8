import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { useData } from 'vike-react/useData';
import { RESULT_SORTS } from '../../../src/contracts/catalogue-options.js';
import type { PublicResultDto } from '../../../src/contracts/catalogue.js';
import { formatDate } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import { ProductImage } from '../../../renderer/catalogue/ProductImage.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { EmptyState } from '../../../renderer/ui/empty-state.js';
import { Select } from '../../../renderer/ui/field.js';
import { Pager } from '../../../renderer/ui/pager.js';
import { SkeletonCards } from '../../../renderer/ui/skeleton.js';
import { HISTORY_PERIODS, type HistoryFilters, type HistoryPageData } from './+data.js';
import { ResultDialog } from './ResultDialog.js';

function historyUrl(f: HistoryFilters): string {
  const params = new URLSearchParams();
  if (f.period !== 'all') params.set('period', f.period);
  if (f.category) params.set('category', f.category);
  if (f.sort !== 'date_desc') params.set('sort', f.sort);
  if (f.page > 1) params.set('page', String(f.page));
  const qs = params.toString();
  return qs ? `/history?${qs}` : '/history';
}

/** History of finished draws (spec 1 §2.12). */
export default function HistoryPage() {
  const { t, i18n } = useTranslation();
  const { filters, results, pagination, categories } = useData<HistoryPageData>();
  const [open, setOpen] = useState<PublicResultDto | null>(null);
  const [loading, setLoading] = useState(false);

  async function go(next: HistoryFilters) {
    setLoading(true);
    try {
      await navigate(historyUrl(next), { keepScrollPosition: true });
    } finally {
      setLoading(false);
    }
  }
  const change = (patch: Partial<HistoryFilters>) => void go({ ...filters, ...patch, page: 1 });

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{t('history.heading')}</h1>
      <p className="mt-2 max-w-2xl text-neutral-600">{t('history.intro')}</p>

      <form
        action="/history"
        method="get"
        className="mt-6 grid grid-cols-2 gap-3 rounded-2xl border border-neutral-200 bg-white p-3 shadow-sm sm:grid-cols-3 sm:p-4"
        data-testid="history-filters"
      >
        <Select
          name="period"
          label={t('history.filters.period')}
          value={filters.period}
          className="px-2! pr-7!"
          onChange={(e) => change({ period: e.target.value as HistoryFilters['period'] })}
          options={HISTORY_PERIODS.map((p) => ({ value: p, label: t(`history.periods.${p}`) }))}
        />
        <Select
          name="category"
          label={t('history.filters.category')}
          value={filters.category}
          className="px-2! pr-7!"
          onChange={(e) => change({ category: e.target.value })}
          options={[
            { value: '', label: t('catalogue.filters.category_all') },
            ...categories.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
        <Select
          name="sort"
          label={t('history.filters.sort')}
          value={filters.sort}
          onChange={(e) => change({ sort: e.target.value as HistoryFilters['sort'] })}
          options={RESULT_SORTS.map((s) => ({ value: s, label: t(`history.sorts.${s}`) }))}
          fieldClassName="col-span-2 sm:col-span-1"
        />
      </form>

      <p className="mt-4 text-sm text-neutral-600" aria-live="polite">
        {loading ? t('ui.loading') : t('history.count', { count: pagination.total })}
      </p>

      <div className="mt-3" aria-busy={loading}>
        {loading ? (
          <SkeletonCards count={12} />
        ) : results.length ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="history-grid">
            {results.map((r) => (
              <li
                key={r.lottery_id}
                className="flex flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm"
              >
                <div className="relative">
                  <ProductImage
                    src={r.product.image_url}
                    alt={r.product.title}
                    width={320}
                    height={320}
                    className="aspect-square w-full"
                  />
                  <Badge className="absolute top-2 left-2">{t('history.done')}</Badge>
                </div>
                <div className="flex flex-1 flex-col gap-1 p-3 text-sm">
                  <h2 className="line-clamp-2 font-semibold text-neutral-900">{r.product.title}</h2>
                  <p className="font-bold text-brand-700">{formatFCFA(r.product.price)}</p>
                  <p className="text-xs text-neutral-600">{t('history.won_by', { initial: r.winner.initial })}</p>
                  <p className="text-xs text-neutral-500">
                    {formatDate(r.draw_date, i18n.language)} · {r.participation_rate} %
                  </p>
                  <button
                    type="button"
                    onClick={() => setOpen(r)}
                    className="mt-auto min-h-10 rounded-lg border border-neutral-300 text-sm font-semibold text-brand-700 hover:bg-neutral-50"
                  >
                    {t('history.details')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={t('history.empty_title')} text={t('history.empty_text')} />
        )}
      </div>

      <Pager
        className="mt-6"
        page={pagination.page}
        pages={pagination.last_page}
        hrefFor={(page) => historyUrl({ ...filters, page })}
      />
      <ResultDialog result={open} onClose={() => setOpen(null)} />
    </div>
  );
}
