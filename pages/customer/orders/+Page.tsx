import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { formatFCFA } from '../../../src/common/format/money.js';
import { ORDERS_PER_PAGE, type OrderListPagination, type OrderStats, type OrderSummaryView } from '../../../src/contracts/orders.js';
import { ListSkeleton, StatsSkeleton } from '../../../renderer/ui/skeleton.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import { useApi } from '../../../renderer/lib/use-live-data.js';
import { Pager } from '../../../renderer/ui/pager.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { EmptyState } from '../../../renderer/ui/empty-state.js';
import { StatCard } from '../components/StatCard.js';
import { useNow } from '../components/use-now.js';
import { OrderFilters } from './OrderFilters.js';
import { OrderList } from './OrderList.js';

interface OrdersAnswer {
  data: OrderSummaryView[];
  pagination: OrderListPagination;
}

/** Spec 2 §2.2 "Order tracking list": stats, filters, 10 orders a page, each with its actions. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const { urlParsed } = usePageContext();
  const [serverNow] = useState(() => new Date().toISOString());
  const now = useNow(serverNow);
  const s = urlParsed.search;
  const filters = { q: s.q || undefined, status: s.status || undefined, type: s.type || undefined };
  const page = Math.max(1, Number.parseInt(s.page ?? '1', 10) || 1);
  const list = useApi<OrdersAnswer>(withQuery('/orders', { page, per_page: ORDERS_PER_PAGE, ...filters }));
  const stats = useApi<{ data: OrderStats }>('/orders/stats');
  const filtered = !!(filters.q || filters.status || filters.type);
  const refresh = () => {
    list.reload();
    stats.reload();
  };
  const hrefFor = (n: number) => withQuery('/customer/orders', { ...filters, page: n > 1 ? n : undefined });
  const p = list.data?.pagination;

  return (
    <div className="space-y-5" data-testid="orders-page">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{t('orders.title')}</h1>
        <p className="mt-1 text-neutral-600">{t('orders.intro')}</p>
      </div>

      {stats.data ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="order-stats">
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
        </div>
      ) : stats.loading ? (
        <StatsSkeleton />
      ) : null}

      <OrderFilters values={filters} />

      {list.error ? (
        <LoadFailed message={t('orders.messages.load_failed')} onRetry={refresh} />
      ) : !list.data ? (
        <ListSkeleton />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          title={t(filtered ? 'orders.empty_filtered' : 'orders.empty_title')}
          text={filtered ? undefined : t('orders.empty_text')}
          action={
            filtered ? (
              <ButtonLink href="/customer/orders" variant="outline">{t('orders.filters.reset')}</ButtonLink>
            ) : (
              <ButtonLink href="/customer/products">{t('orders.browse')}</ButtonLink>
            )
          }
        />
      ) : (
        <div className={list.loading ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'} aria-busy={list.loading || undefined}>
          {p && (
            <p className="text-sm text-neutral-600" aria-live="polite">
              {t('orders.showing', { from: (p.current_page - 1) * p.per_page + 1, to: (p.current_page - 1) * p.per_page + list.data.data.length, total: p.total })}
            </p>
          )}
          <OrderList orders={list.data.data} now={now} onChanged={refresh} />
          {p && <Pager radius={2} testId="pager" page={p.current_page} pages={p.last_page} hrefFor={hrefFor} />}
        </div>
      )}
    </div>
  );
}
