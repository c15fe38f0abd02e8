import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { formatFCFA } from '../../../src/common/format/money.js';
import { MERCHANT_ORDER_FILTERS, type MerchantOrderView } from '../../../src/contracts/merchant.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';
import { StatsSkeleton } from '../../../renderer/ui/skeleton.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { FilterForm } from '../../../renderer/ui/filter-form.js';
import { PagedList } from '../components/PagedList.js';
import type { Page } from '../components/merchant-api.js';
import { OrderCards } from '../components/OrderCards.js';
import { ORDER_FILTERS } from '../components/merchant-filters.js';
import type { MerchantOrdersPageData } from './+data.js';

const PATH = '/merchant/orders';

/** Orders for the seller's products: stats, filters (incl. "à expédier"), 15 a page, mark shipped. */
export default function MerchantOrdersPage() {
  const { t } = useTranslation();
  const first = useData<MerchantOrdersPageData>();
  // filters change the address in place and the list refreshes through the API; the first page came from +data
  const f = useUrlFilters(ORDER_FILTERS);
  const { page, ...filters } = f.applied;
  const list = useLiveData<Page<MerchantOrderView> | null>(first.list, withQuery(PATH, { ...filters, page }), { fetchOnMount: !first.list });
  const stats = list.data?.stats;

  return (
    <div className="space-y-5" data-testid="merchant-orders-page">
      <PageHeader title={t('merchant.orders.title')} intro={t('merchant.orders.intro')} />
      {stats ? (
        <StatGrid label={t('merchant.orders.stats_label')} testId="order-stats">
          <StatCard label={t('merchant.orders.stats.total')} value={stats.total_orders} hint={t('merchant.orders.stats.awaiting', { count: stats.awaiting_payment })} testId="stat-orders" />
          <StatCard label={t('merchant.orders.stats.to_ship')} value={stats.to_ship} testId="stat-orders-to-ship" />
          <StatCard label={t('merchant.orders.stats.shipping')} value={stats.shipping_orders} hint={t('merchant.orders.stats.fulfilled', { count: stats.fulfilled_orders })} testId="stat-orders-shipping" />
          <StatCard label={t('merchant.orders.stats.revenue')} value={formatFCFA(stats.revenue)} testId="stat-orders-revenue" />
        </StatGrid>
      ) : list.loading ? (
        <StatsSkeleton />
      ) : null}
      <FilterForm
        filters={f}
        action={PATH}
        testId="order-filters"
        search={{ name: 'search', label: t('merchant.orders.search'), hint: t('merchant.filters.search_hint'), apply: 'enter' }}
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
      <PagedList list={list} onPage={f.setPage} section="orders" path={PATH} filters={filters}>
        {(rows) => <OrderCards orders={rows} onChanged={list.reload} />}
      </PagedList>
    </div>
  );
}
