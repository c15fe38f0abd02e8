import type { EntityManager } from '@mikro-orm/postgresql';
import { defineMachine } from '../../common/state-machine.js';
import type { PaymentStatus } from '../../contracts/payments.js';
import { Payment } from './payment.entity.js';

/**
 * One collection attempt. `expired` may still turn `paid` (the gateway was paid late while the order
 * waited) or `cancelled` (paid late for an order that had moved on: the money is owed back, see
 * refund_due). Money collected (`paid`, or `cancelled` with refund_due) ends `refunded` when a refund
 * pays it back. Labels (spec 3 §4): pending En attente, paid Complété, failed Échoué, refunded Remboursé.
 */
export const paymentMachine = defineMachine<PaymentStatus>('payment', {
  pending: ['paid', 'failed', 'expired', 'cancelled'],
  expired: ['paid', 'cancelled'],
  paid: ['refunded'],
  cancelled: ['refunded'],
  failed: [],
  refunded: [],
});

export function movePayment(payment: Payment, to: PaymentStatus): PaymentStatus {
  return paymentMachine.apply(payment, to);
}

/**
 * The gateway refused to open the bill or push: the attempt fails, unless settlement has already moved
 * it (a guarded update, outside any transaction, as the payment row is not loaded here).
 */
export async function failPendingPayment(em: EntityManager, paymentId: number, reason: string): Promise<boolean> {
  const from = paymentMachine.sources('failed');
  const n = await em.nativeUpdate(
    Payment,
    { id: paymentId, status: { $in: [...from] } },
    { status: 'failed', failureReason: reason },
  );
  return n > 0;
}
