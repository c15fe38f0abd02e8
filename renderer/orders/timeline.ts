import type { OrderDetailView, OrderStatus } from '../../src/contracts/orders.js';

export type StepState = 'done' | 'current' | 'upcoming' | 'stopped';
export interface TimelineStep {
  key:
    | 'created'
    | 'awaiting_payment'
    | 'paid'
    | 'shipping'
    | 'fulfilled'
    | 'failed'
    | 'expired'
    | 'cancelled'
    | 'refunded';
  state: StepState;
  at: string | null;
}

const ENDED: OrderStatus[] = ['failed', 'expired', 'cancelled'];

/**
 * The order's path so far and what is still to come (spec 2 §4): a direct sale, or a winning raffle
 * order, goes on to delivery and receipt; a losing one ends once paid; an unpaid one ends in failure.
 */
export function orderTimeline(
  o: Pick<
    OrderDetailView,
    'status' | 'type' | 'has_winning_ticket' | 'created_at' | 'paid_at' | 'fulfilled_at' | 'cancelled_at' | 'expires_at'
  >,
): TimelineStep[] {
  const steps: TimelineStep[] = [{ key: 'created', state: 'done', at: o.created_at }];
  if (ENDED.includes(o.status)) {
    const at = o.status === 'cancelled' ? o.cancelled_at : o.status === 'expired' ? o.expires_at : null;
    steps.push({ key: o.status as 'failed' | 'expired' | 'cancelled', state: 'stopped', at });
    return steps;
  }
  const delivered = o.type !== 'lottery' || o.has_winning_ticket;
  const order: TimelineStep['key'][] = ['paid', ...(delivered ? (['shipping', 'fulfilled'] as const) : [])];
  const reached: Partial<Record<TimelineStep['key'], string | null>> = {};
  if (o.status !== 'awaiting_payment') reached.paid = o.paid_at;
  if (o.status === 'shipping' || o.status === 'fulfilled') reached.shipping = null;
  if (o.status === 'fulfilled') reached.fulfilled = o.fulfilled_at;
  if (o.status === 'awaiting_payment') steps.push({ key: 'awaiting_payment', state: 'current', at: null });
  for (const key of order) {
    steps.push({ key, state: key in reached ? 'done' : 'upcoming', at: reached[key] ?? null });
  }
  if (o.status === 'refunded') steps.push({ key: 'refunded', state: 'stopped', at: null });
  // the latest reached step is where the order stands
  const lastDone = steps.map((s) => s.state).lastIndexOf('done');
  if (o.status !== 'awaiting_payment' && o.status !== 'refunded' && o.status !== 'fulfilled' && lastDone > 0)
    steps[lastDone]!.state = 'current';
  return steps;
}
