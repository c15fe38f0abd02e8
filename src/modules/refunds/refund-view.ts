import type { AdminRefundView, RefundView } from '../../contracts/refunds.js';
import { gabonOperator } from '../../contracts/phone.js';
import type { Refund } from './refund.entity.js';
import { canTransition } from './refund.state.js';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

type RefundFields = Pick<
  Refund,
  | 'id'
  | 'refundNumber'
  | 'type'
  | 'status'
  | 'amount'
  | 'reason'
  | 'method'
  | 'notes'
  | 'rejectionReason'
  | 'failureReason'
  | 'autoProcessed'
  | 'payeePhone'
  | 'createdAt'
  | 'approvedAt'
  | 'processedAt'
  | 'completedAt'
  | 'rejectedAt'
  | 'failedAt'
  | 'externalRefundId'
  | 'shapPayoutId'
  | 'shapTransactionId'
  | 'payoutState'
  | 'payoutStateAt'
  | 'payoutReference'
  | 'attempts'
>;

/** What the views read of a refund: a loaded entity, or a row of the admin list's SQL read model. */
export interface RefundRecord extends RefundFields {
  order: { orderNumber: string; product?: { name: string } | null } | null;
  lottery?: { id: number; lotteryNumber: string } | null;
  payment: { id: number; reference: string; amount: number } | null;
  user: { id: number; firstName: string; lastName: string; email: string; phone?: string | null };
}

/** +241 74 •• •• 03: enough for the payer to recognise their number, not enough to read it off a screen. */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  if (e164.startsWith('+241') && digits.length === 11) return `+241 ${digits.slice(3, 5)} •• •• ${digits.slice(9)}`;
  return `${e164.slice(0, 4)} •• •• ${e164.slice(-2)}`;
}

/** Needs order, order.product, lottery and payment populated. */
export function toRefundView(r: RefundRecord): RefundView {
  const order = r.order;
  const lottery = r.lottery ?? null;
  return {
    id: r.id,
    refund_number: r.refundNumber,
    type: r.type,
    status: r.status,
    amount: r.amount,
    currency: 'XAF',
    reason: r.reason,
    refund_method: r.method,
    notes: r.notes ?? null,
    rejection_reason: r.rejectionReason ?? null,
    failure_reason: r.failureReason ?? null,
    auto_processed: r.autoProcessed,
    payee_phone: maskPhone(r.payeePhone),
    created_at: r.createdAt.toISOString(),
    approved_at: iso(r.approvedAt),
    processed_at: iso(r.processedAt),
    completed_at: iso(r.completedAt),
    rejected_at: iso(r.rejectedAt),
    failed_at: iso(r.failedAt),
    can_cancel: r.status === 'pending',
    order_number: order?.orderNumber ?? null,
    lottery: lottery
      ? { id: lottery.id, lottery_number: lottery.lotteryNumber, product_title: order?.product?.name ?? '' }
      : null,
    transaction: r.payment ? { id: r.payment.id, reference: r.payment.reference, amount: r.payment.amount } : null,
  };
}

/** Needs user besides what toRefundView needs; `ticket` is the order's first ticket number, if any. */
export function toAdminRefundView(r: RefundRecord, ticket: string | null): AdminRefundView {
  const u = r.user;
  const full = `${u.firstName} ${u.lastName}`.trim();
  return {
    ...toRefundView(r),
    // administrators pay the money back to this number: they see it whole
    payee_phone: r.payeePhone,
    user: {
      id: u.id,
      first_name: u.firstName,
      last_name: u.lastName,
      full_name: full,
      email: u.email,
      phone: u.phone ?? null,
    },
    external_refund_id: r.externalRefundId ?? null,
    ticket: ticket ? { ticket_number: ticket } : null,
    meta: {
      order_number: r.order?.orderNumber ?? null,
      original_amount: r.payment?.amount ?? r.amount,
      // payments carry no fee on top of the price today; what would be there is never refunded
      operator_fees: Math.max(0, (r.payment?.amount ?? r.amount) - r.amount),
      operator: gabonOperator(r.payeePhone),
      shap_payout_id: r.shapPayoutId ?? null,
      shap_transaction_id: r.shapTransactionId ?? null,
      state: r.payoutState ?? null,
      timestamp: iso(r.payoutStateAt),
      payout_reference: r.payoutReference ?? null,
      attempts: r.attempts,
    },
    can_retry: r.status === 'failed' || r.status === 'rejected',
    can_reject: canTransition(r.status, 'rejected'),
    can_complete:
      r.status === 'failed' || ((r.status === 'pending' || r.status === 'approved') && r.method !== 'mobile_money'),
  };
}
