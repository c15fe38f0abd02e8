import type { EntityManager } from '@mikro-orm/postgresql';
import type { TFunction } from 'i18next';
import type { Order } from './order.entity.js';
import { OrderStatusHistory } from './order-status-history.entity.js';

export interface OrderTimelineEvent {
  /** created | paid | fulfilled | cancelled | status_changed */
  type: string;
  title: string;
  at: string;
  by: { id: number; name: string } | null;
  notes: string | null;
}

/**
 * The order's life for the admin detail modal (spec 3 §2: a title and a timestamp per event): the
 * dates the order carries, then every manual status change with who made it and why, oldest first.
 */
export async function orderTimeline(em: EntityManager, order: Order, t: TFunction): Promise<OrderTimelineEvent[]> {
  const stamp = (type: string, at: Date | null | undefined): OrderTimelineEvent[] =>
    at ? [{ type, title: t(`order_status.timeline.${type}`), at: at.toISOString(), by: null, notes: null }] : [];
  const history = await em.find(
    OrderStatusHistory,
    { order: order.id },
    { populate: ['changedBy'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const events = [
    ...stamp('created', order.createdAt),
    ...stamp('paid', order.paidAt),
    ...stamp('fulfilled', order.fulfilledAt),
    ...stamp('cancelled', order.cancelledAt),
    ...history.map((h) => ({
      type: 'status_changed',
      title: t('order_status.timeline.status_changed', {
        from: t(`ui.status.order.${h.fromStatus}`),
        to: t(`ui.status.order.${h.toStatus}`),
      }),
      at: h.createdAt.toISOString(),
      by: h.changedBy ? { id: h.changedBy.id, name: h.changedBy.fullName() } : null,
      notes: h.notes ?? null,
    })),
  ];
  // creation first whatever the clocks said, then by time, a date stamp before the manual change of the same instant
  const rank = (e: OrderTimelineEvent) => (e.type === 'status_changed' ? 1 : 0);
  const [created, ...rest] = events;
  rest.sort((a, b) => a.at.localeCompare(b.at) || rank(a) - rank(b));
  return created ? [created, ...rest] : rest;
}
