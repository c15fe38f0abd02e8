import type { ApiFailure } from '../lib/api.js';
import {
  createRefundSchema,
  type RefundableTransaction,
  type RefundStatus,
  type RefundView,
} from '../../src/contracts/refunds.js';
import { firstErrors } from '../lib/zod-errors.js';

/** Spec 3 §4: an administrator can retry a rejected or failed refund. */
export const canRetryRefund = (status: RefundStatus) => status === 'rejected' || status === 'failed';

/** The refund state machine's rule (src/modules/refunds/refund.state.ts): never once the money is on its way or arrived. */
export const canRejectRefund = (status: RefundStatus) =>
  status === 'pending' || status === 'approved' || status === 'failed';

export type RefundStepKey = 'created' | 'approved' | 'processed' | 'completed' | 'rejected' | 'failed';
export type RefundStepState = 'done' | 'current' | 'upcoming' | 'stopped';
export interface RefundStep {
  key: RefundStepKey;
  state: RefundStepState;
  at: string | null;
}

type TimelineInput = Pick<
  RefundView,
  'status' | 'created_at' | 'approved_at' | 'processed_at' | 'completed_at' | 'rejected_at' | 'failed_at'
>;

const PATH = ['created', 'approved', 'processed', 'completed'] as const;
const RANK: Partial<Record<RefundStatus, number>> = { pending: 0, approved: 1, processed: 2, completed: 3 };

/**
 * The refund's path so far: created → approved → processed ("En traitement") → completed, with what is
 * still ahead while it runs; a rejected or failed refund stops at that step (with only the steps it reached).
 */
export function refundTimeline(r: TimelineInput): RefundStep[] {
  const at: Record<(typeof PATH)[number], string | null> = {
    created: r.created_at,
    approved: r.approved_at,
    processed: r.processed_at,
    completed: r.completed_at,
  };
  if (r.status === 'rejected' || r.status === 'failed') {
    const steps: RefundStep[] = [{ key: 'created', state: 'done', at: r.created_at }];
    // a payout that failed was approved and sent; a rejection may come before or after approval
    for (const key of ['approved', 'processed'] as const) {
      if (at[key] || (r.status === 'failed' && key === 'approved')) steps.push({ key, state: 'done', at: at[key] });
    }
    steps.push({ key: r.status, state: 'stopped', at: r.status === 'rejected' ? r.rejected_at : r.failed_at });
    return steps;
  }
  const rank = RANK[r.status] ?? 0;
  return PATH.map((key, i) => ({
    key,
    state: i < rank || r.status === 'completed' ? 'done' : i === rank ? 'current' : 'upcoming',
    at: i <= rank ? at[key] : null,
  }));
}

/**
 * Rejection, failure and refusal reasons arrive either as i18n keys (`refunds.errors.payout_failed`) or
 * as sentences typed by an administrator or already translated by the server; only the former are translated.
 */
export function reasonText(value: string | null | undefined, t: (key: string) => string): string {
  if (!value) return '';
  return /^[a-z0-9_]+(\.[a-z0-9_]+)+$/.test(value) ? t(value) : value;
}

/**
 * Spec 2 §8 / spec 3 §8: a failure shows the server's message when it sent one for a request it refused
 * (4xx), else the screen's generic sentence (network failure, server error).
 */
export function failureText(failure: ApiFailure, fallback: string): string {
  return failure.message && failure.status >= 400 && failure.status < 500 ? failure.message : fallback;
}

/** The form offers the transactions a request can be made for; the others are listed, disabled, with why. */
export function splitRefundable(transactions: RefundableTransaction[]): {
  offered: RefundableTransaction[];
  refused: RefundableTransaction[];
} {
  const offered: RefundableTransaction[] = [];
  const refused: RefundableTransaction[] = [];
  for (const tx of transactions) (tx.refusal === null && !tx.has_refund ? offered : refused).push(tx);
  return { offered, refused };
}

/**
 * The "new request" form checked with the contract's schema: i18n keys (`refunds.errors.*`) per field,
 * empty when the values can be sent.
 */
export function refundFormErrors(values: {
  transaction_id: string;
  reason: string;
  notes: string;
}): Record<string, string> {
  const parsed = createRefundSchema.safeParse(values);
  return parsed.success ? {} : firstErrors(parsed.error);
}
