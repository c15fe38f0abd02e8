import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../../src/common/format/dates.js';
import { formatFCFA } from '../../../../src/common/format/money.js';
import { invoiceAvailable, type OrderDetailView } from '../../../../src/contracts/orders.js';
import { ProductImage } from '../../../../renderer/catalogue/ProductImage.js';
import { PaymentStatusBadge } from '../../../../renderer/orders/StatusBadges.js';
import { Badge } from '../../../../renderer/ui/badge.js';
import { Fields, Section } from '../../../../renderer/ui/section.js';

export function ClientInfo({ order }: { order: OrderDetailView }) {
  const { t, i18n } = useTranslation();
  const c = order.client;
  return (
    <Section title={t('orders.detail.client')} testId="order-client">
      <Fields
        rows={[
          [t('orders.detail.name'), c.full_name],
          [t('orders.detail.email'), c.email ?? '—'],
          [t('orders.detail.phone'), c.phone ?? '—'],
          [t('orders.detail.member_since'), formatDate(c.created_at, i18n.language)],
        ]}
      />
    </Section>
  );
}

export function PurchaseDetails({ order }: { order: OrderDetailView }) {
  const { t, i18n } = useTranslation();
  const l = order.lottery;
  const rows: [string, ReactNode][] = [
    [t('orders.detail.seller'), `${order.seller.name} (${t(`orders.detail.seller_kind.${order.seller.kind}`)})`],
    [t('orders.detail.type'), t(`orders.type.${order.type}`)],
    [
      t('orders.detail.quantity'),
      order.type === 'lottery' ? t('orders.quantity_tickets', { count: order.quantity }) : order.quantity,
    ],
    [t('orders.detail.unit_price'), formatFCFA(order.unit_price)],
  ];
  if (l) {
    rows.push([t('orders.detail.lottery'), `${l.title} (${l.lottery_number})`]);
    if (l.draw_date) rows.push([t('orders.detail.draw_date'), formatDateTime(l.draw_date, i18n.language)]);
    rows.push([t('orders.detail.sold'), t('orders.detail.sold_value', { sold: l.sold_tickets, max: l.max_tickets })]);
    if (l.winning_ticket_number)
      rows.push([
        t('orders.detail.winning_number'),
        // biome-ignore lint/correctness/useJsxKeyInIterable: a [label, value] pair for Fields, which keys each row by its label
        <span className="font-mono">{l.winning_ticket_number}</span>,
      ]);
  }
  return (
    <Section title={t('orders.detail.purchase')} testId="order-purchase">
      <div className="mb-4 flex gap-3">
        <ProductImage src={order.product.image} alt="" className="size-16 shrink-0 rounded-lg" />
        <div className="min-w-0">
          <p className="font-semibold text-neutral-900" data-testid="order-product">
            {order.product.name}
          </p>
          <p className="line-clamp-3 text-sm text-neutral-600">{order.product.description}</p>
        </div>
      </div>
      <Fields rows={rows} />
      {l && (
        <a href={`/lotteries/${l.id}`} className="mt-3 inline-block text-sm">
          {t('orders.detail.view_draw')}
        </a>
      )}
    </Section>
  );
}

export function Tickets({ order }: { order: OrderDetailView }) {
  const { t } = useTranslation();
  if (!order.tickets.length) return null;
  return (
    <Section title={`${t('orders.detail.tickets')} (${order.tickets.length})`} testId="order-tickets">
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {order.tickets.map((tk) => (
          <li
            key={tk.id}
            className="flex items-center justify-between gap-2 rounded-lg border border-neutral-200 px-3 py-2"
            data-testid="order-ticket"
          >
            <span className="font-mono text-sm">{tk.ticket_number}</span>
            <span className="flex items-center gap-2 text-sm">
              {formatFCFA(tk.price_paid)}
              {tk.is_winner ? (
                <Badge tone="brand">{t('orders.detail.winner')}</Badge>
              ) : (
                <Badge>{t(`orders.detail.ticket_status.${tk.status}`, { defaultValue: tk.status })}</Badge>
              )}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Payments({ order }: { order: OrderDetailView }) {
  const { t, i18n } = useTranslation();
  return (
    <Section title={t('orders.detail.payments')} testId="order-payments">
      {order.payments.length === 0 ? (
        <p className="text-sm text-neutral-600">{t('orders.detail.no_payments')}</p>
      ) : (
        <ul className="divide-y divide-neutral-100">
          {order.payments.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2 first:pt-0 last:pb-0"
              data-testid="order-payment"
            >
              <div className="min-w-0">
                <a href={`/customer/payments/${p.id}`} className="font-mono text-sm">
                  {p.reference}
                </a>
                <p className="text-xs text-neutral-600">
                  {t(`payments.method_names.${p.payment_method}`)} •{' '}
                  {formatDateTime(p.paid_at ?? p.created_at, i18n.language)}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <span className="text-sm font-semibold">{formatFCFA(p.amount)}</span>
                <PaymentStatusBadge status={p.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function Summary({ order }: { order: OrderDetailView }) {
  const { t } = useTranslation();
  const paid = invoiceAvailable(order.status) ? order.total_amount : 0;
  const line = (label: string, value: string, strong = false, testId?: string) => (
    <div
      className={
        strong
          ? 'flex justify-between border-t border-neutral-200 pt-2 text-base font-bold'
          : 'flex justify-between text-sm'
      }
    >
      <dt className={strong ? '' : 'text-neutral-600'}>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <Section title={t('orders.detail.summary')} testId="order-summary">
      <dl className="space-y-2">
        {line(t('orders.detail.subtotal'), `${order.quantity} × ${formatFCFA(order.unit_price)}`)}
        {line(t('orders.detail.fees'), t('orders.detail.free'))}
        {line(t('orders.detail.total'), formatFCFA(order.total_amount), true, 'order-total')}
        {line(t('orders.detail.paid_amount'), formatFCFA(paid))}
        {order.status === 'awaiting_payment' &&
          line(t('orders.detail.due_amount'), formatFCFA(order.total_amount - paid))}
      </dl>
    </Section>
  );
}
