import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { formatFCFA, shortFCFA } from '../../../src/common/format/money.js';
import type { MerchantFullDashboard, MerchantSimpleDashboard } from '../../../src/contracts/merchant.js';
import { Chart } from '../../../renderer/merchant/Chart.js';
import { bucketLabel } from '../../../renderer/merchant/chart-labels.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';
import { ListSkeleton, StatsSkeleton } from '../../../renderer/ui/skeleton.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { Section } from '../../../renderer/ui/section.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';
import { TopProducts } from './TopProducts.js';
import { OrderCards } from './OrderCards.js';
import { RaffleList } from './RaffleList.js';
import type { One } from './merchant-api.js';

export interface DashboardPageData {
  /** The dashboard's API answer read by +data; null when it could not be read there (the browser asks then). */
  dashboard: One<MerchantSimpleDashboard | MerchantFullDashboard> | null;
}

/**
 * The seller's dashboards: the simple one (individual sellers: products, raffles' progress, sales this
 * month, what to ship) and the full one (enterprises: the same plus revenue trend, top products, conversion).
 */
export function DashboardView({ variant }: { variant: 'simple' | 'full' }) {
  const { t } = useTranslation();
  const { user } = usePageContext();
  const first = useData<DashboardPageData>();
  const dash = useLiveData(first.dashboard, variant === 'full' ? '/merchant/dashboard' : '/merchant/dashboard/simple', {
    fetchOnMount: !first.dashboard,
  });
  const d = dash.data?.data;
  const name = user?.company_name || user?.first_name || '';

  return (
    <div className="space-y-6" data-testid={`merchant-${variant}-dashboard`}>
      <PageHeader
        title={t(`merchant.dashboard.title_${variant}`)}
        intro={t('merchant.dashboard.greeting', { name })}
        action={
          <ButtonLink href="/merchant/products/create" data-testid="new-product">
            {t('merchant.products.new')}
          </ButtonLink>
        }
      />
      {dash.error ? (
        <LoadFailed message={t('merchant.load_error')} onRetry={dash.reload} />
      ) : !d ? (
        <div className="space-y-4" role="status" aria-label={t('ui.loading')}>
          <StatsSkeleton />
          <ListSkeleton rows={3} />
        </div>
      ) : (
        <DashboardBody d={d} variant={variant} onChanged={dash.reload} />
      )}
    </div>
  );
}

function DashboardBody({
  d,
  variant,
  onChanged,
}: {
  d: MerchantSimpleDashboard | MerchantFullDashboard;
  variant: 'simple' | 'full';
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const full = variant === 'full' && 'revenue_trend' in d ? d : null;
  const s = d.sales_this_month;
  return (
    <>
      <StatGrid label={t('merchant.dashboard.stats_label')} testId="dashboard-stats">
        <StatCard
          label={t('merchant.dashboard.sales_month')}
          value={formatFCFA(s.amount)}
          hint={t('merchant.dashboard.sales_month_hint', { orders: s.orders, tickets: s.tickets })}
          testId="stat-sales-month"
        />
        <StatCard label={t('merchant.dashboard.to_ship')} value={d.to_ship.count} testId="stat-to-ship" />
        <StatCard
          label={t('merchant.dashboard.active_products')}
          value={d.products.active}
          hint={t('merchant.dashboard.products_total', { count: d.products.total })}
          testId="stat-active-products"
        />
        <StatCard label={t('merchant.dashboard.open_raffles')} value={d.raffles.length} testId="stat-open-raffles" />
      </StatGrid>

      {full && (
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <Section title={t('merchant.dashboard.revenue_trend')} testId="revenue-trend">
              <Chart
                type="line"
                title={t('merchant.dashboard.revenue_trend')}
                labels={full.revenue_trend.map((p) => bucketLabel(p.date, 'day', i18n.language))}
                series={[{ label: t('merchant.analytics.amount'), values: full.revenue_trend.map((p) => p.amount) }]}
                format={shortFCFA}
                testId="revenue-chart"
              />
            </Section>
          </div>
          <Section title={t('merchant.dashboard.conversion')} testId="conversion">
            <p className="text-3xl font-bold text-neutral-900" data-testid="conversion-rate">
              {new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(full.conversion.rate)} %
            </p>
            <p className="mt-1 text-sm text-neutral-600">
              {t('merchant.dashboard.conversion_hint', {
                paid: full.conversion.paid_orders,
                orders: full.conversion.orders,
              })}
            </p>
          </Section>
        </div>
      )}

      <Section title={t('merchant.dashboard.to_ship_title')} testId="to-ship-section">
        {d.to_ship.orders.length === 0 ? (
          <p className="text-sm text-neutral-600">{t('merchant.dashboard.nothing_to_ship')}</p>
        ) : (
          <div className="space-y-3">
            <OrderCards orders={d.to_ship.orders} onChanged={onChanged} />
            {d.to_ship.count > d.to_ship.orders.length && (
              <a href="/merchant/orders?status=to_ship" className="text-sm font-medium">
                {t('merchant.dashboard.all_to_ship', { count: d.to_ship.count })}
              </a>
            )}
          </div>
        )}
      </Section>

      <Section title={t('merchant.dashboard.raffles_title')} testId="raffles-section">
        {d.raffles.length === 0 ? (
          <p className="text-sm text-neutral-600">
            {t('merchant.dashboard.no_raffles')}{' '}
            <a href="/merchant/products/create?sale_mode=lottery">{t('merchant.dashboard.create_raffle')}</a>
          </p>
        ) : (
          <RaffleList raffles={d.raffles} />
        )}
      </Section>

      {full && full.top_products.length > 0 && (
        <Section title={t('merchant.dashboard.top_products')} testId="top-products">
          <TopProducts products={full.top_products} />
        </Section>
      )}

      <Section title={t('merchant.dashboard.products_title')} testId="products-section">
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          {(['active', 'draft', 'sold_out', 'archived', 'lottery', 'direct'] as const).map((k) => (
            <div key={k} className="rounded-lg bg-neutral-50 p-2">
              <dt className="text-neutral-600">{t(`merchant.dashboard.products.${k}`)}</dt>
              <dd className="text-lg font-semibold text-neutral-900">{d.products[k]}</dd>
            </div>
          ))}
        </dl>
        <a href="/merchant/products" className="mt-3 inline-block text-sm font-medium">
          {t('merchant.dashboard.all_products')}
        </a>
      </Section>
    </>
  );
}
