import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { OrderSummaryView } from '../../../src/contracts/orders.js';
import { ProductImage } from '../../../renderer/catalogue/ProductImage.js';
import { OrderStatusBadge } from '../../../renderer/orders/StatusBadges.js';
import { Table, TBody, Td, Th, THead, Tr } from '../../../renderer/ui/table.js';
import { OrderActions } from './OrderActions.js';

const detailHref = (o: OrderSummaryView) => `/customer/orders/${encodeURIComponent(o.order_number)}`;

function Quantity({ order }: { order: OrderSummaryView }) {
  const { t } = useTranslation();
  return <>{order.type === 'lottery' ? t('orders.quantity_tickets', { count: order.quantity }) : t('orders.quantity_units', { count: order.quantity })}</>;
}

function PayBefore({ order, now }: { order: OrderSummaryView; now: Date }) {
  const { t, i18n } = useTranslation();
  if (order.status !== 'awaiting_payment' || !order.expires_at || new Date(order.expires_at) <= now) return null;
  return <p className="text-xs text-sun-900">{t('orders.pay_before', { date: formatDateTime(order.expires_at, i18n.language) })}</p>;
}

/** Phones get one card per order; wide screens a table. Both link every row to the order detail. */
export function OrderList({ orders, now, onChanged }: { orders: OrderSummaryView[]; now: Date; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <ul className="space-y-3 md:hidden" data-testid="order-cards">
        {orders.map((o) => (
          <li key={o.id} className="rounded-xl border border-neutral-200 bg-white p-3 shadow-sm" data-testid="order-card" data-order={o.order_number} data-status={o.status}>
            <a href={detailHref(o)} className="flex gap-3 text-inherit no-underline hover:no-underline" data-testid="order-link">
              <ProductImage src={o.product.image} alt="" className="size-14 shrink-0 rounded-lg" />
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <p className="line-clamp-2 text-sm font-semibold text-neutral-900">{o.product.name}</p>
                  <OrderStatusBadge status={o.status} />
                </div>
                <p className="font-mono text-xs text-neutral-700" data-testid="order-number">{o.order_number}</p>
                <p className="text-xs text-neutral-600">
                  {t(`orders.type.${o.type}`)} • <Quantity order={o} /> • {formatDateTime(o.created_at, i18n.language)}
                </p>
                <p className="mt-1 font-semibold text-neutral-900">{formatFCFA(o.total_amount)}</p>
                <PayBefore order={o} now={now} />
              </div>
            </a>
            <div className="mt-3 border-t border-neutral-100 pt-3">
              <OrderActions order={o} now={now} onChanged={onChanged} />
            </div>
          </li>
        ))}
      </ul>

      <Table label={t('orders.title')} wrapperClassName="hidden md:block" data-testid="order-table">
        <THead>
          <Tr>
            <Th>{t('orders.columns.order')}</Th>
            <Th>{t('orders.columns.product')}</Th>
            <Th>{t('orders.columns.type')}</Th>
            <Th>{t('orders.columns.amount')}</Th>
            <Th>{t('orders.columns.status')}</Th>
            <Th>{t('orders.columns.date')}</Th>
            <Th>{t('orders.columns.actions')}</Th>
          </Tr>
        </THead>
        <TBody>
          {orders.map((o) => (
            <Tr key={o.id} data-testid="order-row" data-order={o.order_number} data-status={o.status}>
              <Td><a href={detailHref(o)} className="font-mono text-sm">{o.order_number}</a></Td>
              <Td wrap>
                <p className="font-medium">{o.product.name}</p>
                <p className="text-xs text-neutral-600"><Quantity order={o} /></p>
              </Td>
              <Td>{t(`orders.type.${o.type}`)}</Td>
              <Td className="font-semibold">{formatFCFA(o.total_amount)}</Td>
              <Td>
                <OrderStatusBadge status={o.status} />
                <PayBefore order={o} now={now} />
              </Td>
              <Td>{formatDateTime(o.created_at, i18n.language)}</Td>
              <Td wrap className="min-w-64"><OrderActions order={o} now={now} onChanged={onChanged} /></Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </>
  );
}
