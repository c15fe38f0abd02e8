import type { PayoutKind, PayoutStatus, PayoutView } from '../../contracts/payouts.js';
import type { Payout } from './payout.entity.js';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** A row of the payouts table as the lists read it (snake_case, merchant columns when joined). */
export interface PayoutRow {
  id: number;
  payout_number: string;
  kind: PayoutKind;
  amount: number;
  status: PayoutStatus;
  payee_phone: string;
  payment_system: string;
  attempts: number;
  shap_payout_id: string | null;
  failure_reason: string | null;
  rejection_reason: string | null;
  requested_at: Date | string;
  approved_at: Date | string | null;
  sent_at: Date | string | null;
  paid_at: Date | string | null;
  rejected_at: Date | string | null;
  user_id?: number;
  merchant_name?: string;
  merchant_email?: string;
  business_name?: string | null;
}

export const PAYOUT_COLUMNS = `p.id, p.payout_number, p.kind, p.amount, p.status, p.payee_phone, p.payment_system, p.attempts,
  p.shap_payout_id, p.failure_reason, p.rejection_reason, p.requested_at, p.approved_at, p.sent_at, p.paid_at, p.rejected_at`;

/** The row as the API answers it; `t` translates a failure reason that is an i18n key. */
export function payoutView(row: PayoutRow, t: (key: string) => string = (k) => k): PayoutView {
  const view: PayoutView = {
    id: row.id,
    payout_number: row.payout_number,
    kind: row.kind,
    amount: Number(row.amount),
    status: row.status,
    payee_phone: row.payee_phone,
    payment_system: row.payment_system,
    attempts: row.attempts,
    shap_payout_id: row.shap_payout_id,
    failure_reason: row.failure_reason ? t(row.failure_reason) : null,
    rejection_reason: row.rejection_reason,
    requested_at: iso(row.requested_at)!,
    approved_at: iso(row.approved_at),
    sent_at: iso(row.sent_at),
    paid_at: iso(row.paid_at),
    rejected_at: iso(row.rejected_at),
  };
  if (row.user_id !== undefined)
    view.merchant = {
      id: row.user_id,
      name: row.merchant_name ?? '',
      email: row.merchant_email ?? '',
      business_name: row.business_name ?? null,
    };
  return view;
}

/** The entity as a row (after a write, to answer with the same view). */
export function rowOfPayout(p: Payout): PayoutRow {
  return {
    id: p.id,
    payout_number: p.payoutNumber,
    kind: p.kind,
    amount: p.amount,
    status: p.status,
    payee_phone: p.payeePhone,
    payment_system: p.paymentSystem,
    attempts: p.attempts,
    shap_payout_id: p.shapPayoutId ?? null,
    failure_reason: p.failureReason ?? null,
    rejection_reason: p.rejectionReason ?? null,
    requested_at: p.requestedAt,
    approved_at: p.approvedAt ?? null,
    sent_at: p.sentAt ?? null,
    paid_at: p.paidAt ?? null,
    rejected_at: p.rejectedAt ?? null,
  };
}
