import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { formatFCFA } from '../../../src/common/format/money.js';
import { MERCHANT_ORDER_FILTERS, type MerchantOrderView } from '../../../src/contracts/merchant.js';
import { PageHeader } from '../../../renderer/merchant/PageHeader.js';
import { ListSkeleton, StatsSkeleton } from '../../../renderer/ui/skeleton.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import { useApi } from '../../../renderer/lib/use-live-data.js';
import { StatCard } from '../../customer/components/StatCard.js';
import { ListFilters } from '../components/ListFilters.js';
import { PagedList } from '../components/PagedList.js';
import { pageParam, type Page } from '../components/merchant-api.js';
import { OrderCards } from '../components/OrderCards.js';

const PATH = '/merchant/orders';

/** Orders for the seller's products: stats, filters (incl. "à expédier"), 15 a page, mark shipped. */
export default function MerchantOrdersPage() {
  const { t } = useTranslation();
  const { urlParsed } = usePageContext();
  const q = urlParsed.search;
  const filters = { search: q.search || undefined, status: q.status || undefined, type: q.type || undefined };
  const list = useApi<Page<MerchantOrderView>>(withQuery('/merchant/orders', { ...filters, page: pageParam(q.page) }));
  const stats = list.data?.stats;

  return (
    <div className="space-y-5" data-testid="merchant-orders-page">
      <PageHeader title={t('merchant.orders.title')} intro={t('merchant.orders.intro')} />
      {stats ? (
        <section aria-label={t('merchant.orders.stats_label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="order-stats">
          <StatCard label={t('merchant.orders.stats.total')} value={stats.total_orders} hint={t('merchant.orders.stats.awaiting', { count: stats.awaiting_payment })} testId="stat-orders" />
          <StatCard label={t('merchant.orders.stats.to_ship')} value={stats.to_ship} testId="stat-orders-to-ship" />
          <StatCard label={t('merchant.orders.stats.shipping')} value={stats.shipping_orders} hint={t('merchant.orders.stats.fulfilled', { count: stats.fulfilled_orders })} testId="stat-orders-shipping" />
          <StatCard label={t('merchant.orders.stats.revenue')} value={formatFCFA(stats.revenue)} testId="stat-orders-revenue" />
        </section>
      ) : list.loading ? (
        <StatsSkeleton />
      ) : null}
      <ListFilters
        path={PATH}
        values={filters}
        searchLabel={t('merchant.orders.search')}
        testId="order-filters"
        selects={[
          {
            name: 'status',
            label: t('merchant.filters.status'),
            all: t('merchant.filters.all_statuses'),
            options: MERCHANT_ORDER_FILTERS.map((s) => ({ value: s, label: s === 'to_ship' ? t('merchant.orders.to_ship_filter') : t(`orders.status.${s}`) })),
          },
          {
            name: 'type',
            label: t('merchant.filters.type'),
            all: t('merchant.filters.all_types'),
            options: (['product_purchase', 'lottery'] as const).map((x) => ({ value: x, label: t(`merchant.order_type.${x}`) })),
          },
        ]}
      />
      <PagedList list={list} section="orders" path={PATH} filters={filters}>
        {(rows) => <OrderCards orders={rows} onChanged={list.reload} />}
      </PagedList>
    </div>
  );
}
