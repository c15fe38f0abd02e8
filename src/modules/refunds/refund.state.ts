import type { RefundStatus } from '../../contracts/refunds.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { defineMachine } from '../../common/state-machine.js';

/**
 * The refund lifecycle, the one door every refund status write goes through.
 *
 *   pending ──approve──▶ approved ──send──▶ processed ──▶ completed
 *      │                    │                   │
 *      └──reject──▶ rejected ◀──reject── failed ◀┘
 *                     │                   │
 *                     └──retry──▶ approved ◀──retry
 *
 * - approve: an administrator (or the automatic pass) decides the money goes back; `approved_at`.
 * - send: a payout attempt is recorded (new reference) or, for bank transfer and cash, the
 *   administrator says the money left; `processed_at`.
 * - processed → completed | failed: the payout service's answer, or the administrator's manual
 *   completion; `completed_at` / `failed_at`.
 * - reject: pending, approved (not yet sent) or failed; never processed, whose money may be on its
 *   way. `rejected_at`. A customer cancelling a pending request is a rejection too.
 * - retry: failed or rejected goes back to approved, then a new attempt is sent. Leaving failed or
 *   rejected clears that state's stamp and reason, so the timeline tells the current story.
 * - failed | rejected → completed | processed: a payout the service had said it never received turns out
 *   to have arrived (asked again before an administrator retries, rejects or completes it by other means;
 *   for a rejected refund, before it is sent again). What happened is recorded: the money reached the
 *   customer, or is on its way, whatever was decided meanwhile.
 * - completed is final.
 */
export const REFUND_TRANSITIONS: Readonly<Record<RefundStatus, readonly RefundStatus[]>> = {
  pending: ['approved', 'rejected'],
  approved: ['processed', 'rejected'],
  processed: ['completed', 'failed'],
  completed: [],
  failed: ['approved', 'rejected', 'completed', 'processed'],
  rejected: ['approved', 'completed', 'processed'],
};

/** The table in the shared form of src/common/state-machine.ts (labels under ui.status.refund). */
export const refundMachine = defineMachine<RefundStatus>('refund', REFUND_TRANSITIONS);

/** The timestamp each state sets when entered. */
const STAMP = {
  approved: 'approvedAt',
  processed: 'processedAt',
  completed: 'completedAt',
  rejected: 'rejectedAt',
  failed: 'failedAt',
} as const satisfies Partial<Record<RefundStatus, string>>;

export function canTransition(from: RefundStatus, to: RefundStatus): boolean {
  return refundMachine.can(from, to);
}

/**
 * Throws when `from → to` is not in the table: the shared 422 naming both states in French, or, with
 * `messageKey`, a 409 in the use case's own words (e.g. "Seul un remboursement rejeté ou en échec
 * peut être relancé": the refund moved on since the screen was drawn).
 */
export function assertTransition(from: RefundStatus, to: RefundStatus, messageKey?: string): void {
  if (canTransition(from, to)) return;
  if (!messageKey) refundMachine.assert(from, to);
  throw new DomainError(409, messageKey!, { params: { from, to }, code: 'invalid_transition' });
}

/** The fields of a refund the machine writes. */
export interface RefundStateful {
  status: RefundStatus;
  approvedAt?: Date | null;
  processedAt?: Date | null;
  completedAt?: Date | null;
  rejectedAt?: Date | null;
  failedAt?: Date | null;
  rejectionReason?: string | null;
  failureReason?: string | null;
}

/**
 * Moves a refund to `to`, stamping the time of the new state and clearing what the old state
 * left (a retried refund no longer reads as rejected or failed). Returns the previous status.
 */
export function transitionRefund<T extends RefundStateful>(
  refund: T,
  to: RefundStatus,
  opts: { now?: Date; messageKey?: string; rejectionReason?: string | null; failureReason?: string | null } = {},
): RefundStatus {
  const from = refund.status;
  assertTransition(from, to, opts.messageKey);
  const now = opts.now ?? new Date();
  if (from === 'rejected') {
    refund.rejectedAt = null;
    refund.rejectionReason = null;
  }
  if (from === 'failed') {
    refund.failedAt = null;
    refund.failureReason = null;
  }
  if (to === 'approved') {
    // a new attempt: the previous one's stamps no longer describe this refund
    refund.processedAt = null;
  }
  refund.status = to;
  if (to !== 'pending') refund[STAMP[to]] = now;
  if (to === 'rejected') refund.rejectionReason = opts.rejectionReason ?? refund.rejectionReason ?? null;
  if (to === 'failed') refund.failureReason = opts.failureReason ?? refund.failureReason ?? null;
  return from;
}
