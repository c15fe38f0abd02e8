import type { OrderStatus, OrderType } from '../../contracts/orders.js';
import type { PaymentStatus } from '../../contracts/payments.js';
import type { RefundStatus } from '../../contracts/refunds.js';

const E = (k: string) => `refunds.errors.${k}`;

/** The failure reason settlement writes on money that arrived for an order no longer waiting for it. */
export const REFUND_DUE = 'payments.errors.refund_due';

export interface RefundSubject {
  payment: { status: PaymentStatus; paidAt?: Date | null; failureReason?: string | null };
  order: { type: OrderType; status: OrderStatus };
  lottery: { status: string } | null;
}

/** Money we hold that is not owed to anyone else: taken twice or late, so nothing was bought with it. */
export function isRefundDue(payment: RefundSubject['payment']): boolean {
  return payment.status === 'cancelled' && !!payment.paidAt && payment.failureReason === REFUND_DUE;
}

/**
 * Whether a customer may ask for this payment back; null when they may, else the i18n key of why not.
 * Tickets of a raffle that is running or drawn are final (refunding them would let a buyer leave
 * a draw they expect to lose); a direct purchase can be returned until the seller ships it.
 */
export function customerRefusal({ payment, order, lottery }: RefundSubject): string | null {
  if (isRefundDue(payment)) return null;
  if (payment.status !== 'paid' || !payment.paidAt) return E('transaction_not_refundable');
  if (order.type === 'lottery') {
    if (lottery && (lottery.status === 'expired' || lottery.status === 'cancelled')) return null;
    return E('tickets_final');
  }
  if (order.status === 'paid') return null;
  if (order.status === 'shipping' || order.status === 'fulfilled') return E('order_shipped');
  return E('transaction_not_refundable');
}

/** Whether a refund being processed can still go ahead (the order may have moved on since it was asked). */
export function processingRefusal(subject: RefundSubject, type: 'automatic' | 'manual' | 'admin'): string | null {
  if (isRefundDue(subject.payment)) return null;
  if (subject.payment.status !== 'paid') return E('transaction_not_refundable');
  // an administrator may pay back any paid payment; the others follow the customer's rules
  return type === 'admin' ? null : customerRefusal(subject);
}

/** The reason given to a raffle's refunds. */
export function lotteryRefundReason(lotteryStatus: string): 'insufficient_participants' | 'lottery_cancelled' {
  return lotteryStatus === 'cancelled' ? 'lottery_cancelled' : 'insufficient_participants';
}

export const ACTIVE_REFUND_STATUSES: readonly RefundStatus[] = [
  'pending',
  'approved',
  'processed',
  'completed',
  'failed',
];
/** Statuses from which an administrator may send the payout (again). */
export const PROCESSABLE_STATUSES: readonly RefundStatus[] = ['pending', 'approved', 'failed'];
