import type { TFunction } from 'i18next';
import type { AdminOrderTimelineEvent } from '../../contracts/admin-orders.js';
import { orderTimeline } from '../../contracts/order-timeline.js';
import type { OrderPaymentRow } from '../payments/payment-queries.js';

type TimelineOrder = Parameters<typeof orderTimeline>[0];

/**
 * What happened to an order, oldest first, for the back-office detail: the steps the customer's
 * order page shows (those reached), plus each payment attempt and how it ended.
 */
export function adminOrderTimeline(order: TimelineOrder, payments: OrderPaymentRow[], t: TFunction): AdminOrderTimelineEvent[] {
  const events: AdminOrderTimelineEvent[] = orderTimeline(order)
    .filter((s) => s.state !== 'upcoming' && s.key !== 'awaiting_payment')
    .map((s) => ({ type: s.key, title: t(`orders.detail.steps.${s.key}`), timestamp: s.at }));
  for (const p of payments) {
    const method = t(`admin_orders.payment_methods.${p.method}`, { defaultValue: p.method });
    events.push({ type: 'payment_initiated', title: t('admin_orders.timeline.payment_initiated', { method }), timestamp: p.created_at.toISOString() });
    if (p.status === 'failed' || p.status === 'expired' || p.status === 'cancelled' || p.status === 'refunded') {
      events.push({ type: `payment_${p.status}`, title: t(`admin_orders.timeline.payment_${p.status}`, { method }), timestamp: p.updated_at.toISOString() });
    }
  }
  // undated steps: delivery under way sits just after payment; an undated ending (failure, refund) comes last
  let last = 0;
  const keyed = events.map((e, i) => {
    if (e.timestamp) last = Date.parse(e.timestamp);
    const at = e.timestamp ? Date.parse(e.timestamp) : e.type === 'shipping' ? last : Number.POSITIVE_INFINITY;
    return { e, at, i };
  });
  keyed.sort((a, b) => a.at - b.at || a.i - b.i);
  return keyed.map((k) => k.e);
}
