import { defineEntity, p } from '@mikro-orm/core';
import { PAYOUT_KINDS, PAYOUT_STATUSES } from '../../contracts/payouts.js';
import { User } from '../users/user.entity.js';
import { indexedCreatedAt, updatedAt } from '../../infra/database/timestamps.js';

/**
 * Money a merchant asked to be paid from its available balance, sent to the payout number of its
 * settings through a SHAP payout. Each attempt has its own reference, so SHAP itself refuses to pay one
 * attempt twice. `status` changes only through payout.state.ts.
 */
const PayoutSchema = defineEntity({
  name: 'Payout',
  tableName: 'payouts',
  checks: [
    { name: 'payouts_amount_positive', expression: 'amount > 0' },
    { name: 'payouts_attempts_bounded', expression: 'attempts >= 0 and attempts <= 20' },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    payoutNumber: p.string().length(30).unique(),
    /** who is paid: the merchant, or the buyer withdrawing its wallet */
    user: () => p.manyToOne(User).index(),
    /** merchant: from the merchant's available sales; wallet: from the buyer's Mbolo balance */
    kind: p.enum(PAYOUT_KINDS).default('merchant'),
    status: p.enum(PAYOUT_STATUSES).default('requested').index(),
    /** integer XAF */
    amount: p.integer(),
    /** E.164, copied from the merchant's settings when asked: a later change of number does not redirect it */
    payeePhone: p.string().length(20),
    /** the E-Billing / SHAP payment system: airtelmoney | moovmoney4 */
    paymentSystem: p.string().length(20),
    attempts: p.integer().default(0),
    /** our reference of the current attempt: `${payoutNumber}-${attempts}` */
    payoutReference: p.string().length(40).nullable().unique(),
    shapPayoutId: p.string().length(100).nullable(),
    shapTransactionId: p.string().length(100).nullable(),
    /** i18n key or SHAP's words */
    failureReason: p.string().length(255).nullable(),
    rejectionReason: p.string().length(500).nullable(),
    decidedBy: () => p.manyToOne(User).nullable(),
    requestedAt: p.datetime(),
    approvedAt: p.datetime().nullable(),
    sentAt: p.datetime().nullable(),
    paidAt: p.datetime().nullable(),
    failedAt: p.datetime().nullable(),
    rejectedAt: p.datetime().nullable(),
    createdAt: indexedCreatedAt(),
    updatedAt: updatedAt(),
  },
});

export class Payout extends PayoutSchema.class {}
PayoutSchema.setClass(Payout);
export { PayoutSchema };
