import { z } from 'zod';
import './zod-locale.js';

const E = (k: string) => `refunds.errors.${k}`;

/**
 * pending → approved → processed (payout sent, "En traitement") → completed | failed; pending,
 * approved or failed → rejected; failed or rejected → approved again on a retry. The table is
 * src/modules/refunds/refund.state.ts.
 */
export const REFUND_STATUSES = ['pending', 'approved', 'processed', 'completed', 'rejected', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** automatic: raised by the platform (raffle short of participants or cancelled, money taken twice); manual: asked by the customer; admin: started from a payment. */
export const REFUND_TYPES = ['automatic', 'manual', 'admin'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

export const REFUND_REASONS = [
  'insufficient_participants',
  'lottery_cancelled',
  'accidental_purchase',
  'changed_mind',
  'duplicate_purchase',
  'technical_issue',
  'system_error',
  'admin_initiated',
  'other',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** What the customer's "new request" form offers (spec 2 §4). */
export const CUSTOMER_REFUND_REASONS = [
  'accidental_purchase',
  'changed_mind',
  'duplicate_purchase',
  'technical_issue',
  'other',
] as const;

/**
 * mobile_money: a SHAP payout to the payer's number, sent automatically. bank_transfer and cash: paid
 * by an administrator outside the platform, who records the reference and completes the refund.
 * wallet_credit: paid at once into the buyer's Mbolo balance (the ledger's wallet:<userId>), which pays
 * purchases and can be withdrawn to mobile money; the only way back for an order paid from the balance.
 */
export const REFUND_METHODS = ['mobile_money', 'bank_transfer', 'cash', 'wallet_credit'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/** What the customer's request form offers. */
export const CUSTOMER_REFUND_METHODS = ['mobile_money', 'wallet_credit'] as const;
export const MANUAL_REFUND_METHODS = ['bank_transfer', 'cash'] as const;
export type ManualRefundMethod = (typeof MANUAL_REFUND_METHODS)[number];

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** POST /refunds (spec 2 §3 "Refund create payload"). */
export const createRefundSchema = z.strictObject({
  transaction_id: z.coerce
    .number({ error: E('transaction_required') })
    .int(E('transaction_required'))
    .positive(E('transaction_required')),
  reason: z.enum(CUSTOMER_REFUND_REASONS, { error: E('reason_required') }),
  /** how the buyer is paid back: its mobile-money number (the default) or its Mbolo balance, at once */
  method: z.preprocess(blank, z.enum(CUSTOMER_REFUND_METHODS, { error: E('method_invalid') }).optional()),
  notes: z.preprocess(blank, z.string().trim().max(1000, E('notes_too_long')).optional()),
});
export type CreateRefundInput = z.infer<typeof createRefundSchema>;

/** GET /refunds */
export const refundListQuerySchema = z.object({
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(50)),
  status: z.preprocess(blank, z.enum(REFUND_STATUSES).optional()),
});
export type RefundListQuery = z.infer<typeof refundListQuerySchema>;

/** GET /admin/refunds */
export const adminRefundListQuerySchema = z.object({
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(200).default(100)),
  status: z.preprocess(blank, z.enum(REFUND_STATUSES).optional()),
  type: z.preprocess(blank, z.enum(REFUND_TYPES).optional()),
  reason: z.preprocess(blank, z.enum(REFUND_REASONS).optional()),
  search: z.preprocess(blank, z.string().trim().max(100).optional()),
});
export type AdminRefundListQuery = z.infer<typeof adminRefundListQuerySchema>;

/** POST /admin/refunds/process-automatic: dry_run only counts; lottery_id limits it to one raffle. */
export const processRefundsSchema = z.strictObject({
  dry_run: z.boolean({ error: E('dry_run_invalid') }).default(false),
  lottery_id: z.preprocess(blank, z.coerce.number().int().positive().optional()),
});
export type ProcessRefundsInput = z.infer<typeof processRefundsSchema>;

/** POST /admin/refunds/{id}/reject */
export const rejectRefundSchema = z.strictObject({
  reason: z
    .string({ error: E('rejection_reason_required') })
    .trim()
    .min(1, E('rejection_reason_required'))
    .max(500, E('rejection_reason_too_long')),
});
export type RejectRefundInput = z.infer<typeof rejectRefundSchema>;

/** POST /admin/payments/{id}/refund — the reason is always recorded as admin_initiated. */
export const adminPaymentRefundSchema = z.strictObject({
  reason: z.preprocess(blank, z.string().trim().max(500).optional()),
  /** how the money goes back; mobile money (the default) is paid out automatically */
  refund_method: z.preprocess(blank, z.enum(REFUND_METHODS, { error: E('method_invalid') }).optional()),
});
export type AdminPaymentRefundInput = z.infer<typeof adminPaymentRefundSchema>;

/** POST /admin/refunds/{id}/complete: a bank transfer or cash refund the administrator paid. */
export const completeRefundSchema = z.strictObject({
  external_refund_id: z
    .string({ error: E('external_reference_required') })
    .trim()
    .min(1, E('external_reference_required'))
    .max(100, E('external_reference_too_long')),
  notes: z.preprocess(blank, z.string().trim().max(1000, E('notes_too_long')).optional()),
  /** required when the refund was meant for mobile money (a failed payout paid by other means) */
  refund_method: z.preprocess(blank, z.enum(MANUAL_REFUND_METHODS, { error: E('manual_method_required') }).optional()),
});
export type CompleteRefundInput = z.infer<typeof completeRefundSchema>;

/** POST /admin/lotteries/{id}/cancel */
export const cancelLotterySchema = z.strictObject({
  reason: z
    .string({ error: E('cancel_reason_required') })
    .trim()
    .min(1, E('cancel_reason_required'))
    .max(500, E('rejection_reason_too_long')),
});
export type CancelLotteryInput = z.infer<typeof cancelLotterySchema>;

/** Spec 2 §3 "Refund" (customer side). Amounts are integer XAF. */
export interface RefundView {
  id: number;
  refund_number: string;
  type: RefundType;
  status: RefundStatus;
  amount: number;
  currency: 'XAF';
  reason: RefundReason;
  refund_method: RefundMethod;
  notes: string | null;
  rejection_reason: string | null;
  /** i18n key of why the payout failed, when it did */
  failure_reason: string | null;
  auto_processed: boolean;
  /** masked payee number, e.g. +241 74 •• •• 03 */
  payee_phone: string;
  created_at: string;
  approved_at: string | null;
  processed_at: string | null;
  completed_at: string | null;
  rejected_at: string | null;
  failed_at: string | null;
  can_cancel: boolean;
  order_number: string | null;
  lottery: { id: number; lottery_number: string; product_title: string } | null;
  transaction: { id: number; reference: string; amount: number } | null;
}

export interface RefundStats {
  total_refunds: number;
  total_amount_refunded: number;
  pending_refunds: number;
  rejected_refunds: number;
}

/** GET /refunds/refundable: the customer's paid transactions, with whether a refund can be asked for. */
export interface RefundableTransaction {
  id: number;
  reference: string;
  amount: number;
  order_number: string;
  product_name: string;
  paid_at: string | null;
  lottery: { lottery_number: string } | null;
  has_refund: boolean;
  /** null when a request is possible, else the i18n key of why not */
  refusal: string | null;
}

/** Spec 3 §3 "Refund" (admin side): the customer's view plus who and the payout trail. */
export interface AdminRefundView extends RefundView {
  user: { id: number; first_name: string; last_name: string; full_name: string; email: string; phone: string | null };
  external_refund_id: string | null;
  ticket: { ticket_number: string } | null;
  /** spec 3 §3 Refund.meta; fees are whatever the payment added on top of the price: never refunded */
  meta: {
    order_number: string | null;
    original_amount: number;
    operator_fees: number;
    operator: 'airtel' | 'moov' | null;
    shap_payout_id: string | null;
    shap_transaction_id: string | null;
    /** the payout service's last word on the current attempt: success, processing or failed */
    state: string | null;
    /** when that word was recorded */
    timestamp: string | null;
    payout_reference: string | null;
    attempts: number;
  };
  can_retry: boolean;
  can_reject: boolean;
  /** bank transfer or cash, or a failed payout: the administrator may record the payment and complete it */
  can_complete: boolean;
}

export interface AdminRefundStats {
  total_refunds: number;
  total_amount_refunded: number;
  pending_refunds: number;
  auto_processed: number;
}

/** Spec 3 §3 "Draw eligible for refund". */
export interface EligibleLottery {
  id: number;
  lottery_number: string;
  product_title: string;
  status: 'expired' | 'cancelled';
  participants: number;
  min_participants: number;
  /** paid tickets not yet refunded, integer XAF */
  estimated_refund: number;
  payments_to_refund: number;
}

export interface EligibleLotteries {
  expired_insufficient: EligibleLottery[];
  cancelled: EligibleLottery[];
  summary: {
    expired_count: number;
    expired_estimated_refund: number;
    cancelled_count: number;
    cancelled_estimated_refund: number;
  };
}

/** Answer of process-automatic (also for a dry run). */
export interface RefundProcessingReport {
  dry_run: boolean;
  /** refund records created for raffles and money taken twice */
  created: number;
  /** payouts sent (or that would be) */
  processed: number;
  completed: number;
  failed: number;
  /** customer requests turned down because the order can no longer be refunded (shipped, drawn…) */
  rejected: number;
  amount: number;
  message: string;
}

/** Spec 3 §3 "Draw payment": a paid order of an eligible raffle, in the draw refund modal. */
export interface DrawPayment {
  id: number;
  user: { id: number; full_name: string; email: string };
  order_number: string;
  created_at: string;
  amount: number;
  refund_amount: number;
  /** what the payment added on top of the price (spec 3 §3 "{product}_fees"): none today, never refunded */
  operator_fees: number;
  tickets: number;
  /** the refund already raised for it, if any */
  refund: { refund_number: string; status: RefundStatus } | null;
}
