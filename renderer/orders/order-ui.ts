import type { OrderStatus, OrderSummaryView } from '../../src/contracts/orders.js';
import type { PaymentMethod } from '../../src/contracts/payments.js';

/** Spec 2 §9 status filter, without 'pending': our orders wait for payment as awaiting_payment. */
export const ORDER_STATUS_FILTER: OrderStatus[] = [
  'paid',
  'shipping',
  'awaiting_payment',
  'failed',
  'cancelled',
  'fulfilled',
  'refunded',
  'expired',
];

/** The payment screens speak of 'ticket' and 'product' purchases. */
export function flowType(type: OrderSummaryView['type']): 'ticket' | 'product' {
  return type === 'lottery' ? 'ticket' : 'product';
}

/** An unpaid order can be paid again until its reservation runs out (spec 2 §4 "Réessayer le paiement"). */
export function canRetryOrder(order: Pick<OrderSummaryView, 'status' | 'expires_at'>, now: Date): boolean {
  if (order.status !== 'awaiting_payment' && order.status !== 'failed') return false;
  return !order.expires_at || new Date(order.expires_at) > now;
}

/** Spec 2 §2.2: the phone screen with the order number and retry=true (same operator as before when known). */
export function retryPaymentUrl(p: {
  order_number: string;
  amount: number;
  type: OrderSummaryView['type'];
  method?: PaymentMethod | string | null;
}): string {
  const method = p.method === 'moov_money' ? 'moov_money' : 'airtel_money';
  const q = new URLSearchParams({
    order_number: p.order_number,
    amount: String(p.amount),
    type: flowType(p.type),
    retry: 'true',
    method,
  });
  return `/payment/phone?${q.toString()}`;
}

/** A lottery order is only delivered when one of its tickets won (spec 2 §4); said once the draw is made. */
export function noDeliveryExpected(
  o: Pick<OrderSummaryView, 'status' | 'type' | 'has_winning_ticket' | 'lottery'>,
): boolean {
  return (
    o.type === 'lottery' &&
    (o.status === 'paid' || o.status === 'shipping') &&
    !o.has_winning_ticket &&
    !!o.lottery?.drawn
  );
}
