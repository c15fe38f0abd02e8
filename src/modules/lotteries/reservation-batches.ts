import type { EntityManager } from '@mikro-orm/postgresql';
import { BatchedCalls, CallFailed } from '../../infra/cache/batched-calls.js';
import {
  MAX_HELD_TICKETS_SHARE,
  MAX_OPEN_ORDERS_PER_BUYER,
  MIN_HELD_TICKETS_CAP,
  RESERVATION_LOCK_CLASS,
} from '../orders/index.js';

/** One buyer's reservation request, as reserve_tickets takes it. */
export interface ReserveCall {
  userId: number;
  lotteryId: number;
  quantity: number;
  amount: number;
  phone: string;
  orderNumber: string;
  expiresAt: Date;
  spendCap: number;
}

/** What reserve_tickets answers (migration ReserveTicketsBuyerLimits). */
export interface ReserveOutcome {
  r_outcome:
    | 'reserved'
    | 'not_found'
    | 'own_lottery'
    | 'sold_out'
    | 'closed'
    | 'amount_mismatch'
    | 'too_many_open_orders'
    | 'holding_limit'
    | 'price_changed'
    | 'not_enough'
    | 'adult_unconfirmed'
    | 'self_excluded'
    | 'spending_cap';
  r_order_id: number | null;
  r_remaining: number | null;
  r_cap: number | null;
  r_held: number | null;
  r_spend_cap: number | null;
  r_spent: number | null;
  r_excluded_until: Date | null;
}

const QUOTAS = [MAX_OPEN_ORDERS_PER_BUYER, MAX_HELD_TICKETS_SHARE, MIN_HELD_TICKETS_CAP, RESERVATION_LOCK_CLASS];

const ONE = 'select * from reserve_tickets(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';

/**
 * Several buyers, one statement and so one transaction (migration ReserveTicketsBatch): each call of
 * reserve_tickets sees the rows the earlier ones wrote (a buyer twice in the batch is counted twice against
 * its quotas), and a refusal writes nothing, as alone. The calls run in the order the buyers came: at a
 * sell-out, first come, first served. The buyers' locks are all taken first, in the order given (see `many`).
 */
const MANY = 'select * from reserve_tickets_batch(?::int[], ?::json, ?, ?, ?, ?)';

/** The statement failed on the server, which rolled it back (as opposed to a connection lost on the way). */
function rolledBack(err: unknown): boolean {
  return (err as { severity?: unknown } | null)?.severity === 'ERROR';
}

/**
 * A flash sale's reservations, grouped: while one statement for a raffle is under way, the buyers who
 * arrive for it wait and are reserved together by the next one, so a thousand buyers cost the database a
 * few dozen transactions on the raffle's row instead of a thousand, and the app a few dozen round trips.
 * A batch the server refuses as a whole (a deadlock with another instance, a broken row) wrote nothing:
 * its buyers are then tried alone, one after another, and only their own statement's error reaches them.
 * A connection lost on the way fails the batch's buyers instead: it may have committed.
 */
export class ReservationBatches {
  private readonly perLottery = new Map<number, BatchedCalls<ReserveCall, ReserveOutcome>>();

  constructor(
    private readonly em: EntityManager,
    private readonly max = 64,
  ) {}

  async reserve(call: ReserveCall): Promise<ReserveOutcome> {
    let batches = this.perLottery.get(call.lotteryId);
    if (!batches) {
      batches = new BatchedCalls((calls) => this.run(calls), this.max);
      this.perLottery.set(call.lotteryId, batches);
    }
    try {
      return await batches.call(call);
    } finally {
      if (batches.idle && this.perLottery.get(call.lotteryId) === batches) this.perLottery.delete(call.lotteryId);
    }
  }

  private async run(calls: ReserveCall[]): Promise<(ReserveOutcome | CallFailed)[]> {
    if (calls.length > 1) {
      try {
        return await this.many(calls);
      } catch (err) {
        // A lost connection may have lost the answer of a batch that committed: trying its buyers again
        // would reserve them twice. Only an error the server answered (the statement rolled back) says
        // that nothing was written.
        if (!rolledBack(err)) return calls.map(() => new CallFailed(err));
      }
    }
    // each buyer alone, one after another in the order they came, as if they had come one by one
    const outcomes: (ReserveOutcome | CallFailed)[] = [];
    for (const c of calls) outcomes.push(await this.one(c).catch((err: unknown) => new CallFailed(err)));
    return outcomes;
  }

  private async one(c: ReserveCall): Promise<ReserveOutcome> {
    const [row] = await this.em
      .getConnection()
      .execute<ReserveOutcome[]>(ONE, [
        c.userId,
        c.lotteryId,
        c.quantity,
        c.amount,
        c.phone,
        c.orderNumber,
        c.expiresAt,
        ...QUOTAS,
        c.spendCap,
      ]);
    return row!;
  }

  private async many(calls: ReserveCall[]): Promise<ReserveOutcome[]> {
    const input = calls.map((c, i) => ({
      i,
      u: c.userId,
      l: c.lotteryId,
      q: c.quantity,
      a: c.amount,
      p: c.phone,
      n: c.orderNumber,
      e: c.expiresAt.toISOString(),
      s: c.spendCap,
    }));
    // the buyers' locks first, all of them, in one order every batch and single call agrees with (user id,
    // before the raffle's row): two batches sharing buyers, or a batch and another instance's single
    // reservation, wait for each other instead of deadlocking
    const users = `{${[...new Set(calls.map((c) => c.userId))].sort((a, b) => a - b).join(',')}}`;
    // one statement, outside any transaction block: the server runs it as a transaction of its own
    const rows = await this.em
      .getConnection()
      .execute<(ReserveOutcome & { i: number })[]>(MANY, [users, JSON.stringify(input), ...QUOTAS]);
    const byCall: ReserveOutcome[] = [];
    for (const { i, ...outcome } of rows) byCall[i] = outcome;
    // committed already: never retried (see run), each buyer told it failed
    if (byCall.filter(Boolean).length !== calls.length) throw new Error('reserve_tickets answered a batch partly');
    return byCall;
  }
}
