import type { EntityManager } from '@mikro-orm/postgresql';
import type { TFunction } from 'i18next';
import type { AdminOrderTimelineEvent } from '../../contracts/admin-orders.js';
import type { Order } from './order.entity.js';
import type { OrderPaymentRow } from './order-payments.port.js';
import { orderTimeline } from './order-timeline.js';

/**
 * The admin detail's timeline: the order's own events and manual status changes (orderTimeline,
 * with who and why), each payment attempt and how it ended, and how an unpaid order ended (expired,
 * failed), which the order carries no date stamp for. Creation first, then by time.
 */
export async function adminOrderTimeline(
  em: EntityManager,
  order: Order,
  payments: OrderPaymentRow[],
  t: TFunction,
): Promise<AdminOrderTimelineEvent[]> {
  const own = await orderTimeline(em, order, t);
  const [created, ...rest] = own.map((e) => ({
    type: e.type,
    title: e.title,
    timestamp: e.at,
    by: e.by,
    notes: e.notes,
  }));
  const more: AdminOrderTimelineEvent[] = [];
  for (const p of payments) {
    const method = t(`admin_orders.payment_methods.${p.method}`, { defaultValue: p.method });
    more.push({
      type: 'payment_initiated',
      title: t('admin_orders.timeline.payment_initiated', { method }),
      timestamp: p.created_at.toISOString(),
      by: null,
      notes: null,
    });
    if (p.status === 'failed' || p.status === 'expired' || p.status === 'cancelled' || p.status === 'refunded') {
      more.push({
        type: `payment_${p.status}`,
        title: t(`admin_orders.timeline.payment_${p.status}`, { method }),
        timestamp: p.updated_at.toISOString(),
        by: null,
        notes: null,
      });
    }
  }
  if (order.status === 'expired' || order.status === 'failed' || order.status === 'refunded') {
    const at = order.status === 'expired' ? (order.expiresAt ?? order.updatedAt) : order.updatedAt;
    more.push({
      type: order.status,
      title: t(`admin_orders.timeline.${order.status}`),
      timestamp: at.toISOString(),
      by: null,
      notes: null,
    });
  }
  // a date stamp before the manual change made at the same instant (as orderTimeline orders them)
  const rank = (e: AdminOrderTimelineEvent) => (e.type === 'status_changed' ? 1 : 0);
  const sorted = [...rest, ...more].sort(
    (a, b) => (a.timestamp ?? '').localeCompare(b.timestamp ?? '') || rank(a) - rank(b),
  );
  return created ? [created, ...sorted] : sorted;
}
