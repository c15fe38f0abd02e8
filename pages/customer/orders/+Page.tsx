import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { OrderStats, OrderSummaryView } from '../../../src/contracts/orders.js';
import type { MyReviewDto } from '../../../src/contracts/reviews.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { StatCard } from '../../../renderer/ui/stat-card.js';
import { ListWithStatsPage } from '../components/ListWithStatsPage.js';
import { OrderFilters } from './OrderFilters.js';
import { ORDER_FILTERS, ORDER_STATS_PATH, ordersApiPath } from './order-query.js';
import { OrderList } from './OrderList.js';

/** Spec 2 §2.2 "Order tracking list": stats, filters, 10 orders a page, each with its actions. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const initial = useData<{ reviews: MyReviewDto[] | null }>();
  const mine = useLiveData<{ data: MyReviewDto[] } | null>(
    initial.reviews ? { data: initial.reviews } : null,
    '/customer/reviews',
    { fetchOnMount: !initial.reviews },
  );
  // a review just left shows at once, before the list of reviews is read again
  const [added, setAdded] = useState<MyReviewDto[]>([]);
  const reviews = new Map([...(mine.data?.data ?? []), ...added].map((r) => [r.order_number, r]));
  return (
    <ListWithStatsPage<OrderSummaryView, OrderStats, typeof ORDER_FILTERS>
      texts="orders"
      testId="orders-page"
      statsTestId="order-stats"
      path="/customer/orders"
      defaults={ORDER_FILTERS}
      listPath={ordersApiPath}
      statsPath={ORDER_STATS_PATH}
      stats={(s) => (
        <>
          <StatCard
            label={t('orders.stats.total_orders')}
            value={s.total_orders}
            hint={t('orders.stats.split', { lottery: s.lottery_orders, direct: s.direct_orders })}
            testId="stat-total-orders"
          />
          <StatCard
            label={t('orders.stats.completed_orders')}
            value={s.completed_orders}
            hint={t('orders.stats.fulfilled', { count: s.fulfilled_orders })}
            testId="stat-completed-orders"
          />
          <StatCard label={t('orders.stats.pending_orders')} value={s.pending_orders} testId="stat-pending-orders" />
          <StatCard
            label={t('orders.stats.total_amount_spent')}
            value={formatFCFA(s.total_amount_spent)}
            hint={t('orders.stats.tickets', { count: s.total_tickets_purchased })}
            testId="stat-total-spent"
          />
        </>
      )}
      filters={(filters) => <OrderFilters filters={filters} />}
      emptyAction={<ButtonLink href="/customer/products">{t('orders.browse')}</ButtonLink>}
      rows={(orders, { now, refresh }) => (
        <OrderList
          orders={orders}
          now={now}
          onChanged={refresh}
          reviews={mine.data ? reviews : null}
          onReviewed={(review) => (review ? setAdded((list) => [...list, review]) : mine.reload())}
        />
      )}
    />
  );
}
