import { DomainError } from '../../common/errors/domain-error.js';
import type { PayoutGateway, PayoutResult } from './payout-gateway.js';

/**
 * The payout service's "no such payout" is believed only this long after the attempt was sent: before,
 * the request may still be on its way (SHAP_TIMEOUT_MS is at most 2 minutes) and a new reference could
 * pay twice.
 */
export const NOT_FOUND_TRUSTED_AFTER_MS = 10 * 60_000;
/** Attempts younger than this are left to their own answer before being asked about. */
export const RECHECK_AFTER_MS = 20_000;
const BATCH = 50;

/**
 * Every attempt due for a question, in batches by id (`due(after)` answers the next ones past `after`),
 * each asked by `ask`: attempts that stay unknown must not starve newer ones. Answers how many were asked.
 */
export async function eachDueAttempt<T extends { id: number }>(
  due: (after: number, limit: number) => Promise<T[]>,
  ask: (attempt: T) => Promise<void>,
): Promise<number> {
  let asked = 0;
  for (let after = 0; ; ) {
    const batch = await due(after, BATCH);
    for (const attempt of batch) await ask(attempt);
    asked += batch.length;
    if (batch.length < BATCH) return asked;
    after = batch[batch.length - 1]!.id;
  }
}

/**
 * Asks the payout service about one attempt in flight and gives its answer to `record`: the attempt's
 * state when the service has it, a failure `lostKey` once it has had none for NOT_FOUND_TRUSTED_AFTER_MS
 * after `sentAt`, nothing before. A look-up that fails throws: nothing is known, asked again next tick.
 */
export async function requeryAttempt(
  gateway: PayoutGateway,
  o: { msisdn: string; reference: string; sentAt?: Date | null; now: Date; lostKey: string },
  record: (result: PayoutResult) => Promise<unknown>,
): Promise<void> {
  const result = await gateway.getPayout(o.msisdn, o.reference);
  if (result) await record(result);
  else if (o.sentAt && o.now.getTime() - o.sentAt.getTime() > NOT_FOUND_TRUSTED_AFTER_MS)
    await record({ state: 'failed', payoutId: null, transactionId: null, failureReason: o.lostKey });
}

/**
 * Before an administrator sends again, gives up on, or settles by other means an attempt the payout
 * service said it never received, the service is asked once more about it. An attempt that arrived after
 * all (paid, or under way again) is given to `record`, and the decision is refused with a 409, so nothing
 * is paid twice nor given back after it left. The service out of reach refuses it with a 503: only a
 * confirmed "never received" (this returns) lets the decision go on. `record` answers the status it left;
 * any other than `arrived`'s means another decision came first, which `onConflict` reports before the 409.
 * `errors` turns lost_unverifiable, lost_paid_late, lost_under_way and lost_arrived_conflict into the
 * module's message keys.
 */
export async function recheckLostAttempt<S extends string>(
  gateway: PayoutGateway,
  o: {
    msisdn: string;
    reference: string;
    errors: (key: string) => string;
    arrived: { paid: S; underWay: S };
    record: (result: PayoutResult) => Promise<S | null>;
    onConflict: (result: PayoutResult, status: S | null) => void;
  },
): Promise<void> {
  let result: PayoutResult | null;
  try {
    result = await gateway.getPayout(o.msisdn, o.reference);
  } catch {
    throw new DomainError(503, o.errors('lost_unverifiable'), { code: 'gateway_unavailable' });
  }
  if (!result || result.state === 'failed') return;
  const paid = result.state === 'success';
  const status = await o.record(result);
  if (status !== (paid ? o.arrived.paid : o.arrived.underWay)) {
    o.onConflict(result, status);
    throw new DomainError(409, o.errors('lost_arrived_conflict'), { code: 'invalid_transition' });
  }
  throw new DomainError(409, o.errors(paid ? 'lost_paid_late' : 'lost_under_way'), { code: 'invalid_transition' });
}
