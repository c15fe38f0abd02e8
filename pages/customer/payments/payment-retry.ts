import type { PaymentView } from '../../../src/contracts/payments.js';
import { retryPaymentUrl } from '../../../renderer/orders/order-ui.js';

/** Spec 2 §2.2: a failed or expired payment is paid again from the phone screen, same order, same operator. */
export function paymentRetryUrl(p: PaymentView): string | null {
  if (!p.can_retry || !p.order?.order_number) return null;
  return retryPaymentUrl({
    order_number: p.order.order_number,
    amount: p.amount,
    type: p.order.type,
    method: p.payment_method,
  });
}
