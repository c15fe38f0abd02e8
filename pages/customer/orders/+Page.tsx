import { useTranslation } from 'react-i18next';
import { formatFCFA } from '../../../src/common/format/money.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import { useData } from 'vike-react/useData';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { ListBody, ListEmpty } from '../../../renderer/ui/list-body.js';
import { StatsSkeleton } from '../../../renderer/ui/skeleton.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';
import { useNow } from '../components/use-now.js';
import type { CustomerOrdersPageData, OrdersAnswer, OrderStatsAnswer } from './+data.js';
import { OrderFilters } from './OrderFilters.js';
import { ORDER_FILTERS, ORDER_STATS_PATH, ordersApiPath } from './order-query.js';
import { OrderList } from './OrderList.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';

const PATH = '/customer/orders';

/** Spec 2 §2.2 "Order tracking list": stats, filters, 10 orders a page, each with its actions. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const initial = useData<CustomerOrdersPageData>();
  const now = useNow(initial.now);
  // filters change in place and the list reloads through the API; what the server could not read, the browser asks
  const filters = useUrlFilters(ORDER_FILTERS);
  const { page: _page, ...applied } = filters.applied;
  const list = useLiveData<OrdersAnswer | null>(initial.list, ordersApiPath(filters.applied), { fetchOnMount: !initial.list });
  const stats = useLiveData<OrderStatsAnswer | null>(initial.stats, ORDER_STATS_PATH, { fetchOnMount: !initial.stats });
  const refresh = () => {
    list.reload();
    stats.reload();
  };

  return (
    <div className="space-y-5" data-testid="orders-page">
      <PageHeader title={t('orders.title')} intro={t('orders.intro')} />

      {stats.data ? (
        <StatGrid testId="order-stats">
          <StatCard
            label={t('orders.stats.total_orders')}
            value={stats.data.data.total_orders}
            hint={t('orders.stats.split', { lottery: stats.data.data.lottery_orders, direct: stats.data.data.direct_orders })}
            testId="stat-total-orders"
          />
          <StatCard
            label={t('orders.stats.completed_orders')}
            value={stats.data.data.completed_orders}
            hint={t('orders.stats.fulfilled', { count: stats.data.data.fulfilled_orders })}
            testId="stat-completed-orders"
          />
          <StatCard label={t('orders.stats.pending_orders')} value={stats.data.data.pending_orders} testId="stat-pending-orders" />
          <StatCard
            label={t('orders.stats.total_amount_spent')}
            value={formatFCFA(stats.data.data.total_amount_spent)}
            hint={t('orders.stats.tickets', { count: stats.data.data.total_tickets_purchased })}
            testId="stat-total-spent"
          />
        </StatGrid>
      ) : stats.loading ? (
        <StatsSkeleton />
      ) : null}

      <OrderFilters filters={filters} />

      <ListBody
        list={list}
        errorMessage={t('orders.messages.load_failed')}
        onRetry={refresh}
        showing={(r) => t('orders.showing', r)}
        hrefFor={(n) => withQuery(PATH, { ...applied, page: n > 1 ? n : undefined })}
        onPage={filters.setPage}
        empty={
          <ListEmpty
            filtered={!!(applied.q || applied.status || applied.type)}
            title={t('orders.empty_title')}
            filteredTitle={t('orders.empty_filtered')}
            text={t('orders.empty_text')}
            resetHref={PATH}
            resetLabel={t('orders.filters.reset')}
            action={<ButtonLink href="/customer/products">{t('orders.browse')}</ButtonLink>}
          />
        }
      >
        {(orders) => <OrderList orders={orders} now={now} onChanged={refresh} />}
      </ListBody>
    </div>
  );
}
