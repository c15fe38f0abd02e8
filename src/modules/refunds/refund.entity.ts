import { defineEntity, p } from '@mikro-orm/core';
import { REFUND_METHODS, REFUND_REASONS, REFUND_STATUSES, REFUND_TYPES } from '../../contracts/refunds.js';
import { Lottery } from '../lotteries/lottery.entity.js';
import { Order } from '../orders/order.entity.js';
import { Payment } from '../payments/payment.entity.js';
import { User } from '../users/user.entity.js';
import { indexedCreatedAt, updatedAt } from '../../infra/database/timestamps.js';

/**
 * Money a payment brought in, sent back to the payer's mobile-money number through a payout (or, for
 * bank transfer and cash, by an administrator). Each payout attempt has its own reference, so the
 * payout service itself refuses to pay one attempt twice. `status` changes only through refund.state.ts.
 */
const RefundSchema = defineEntity({
  name: 'Refund',
  tableName: 'refunds',
  checks: [
    { name: 'refunds_amount_positive', expression: 'amount > 0' },
    { name: 'refunds_attempts_bounded', expression: 'attempts >= 0 and attempts <= 20' },
  ],
  // one refund under way or done per payment: a payment is never paid back twice
  indexes: [
    {
      name: 'refunds_one_active_per_payment',
      expression: `create unique index "refunds_one_active_per_payment" on "refunds" ("payment_id") where status <> 'rejected'`,
    },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    refundNumber: p.string().length(30).unique(),
    type: p.enum(REFUND_TYPES),
    status: p.enum(REFUND_STATUSES).default('pending').index(),
    reason: p.enum(REFUND_REASONS),
    method: p.enum(REFUND_METHODS).default('mobile_money'),
    user: () => p.manyToOne(User).index(),
    payment: () => p.manyToOne(Payment).index(),
    order: () => p.manyToOne(Order).index(),
    lottery: () => p.manyToOne(Lottery).nullable().index(),
    /** integer XAF */
    amount: p.integer(),
    /** E.164 number the money goes back to: the one that paid */
    payeePhone: p.string().length(20),
    notes: p.text().nullable(),
    rejectionReason: p.string().length(500).nullable(),
    /** i18n key or the payout service's words */
    failureReason: p.string().length(255).nullable(),
    autoProcessed: p.boolean().default(false),
    attempts: p.integer().default(0),
    /** our reference of the current payout attempt: `${refundNumber}-${attempts}` */
    payoutReference: p.string().length(40).nullable().unique(),
    /** the payout service's id of the payout, or the administrator's reference of a manual refund */
    externalRefundId: p.string().length(100).nullable(),
    /** SHAP's ids and last answer for the current attempt (spec 3 §3 Refund.meta) */
    shapPayoutId: p.string().length(100).nullable(),
    shapTransactionId: p.string().length(100).nullable(),
    payoutState: p.string().length(20).nullable(),
    payoutStateAt: p.datetime().nullable(),
    createdBy: () => p.manyToOne(User).nullable(),
    createdAt: indexedCreatedAt(),
    approvedAt: p.datetime().nullable(),
    processedAt: p.datetime().nullable(),
    completedAt: p.datetime().nullable(),
    rejectedAt: p.datetime().nullable(),
    failedAt: p.datetime().nullable(),
    updatedAt: updatedAt(),
  },
});

export class Refund extends RefundSchema.class {}
RefundSchema.setClass(Refund);
export { RefundSchema };
