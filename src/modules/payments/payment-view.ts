import type { TFunction } from 'i18next';
import type { PaymentView } from '../../contracts/payments.js';
import type { Order } from '../orders/index.js';
import type { Payment } from './payment.entity.js';

const GATEWAY_NAMES: Record<string, string> = { ebilling: 'E-Billing', simulator: 'E-Billing (simulateur)' };

/** A payment as the customer sees it (spec 2 §3 Payment); the order with its user and product must be loaded. */
export function paymentView(payment: Payment, order: Order, t: TFunction, now = new Date()): PaymentView {
  const user = order.user;
  const retryable =
    order.status === 'awaiting_payment' &&
    (!order.expiresAt || order.expiresAt > now) &&
    (payment.status === 'failed' ||
      payment.status === 'expired' ||
      (payment.status === 'pending' && payment.expiresAt <= now));
  return {
    id: payment.id,
    billing_id: payment.billId ?? null,
    ebilling_id: payment.billId ?? null,
    reference: payment.reference,
    status: payment.status,
    amount: payment.amount,
    currency: 'XAF',
    payment_method: payment.method,
    phone_number: payment.phone,
    customer_name: user.fullName(),
    customer_email: user.email,
    external_transaction_id: payment.gatewayTransactionId ?? null,
    created_at: payment.createdAt.toISOString(),
    updated_at: payment.updatedAt.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
    expires_at: payment.expiresAt.toISOString(),
    gateway_response: {
      failure_reason: payment.failureReason ? t(payment.failureReason, { defaultValue: payment.failureReason }) : null,
    },
    gateway: { display_name: GATEWAY_NAMES[payment.gateway] ?? payment.gateway },
    order: {
      order_number: order.orderNumber,
      type: order.type,
      status: order.status,
      product_name: order.product.name,
      quantity: order.quantity,
    },
    can_retry: retryable,
  };
}
