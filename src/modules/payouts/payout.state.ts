import type { PayoutStatus } from '../../contracts/payouts.js';
import { defineMachine } from '../../common/state-machine.js';
import type { Payout } from './payout.entity.js';

/**
 * The merchant payout's lifecycle, the one door every payout status write goes through.
 *
 *   requested ──approve──▶ approved ──send──▶ processing ──▶ paid
 *       │                                      │     ▲
 *       └──reject──▶ rejected ◀──reject── failed ◀┘     └─retry─ failed
 *
 * - approve: an administrator with payouts.manage; send: a payout attempt with a new reference, committed
 *   before SHAP is called; processing → paid | failed: SHAP's answer, now or when asked later.
 * - reject: a request, or a failed payout the administrator gives up on: the money goes back to the
 *   merchant's available balance. Never processing: that money may be on its way.
 * - failed → paid | processing: an attempt SHAP had said it never received turns out to have arrived
 *   (asked again before an administrator retries or rejects it).
 * - paid and rejected are final.
 */
export const payoutMachine = defineMachine<PayoutStatus>('payout', {
  requested: ['approved', 'rejected'],
  approved: ['processing'],
  processing: ['paid', 'failed'],
  failed: ['processing', 'rejected', 'paid'],
  paid: [],
  rejected: [],
});

const STAMP = {
  approved: 'approvedAt',
  processing: 'sentAt',
  paid: 'paidAt',
  failed: 'failedAt',
  rejected: 'rejectedAt',
} as const satisfies Partial<Record<PayoutStatus, keyof Payout>>;

/** Moves the payout (checked against the table), stamps its new state and clears a failed attempt's reason. */
export function movePayout(payout: Payout, to: PayoutStatus, now = new Date()): PayoutStatus {
  const from = payoutMachine.apply(payout, to);
  const stamp = STAMP[to as keyof typeof STAMP];
  if (stamp) payout[stamp] = now;
  if (from === 'failed' && (to === 'processing' || to === 'paid')) {
    payout.failedAt = null;
    payout.failureReason = null;
  }
  return from;
}
