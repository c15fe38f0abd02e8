import { defineEntity, p } from '@mikro-orm/core';
import { PAYMENT_RECORD_METHODS, PAYMENT_STATUSES } from '../../contracts/payments.js';
import { Order } from '../orders/order.entity.js';
import { User } from '../users/user.entity.js';
import { indexedCreatedAt, updatedAt } from '../../infra/database/timestamps.js';

/**
 * One attempt to collect an order's amount through the gateway (a bill + USSD push). An order may
 * have several (retries); at most one of them is ever paid.
 */
const PaymentSchema = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  checks: [{ name: 'payments_amount_positive', expression: 'amount > 0' }],
  // an order is paid at most once, whatever the gateway repeats
  indexes: [
    {
      name: 'payments_one_paid_per_order',
      expression: `create unique index "payments_one_paid_per_order" on "payments" ("order_id") where status = 'paid'`,
    },
    // the dashboard's revenue (chart, monthly figures, report) reads paid payments by date
    {
      name: 'payments_paid_at_paid',
      expression: `create index "payments_paid_at_paid" on "payments" ("paid_at") where status = 'paid'`,
    },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    /** our reference, sent to the gateway as external_reference */
    reference: p.string().length(40).unique(),
    order: () => p.manyToOne(Order).index(),
    user: () => p.manyToOne(User).index(),
    /** integer XAF; must equal the order's total */
    amount: p.integer(),
    method: p.enum(PAYMENT_RECORD_METHODS),
    status: p.enum(PAYMENT_STATUSES).default('pending').index(),
    /** E.164 payer number */
    phone: p.string().length(20),
    gateway: p.string().length(20),
    /** the gateway's bill id */
    billId: p.string().length(60).nullable().unique(),
    /** the operator's transaction id once paid: never credited twice */
    gatewayTransactionId: p.string().length(100).nullable().unique(),
    /** lets the login-free confirmation page follow this payment; stored as a hash */
    statusTokenHash: p.string().length(64).hidden(),
    failureReason: p.string().length(255).nullable(),
    pushCount: p.integer().default(0),
    expiresAt: p.datetime().index(),
    paidAt: p.datetime().nullable(),
    lastCheckedAt: p.datetime().nullable(),
    createdAt: indexedCreatedAt(),
    updatedAt: updatedAt(),
  },
});

export class Payment extends PaymentSchema.class {}
PaymentSchema.setClass(Payment);
export { PaymentSchema };
