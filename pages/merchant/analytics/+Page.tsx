import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { formatFCFA, shortFCFA } from '../../../src/common/format/money.js';
import {
  ANALYTICS_PERIODS,
  type MerchantAnalytics,
  type MerchantProductView,
} from '../../../src/contracts/merchant.js';
import { formatDate } from '../../../src/common/format/dates.js';
import { Chart } from '../../../renderer/merchant/Chart.js';
import { bucketLabel } from '../../../renderer/merchant/chart-labels.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';
import { ListSkeleton, StatsSkeleton } from '../../../renderer/ui/skeleton.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { Section } from '../../../renderer/ui/section.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { cn } from '../../../renderer/ui/cn.js';
import { Select } from '../../../renderer/ui/field.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';
import type { One, Page } from '../components/merchant-api.js';
import { TopProducts } from '../components/TopProducts.js';
import type { MerchantAnalyticsPageData } from './+data.js';
import { ANALYTICS_FILTERS, ANALYTICS_PRODUCTS_PATH, analyticsApiPath, analyticsQuery } from './analytics-query.js';

/** Sales and tickets per day, week or month, for all products or one, from the server's aggregates. */
export default function MerchantAnalyticsPage() {
  const { t, i18n } = useTranslation();
  const first = useData<MerchantAnalyticsPageData>();
  // a choice changes the address in place and the figures refresh through the API; the first ones came from +data
  const f = useUrlFilters(ANALYTICS_FILTERS);
  const { period, product_id: productId } = analyticsQuery(f.applied);
  const res = useLiveData<One<MerchantAnalytics> | null>(first.analytics, analyticsApiPath(f.applied), {
    fetchOnMount: !first.analytics,
  });
  const products = useLiveData<Page<MerchantProductView> | null>(first.products, ANALYTICS_PRODUCTS_PATH, {
    fetchOnMount: !first.products,
  });
  const a = res.data?.data;

  return (
    <div className="space-y-5" data-testid="merchant-analytics">
      <PageHeader title={t('merchant.analytics.title')} intro={t('merchant.analytics.intro')} />
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-neutral-200 bg-white p-3 sm:p-4">
        {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields; a fieldset would bring its own border and legend rules */}
        <div
          role="group"
          aria-label={t('merchant.analytics.period')}
          className="flex overflow-hidden rounded-lg border border-neutral-300"
          data-testid="period"
        >
          {ANALYTICS_PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={p === period}
              onClick={() => f.setNow('period', p)}
              className={cn(
                'min-h-11 px-4 text-sm font-medium',
                p === period ? 'bg-brand-700 text-white' : 'bg-white text-neutral-800 hover:bg-neutral-50',
              )}
            >
              {t(`merchant.analytics.periods.${p}`)}
            </button>
          ))}
        </div>
        <Select
          name="product_id"
          label={t('merchant.analytics.product')}
          fieldClassName="min-w-56 flex-1"
          value={productId ?? ''}
          placeholder={t('merchant.analytics.all_products')}
          options={(products.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          onChange={(e) => f.setNow('product_id', e.target.value)}
        />
      </div>

      {res.error ? (
        <LoadFailed message={t('merchant.load_error')} onRetry={res.reload} />
      ) : !a ? (
        <div className="space-y-4" role="status" aria-label={t('ui.loading')}>
          <StatsSkeleton count={3} />
          <ListSkeleton rows={3} />
        </div>
      ) : (
        <div
          className={res.loading ? 'space-y-5 opacity-60 transition-opacity' : 'space-y-5'}
          aria-busy={res.loading || undefined}
        >
          <p className="text-sm text-neutral-600">
            {t('merchant.analytics.range', {
              from: formatDate(a.from, i18n.language),
              to: formatDate(a.to, i18n.language),
            })}
          </p>
          <StatGrid columns={3} label={t('merchant.analytics.totals')} testId="analytics-totals">
            <StatCard
              label={t('merchant.analytics.amount')}
              value={formatFCFA(a.totals.amount)}
              testId="total-amount"
            />
            <StatCard label={t('merchant.analytics.orders')} value={a.totals.orders} testId="total-orders" />
            <StatCard label={t('merchant.analytics.tickets')} value={a.totals.tickets} testId="total-tickets" />
          </StatGrid>
          <div className="grid gap-4 xl:grid-cols-2">
            <Section title={t('merchant.analytics.sales_chart')} testId="sales-chart">
              <Chart
                type="bar"
                title={t('merchant.analytics.sales_chart')}
                labels={a.series.map((s) => bucketLabel(s.bucket, a.period, i18n.language))}
                series={[{ label: t('merchant.analytics.amount'), values: a.series.map((s) => s.amount) }]}
                format={shortFCFA}
                testId="analytics-sales-chart"
              />
            </Section>
            <Section title={t('merchant.analytics.tickets_chart')} testId="tickets-chart">
              <Chart
                type="line"
                title={t('merchant.analytics.tickets_chart')}
                labels={a.series.map((s) => bucketLabel(s.bucket, a.period, i18n.language))}
                series={[
                  { label: t('merchant.analytics.tickets'), values: a.series.map((s) => s.tickets) },
                  { label: t('merchant.analytics.orders'), values: a.series.map((s) => s.orders), axis: 'right' },
                ]}
                testId="analytics-tickets-chart"
              />
            </Section>
          </div>
          <Section title={t('merchant.analytics.by_product')} testId="by-product">
            {a.by_product.length === 0 ? (
              <p className="text-sm text-neutral-600">{t('merchant.analytics.no_sales')}</p>
            ) : (
              <div className="space-y-4">
                <Chart
                  type="bar"
                  horizontal
                  title={t('merchant.analytics.by_product')}
                  labels={a.by_product.map((p) => (p.name.length > 28 ? `${p.name.slice(0, 27)}…` : p.name))}
                  series={[{ label: t('merchant.analytics.amount'), values: a.by_product.map((p) => p.amount) }]}
                  format={shortFCFA}
                  height={Math.max(160, a.by_product.length * 36)}
                  testId="analytics-product-chart"
                />
                <TopProducts products={a.by_product} />
              </div>
            )}
          </Section>
        </div>
      )}
    </div>
  );
}
