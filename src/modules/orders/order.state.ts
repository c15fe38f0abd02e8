import { defineMachine } from '../../common/state-machine.js';
import type { OrderStatus } from '../../contracts/orders.js';
import type { Order } from './order.entity.js';

/**
 * The order's lifecycle. What each move does beyond the status lives in OrdersService: → paid turns
 * reserved tickets into sold ones (LotteriesService.confirm); awaiting_payment → expired / failed /
 * cancelled gives back the stock or the reserved tickets; paid → cancelled (an administrator, before
 * the raffle's draw) gives back the stock or the sold tickets and raises one refund of the payment;
 * → refunded follows the refund's payout. Cancelled, failed, expired and refunded orders never come back.
 */
export const orderMachine = defineMachine<OrderStatus>('order', {
  awaiting_payment: ['paid', 'failed', 'expired', 'cancelled'],
  paid: ['shipping', 'fulfilled', 'cancelled', 'refunded'],
  shipping: ['fulfilled', 'refunded'],
  // an administrator may undo a "Traitée" set by mistake; the money stays collected
  fulfilled: ['paid', 'refunded'],
  // a paid order cancelled for a refund becomes refunded once the money is back
  cancelled: ['refunded'],
  failed: [],
  expired: [],
  refunded: [],
});

/** Moves the order (checked against the table) and stamps the date that goes with its new state. */
export function moveOrder(order: Order, to: OrderStatus, now = new Date()): OrderStatus {
  const from = orderMachine.apply(order, to);
  if (to === 'paid' && from === 'awaiting_payment') order.paidAt = now;
  if (to === 'paid' && from === 'fulfilled') order.fulfilledAt = null;
  if (to === 'fulfilled') order.fulfilledAt = now;
  if (to === 'cancelled') order.cancelledAt = now;
  return from;
}

export { ADMIN_ORDER_STATUSES, adminOrderStatus, type AdminOrderStatus } from '../../contracts/orders.js';
