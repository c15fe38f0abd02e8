import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { OrderSummaryView } from '../../../src/contracts/orders.js';
import type { MyReviewDto } from '../../../src/contracts/reviews.js';
import { OrderStatusBadge } from '../../../renderer/orders/StatusBadges.js';
import { MediaItem } from '../../../renderer/ui/media-item.js';
import { CardsAndTable } from '../components/CardsAndTable.js';
import { OrderActions } from './OrderActions.js';

const detailHref = (o: OrderSummaryView) => `/customer/orders/${encodeURIComponent(o.order_number)}`;

function Quantity({ order }: { order: OrderSummaryView }) {
  const { t } = useTranslation();
  return (
    <>
      {order.type === 'lottery'
        ? t('orders.quantity_tickets', { count: order.quantity })
        : t('orders.quantity_units', { count: order.quantity })}
    </>
  );
}

function PayBefore({ order, now }: { order: OrderSummaryView; now: Date }) {
  const { t, i18n } = useTranslation();
  if (order.status !== 'awaiting_payment' || !order.expires_at || new Date(order.expires_at) <= now) return null;
  return (
    <p className="text-xs text-sun-900">
      {t('orders.pay_before', { date: formatDateTime(order.expires_at, i18n.language) })}
    </p>
  );
}

/** Phones get one card per order; wide screens a table. Both link every row to the order detail. */
export function OrderList({
  orders,
  now,
  onChanged,
  reviews,
  onReviewed,
}: {
  orders: OrderSummaryView[];
  now: Date;
  onChanged: () => void;
  /** the customer's reviews by order number (null while unknown: no review action then) */
  reviews: ReadonlyMap<string, MyReviewDto> | null;
  onReviewed: (review: MyReviewDto | null) => void;
}) {
  const actions = (o: OrderSummaryView) => (
    <OrderActions
      order={o}
      now={now}
      onChanged={onChanged}
      review={reviews ? (reviews.get(o.order_number) ?? null) : undefined}
      onReviewed={onReviewed}
    />
  );
  const { t, i18n } = useTranslation();
  return (
    <CardsAndTable
      name="order"
      label={t('orders.title')}
      rows={orders}
      rowKey={(o) => o.id}
      rowData={(o) => ({ 'data-order': o.order_number, 'data-status': o.status })}
      card={(o) => (
        <>
          <a
            href={detailHref(o)}
            className="block text-inherit no-underline hover:no-underline"
            data-testid="order-link"
          >
            <MediaItem image={o.product.image} title={o.product.name} badge={<OrderStatusBadge status={o.status} />}>
              <p className="font-mono text-xs text-neutral-700" data-testid="order-number">
                {o.order_number}
              </p>
              <p className="text-xs text-neutral-600">
                {t(`orders.type.${o.type}`)} • <Quantity order={o} /> • {formatDateTime(o.created_at, i18n.language)}
              </p>
              <p className="mt-1 font-semibold text-neutral-900">{formatFCFA(o.total_amount)}</p>
              <PayBefore order={o} now={now} />
            </MediaItem>
          </a>
          <div className="mt-3 border-t border-neutral-100 pt-3">{actions(o)}</div>
        </>
      )}
      columns={[
        {
          key: 'order',
          header: t('orders.columns.order'),
          cell: (o) => (
            <a href={detailHref(o)} className="font-mono text-sm">
              {o.order_number}
            </a>
          ),
        },
        {
          key: 'product',
          header: t('orders.columns.product'),
          wrap: true,
          cell: (o) => (
            <>
              <p className="font-medium">{o.product.name}</p>
              <p className="text-xs text-neutral-600">
                <Quantity order={o} />
              </p>
            </>
          ),
        },
        { key: 'type', header: t('orders.columns.type'), cell: (o) => t(`orders.type.${o.type}`) },
        {
          key: 'amount',
          header: t('orders.columns.amount'),
          className: 'font-semibold',
          cell: (o) => formatFCFA(o.total_amount),
        },
        {
          key: 'status',
          header: t('orders.columns.status'),
          cell: (o) => (
            <>
              <OrderStatusBadge status={o.status} />
              <PayBefore order={o} now={now} />
            </>
          ),
        },
        { key: 'date', header: t('orders.columns.date'), cell: (o) => formatDateTime(o.created_at, i18n.language) },
        {
          key: 'actions',
          header: t('orders.columns.actions'),
          wrap: true,
          className: 'min-w-64',
          cell: actions,
        },
      ]}
    />
  );
}
