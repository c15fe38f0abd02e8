import { z } from 'zod';
import './zod-locale.js';
import type { PageInfo } from './pagination.js';
import { pageQuery } from './pagination.js';

const E = (k: string) => `payouts.errors.${k}`;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * A merchant's payout: requested → approved (an administrator) → processing (sent through SHAP) →
 * paid | failed; requested or failed → rejected (the money goes back to the available balance);
 * failed → processing again on a retry (a new payout reference). The table is
 * src/modules/payouts/payout.state.ts.
 */
export const PAYOUT_STATUSES = ['requested', 'approved', 'processing', 'paid', 'failed', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** merchant: a seller's available sales; wallet: a buyer withdrawing its Mbolo balance. */
export const PAYOUT_KINDS = ['merchant', 'wallet'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

/** Statuses whose money has left the available balance but not reached the merchant yet. */
export const PAYOUT_IN_FLIGHT: readonly PayoutStatus[] = ['requested', 'approved', 'processing', 'failed'];

/** POST /api/merchant/payouts: the amount to send to the payout number of the merchant's settings. */
export const requestPayoutSchema = z.strictObject({
  amount: z.coerce
    .number({ error: E('amount_required') })
    .int(E('amount_integer'))
    .positive(E('amount_required'))
    .max(100_000_000, E('amount_too_large')),
});
export type RequestPayoutInput = z.infer<typeof requestPayoutSchema>;

/** POST /api/admin/payouts/:id/reject */
export const rejectPayoutSchema = z.strictObject({
  reason: z
    .string({ error: E('reason_required') })
    .trim()
    .min(3, E('reason_required'))
    .max(500, E('reason_too_long')),
});
export type RejectPayoutInput = z.infer<typeof rejectPayoutSchema>;

/** GET /api/merchant/payouts and GET /api/admin/payouts */
export const payoutsQuerySchema = z.strictObject({
  status: z.preprocess(blank, z.enum(PAYOUT_STATUSES).optional()),
  /** admin only: payout number, merchant name, e-mail or phone */
  search: z.preprocess(blank, z.string().trim().max(100).optional()),
  ...pageQuery({ perPage: 20, maxPerPage: 100 }),
});
export type PayoutsQuery = z.infer<typeof payoutsQuerySchema>;

export interface PayoutView {
  id: number;
  payout_number: string;
  kind: PayoutKind;
  amount: number;
  status: PayoutStatus;
  /** E.164, the number the money is (or was) sent to */
  payee_phone: string;
  /** airtelmoney | moovmoney4 */
  payment_system: string;
  attempts: number;
  shap_payout_id: string | null;
  failure_reason: string | null;
  rejection_reason: string | null;
  requested_at: string;
  approved_at: string | null;
  sent_at: string | null;
  paid_at: string | null;
  rejected_at: string | null;
  /** who is paid, the merchant or the buyer (admin list only) */
  merchant?: { id: number; name: string; email: string; business_name: string | null };
}

/**
 * A merchant's money, integer XAF. pending: its share of sales not yet released (the order is not
 * fulfilled, the prize not received, or the delay not over); available: what it may ask to be paid;
 * in_flight: asked for and not yet received; paid_out: received over all time.
 */
export interface MerchantBalance {
  pending: number;
  available: number;
  in_flight: number;
  paid_out: number;
  /** payout_min_amount setting */
  min_amount: number;
  /** payout_delay_days setting */
  delay_days: number;
  /** where a payout goes: the payout number of the merchant's settings, null when none is set */
  payout_phone: string | null;
  payout_operator: 'airtel' | 'moov' | null;
}

export interface MerchantPayoutsPage {
  balance: MerchantBalance;
  data: PayoutView[];
  pagination: PageInfo;
}

export interface AdminPayoutsPage {
  data: PayoutView[];
  pagination: PageInfo;
  /** count and amount per status, over every payout (not only this page) */
  totals: Record<PayoutStatus, { count: number; amount: number }>;
}
