import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { LedgerBalances, LedgerCheckResult, LedgerDifference } from '../../contracts/ledger.js';
import type { PaymentSystemName } from '../../infra/ebilling/payment-gateway.js';
import { account, accountFamily, type LedgerAccount } from './accounts.js';
import { type Journal, type LedgerLine, normalised, refundPaid } from './journals.js';
import { type DomainExpectation, LedgerDomainSources } from './ledger-sources.js';

const MIGRATION = 'Migration20261127140001_Ledger';

/**
 * The double-entry ledger (see accounts.ts): `post` writes a balanced journal in the caller's
 * transaction, once per cause; `verify` checks the ledger against itself and against the domain.
 * The database refuses any change to a written entry and any journal that does not sum to zero.
 */
@Injectable()
export class LedgerService {
  private readonly logger = new Logger(LedgerService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly sources: LedgerDomainSources,
  ) {}

  /**
   * Writes `journal` inside `tx` (the transaction of its cause). Returns false, writing nothing, when
   * the same kind of journal was already posted for this cause: a cause is never posted twice.
   */
  async post(tx: EntityManager, journal: Journal): Promise<boolean> {
    const lines = normalised(journal.lines);
    if (!lines.every((l) => Number.isSafeInteger(l.amount)))
      throw new Error(`Ledger journal ${journal.kind} has a non-integer amount`);
    const sum = lines.reduce((s, l) => s + l.amount, 0);
    if (sum !== 0 || lines.length === 0)
      throw new Error(`Ledger journal ${journal.kind} ${journal.refType}:${journal.refId} does not balance (${sum})`);
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    const refId = String(journal.refId);
    const [created] = await conn.execute<{ id: string }[]>(
      `insert into ledger_journals (id, kind, ref_type, ref_id) values (?, ?, ?, ?)
       on conflict (kind, ref_type, ref_id) do nothing returning id`,
      [randomUUID(), journal.kind, journal.refType, refId],
      'all',
      ctx,
    );
    if (!created) {
      this.logger.warn({ kind: journal.kind, ref: `${journal.refType}:${refId}` }, 'Ledger journal already posted');
      return false;
    }
    const values = lines.map(() => '(?, ?, ?, ?, ?, ?)').join(', ');
    await conn.execute(
      `insert into ledger_entries (journal_id, account, amount, kind, ref_type, ref_id) values ${values}`,
      lines.flatMap((l) => [created.id, l.account, l.amount, journal.kind, journal.refType, refId]),
      'all',
      ctx,
    );
    return true;
  }

  /**
   * A refund's money reached the payer: the payment's receipt journal is reversed in proportion to the
   * amount, the money leaving through the operator that received it (or refunds:manual when the staff
   * paid it themselves). A payment with no receipt in the ledger (paid before it started) is taken
   * from buyers:refunds_due, the money leaving through `system`, the payment's operator.
   */
  async postRefundPaid(
    tx: EntityManager,
    input: {
      refundId: number;
      paymentId: number;
      amount: number;
      manual: boolean;
      system: PaymentSystemName;
      /** paid into this buyer's Mbolo balance (wallet_credit) rather than out through a gateway */
      walletOf?: number;
      /** the sale was already released to its merchant: its share comes back from the available balance */
      released?: boolean;
    },
  ): Promise<boolean> {
    const origin = await tx.getConnection().execute<{ account: string; amount: string }[]>(
      `select e.account, e.amount from ledger_entries e
       where e.ref_type = 'payment' and e.ref_id = ? and e.kind in ('payment_received', 'payment_unallocated', 'opening_balance', 'wallet_payment')
       order by e.id`,
      [String(input.paymentId)],
      'all',
      tx.getTransactionContext(),
    );
    const lines: LedgerLine[] = origin.map((r) => ({ account: r.account, amount: Number(r.amount) }));
    const operator = lines.find(
      (l) => l.amount > 0 && l.account.startsWith('operator:') && !l.account.endsWith(':fees'),
    )?.account;
    const paidFrom: LedgerAccount | string =
      input.walletOf !== undefined
        ? account.wallet(input.walletOf)
        : input.manual
          ? account.manualRefunds
          : (operator ?? account.operator(input.system));
    const journal = refundPaid({ refundId: input.refundId, amount: input.amount, origin: lines, paidFrom });
    if (input.released)
      journal.lines = journal.lines.map((l) =>
        /^merchant:\d+:payable$/.test(l.account) ? { ...l, account: l.account.replace(/:payable$/, ':available') } : l,
      );
    return this.post(tx, journal);
  }

  /**
   * What the ledger says was sold: the sales' receipts (gateway, balance, part of an order from the
   * balance, opening) credited to merchants and to the commission, less the refunds that reversed them;
   * and the commission the platform kept.
   */
  async salesFigures(): Promise<{ revenue: number; commission: number }> {
    const [row] = await this.em
      .fork()
      .getConnection()
      .execute<{ revenue: string; commission: string }[]>(
        `select coalesce(-sum(amount), 0) as revenue,
                coalesce(-sum(amount) filter (where account = 'platform:commission'), 0) as commission
         from ledger_entries
         where (account like 'merchant:%:payable' or account = 'platform:commission')
           and kind in ('payment_received', 'wallet_payment', 'opening_balance', 'refund_paid',
                        'wallet_share_spent', 'wallet_share_refunded')`,
      );
    return { revenue: Number(row?.revenue ?? 0), commission: Number(row?.commission ?? 0) };
  }

  /** The lines of the journal of this kind and cause, read inside `tx`: empty when none was posted. */
  async linesOf(tx: EntityManager, kind: string, refType: string, refId: string | number): Promise<LedgerLine[]> {
    const rows = await tx
      .getConnection()
      .execute<{ account: string; amount: string }[]>(
        'select account, amount from ledger_entries where kind = ? and ref_type = ? and ref_id = ? order by id',
        [kind, refType, String(refId)],
        'all',
        tx.getTransactionContext(),
      );
    return rows.map((r) => ({ account: r.account, amount: Number(r.amount) }));
  }

  /** One account's balance, read inside `tx` when given (signed: a credit balance is negative). */
  async balanceOf(account: LedgerAccount | string, tx?: EntityManager): Promise<number> {
    const em = tx ?? this.em.fork();
    const [row] = await em
      .getConnection()
      .execute<{ balance: string }[]>(
        'select coalesce(sum(amount), 0) as balance from ledger_entries where account = ?',
        [account],
        'all',
        tx?.getTransactionContext(),
      );
    return Number(row?.balance ?? 0);
  }

  /** Every account's balance (sum of its entries), debits and credits, and the last check's result. */
  async balances(): Promise<LedgerBalances> {
    const em = this.em.fork();
    const conn = em.getConnection();
    const rows = await conn.execute<
      { account: string; balance: string; debits: string; credits: string; entries: string }[]
    >(
      `select account, sum(amount) as balance, coalesce(sum(amount) filter (where amount > 0), 0) as debits,
              coalesce(-sum(amount) filter (where amount < 0), 0) as credits, count(*) as entries
       from ledger_entries group by account order by account`,
    );
    const [totals] = await conn.execute<{ journals: string; entries: string }[]>(
      `select (select count(*) from ledger_journals) as journals, (select count(*) from ledger_entries) as entries`,
    );
    return {
      accounts: rows.map((r) => ({
        account: r.account,
        family: accountFamily(r.account),
        balance: Number(r.balance),
        debits: Number(r.debits),
        credits: Number(r.credits),
        entries: Number(r.entries),
      })),
      journals: Number(totals?.journals ?? 0),
      entries: Number(totals?.entries ?? 0),
      last_check: await this.lastCheck(em),
    };
  }

  async lastCheck(em: EntityManager = this.em.fork()): Promise<LedgerCheckResult | null> {
    const [row] = await em
      .getConnection()
      .execute<{ checked_at: Date; ok: boolean; journals: number; differences: LedgerDifference[] | string }[]>(
        `select checked_at, ok, journals, differences from ledger_checks order by id desc limit 1`,
      );
    if (!row) return null;
    const differences = typeof row.differences === 'string' ? JSON.parse(row.differences) : row.differences;
    return { checked_at: new Date(row.checked_at).toISOString(), ok: row.ok, journals: row.journals, differences };
  }

  /**
   * The ledger against itself (each journal sums to zero and has entries; each entry says what its
   * journal says) and against the domain (what payments and refunds registered: e.g. the money
   * credited per operator equals that operator account's receipts). Returns the differences found.
   */
  async verify(): Promise<{ ok: boolean; journals: number; differences: LedgerDifference[] }> {
    const em = this.em.fork();
    const conn = em.getConnection();
    const differences: LedgerDifference[] = [];
    const unbalanced = await conn.execute<{ journal_id: string; total: string; entries: string }[]>(
      `select j.id as journal_id, coalesce(sum(e.amount), 0) as total, count(e.id) as entries
       from ledger_journals j left join ledger_entries e on e.journal_id = j.id
       group by j.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) = 0`,
    );
    for (const u of unbalanced)
      differences.push({
        check: 'journal_unbalanced',
        account: null,
        ref: u.journal_id,
        expected: 0,
        actual: Number(u.total),
      });
    const mislabelled = await conn.execute<{ id: string }[]>(
      `select e.id from ledger_entries e join ledger_journals j on j.id = e.journal_id
       where e.kind <> j.kind or e.ref_type <> j.ref_type or e.ref_id <> j.ref_id limit 20`,
    );
    for (const m of mislabelled)
      differences.push({ check: 'entry_mislabelled', account: null, ref: String(m.id), expected: 0, actual: 0 });
    const since = await this.startedAt(em);
    for (const source of this.sources.all()) {
      let expectations: DomainExpectation[];
      try {
        expectations = await source.expectations(em, since);
      } catch (err) {
        this.logger.error({ source: source.name, err }, 'Ledger check: a domain source failed');
        differences.push({ check: 'source_unavailable', account: null, ref: source.name, expected: 0, actual: 0 });
        continue;
      }
      for (const e of expectations) {
        const actual = await this.sumOf(em, e);
        if (actual !== e.expected)
          differences.push({
            check: e.check,
            account: e.account,
            ...(e.ref ? { ref: e.ref } : {}),
            expected: e.expected,
            actual,
          });
      }
    }
    const [count] = await conn.execute<{ n: string }[]>(`select count(*) as n from ledger_journals`);
    return { ok: differences.length === 0, journals: Number(count?.n ?? 0), differences };
  }

  /** Runs verify and keeps its result (the admin page shows the last one). */
  async check(): Promise<LedgerCheckResult> {
    const result = await this.verify();
    const em = this.em.fork();
    const [row] = await em
      .getConnection()
      .execute<{ checked_at: Date }[]>(
        `insert into ledger_checks (ok, journals, differences) values (?, ?, ?::jsonb) returning checked_at`,
        [result.ok, result.journals, JSON.stringify(result.differences)],
      );
    return { ...result, checked_at: new Date(row?.checked_at ?? Date.now()).toISOString() };
  }

  /** The entries an expectation covers: its account and kinds, and its causes when it names them. */
  private async sumOf(em: EntityManager, e: DomainExpectation): Promise<number> {
    if (e.refs && e.refs.refIds.length === 0) return 0;
    const params: unknown[] = [e.accountLike ?? e.account, ...e.kinds];
    let where = `account ${e.accountLike ? 'like' : '='} ? and kind in (${e.kinds.map(() => '?').join(', ')})`;
    if (e.refs) {
      where += ` and ref_type = ? and ref_id in (${e.refs.refIds.map(() => '?').join(', ')})`;
      params.push(e.refs.refType, ...e.refs.refIds);
    }
    const [row] = await em
      .getConnection()
      .execute<{ actual: string }[]>(
        `select coalesce(sum(amount), 0) as actual from ledger_entries where ${where}`,
        params,
      );
    return Number(row?.actual ?? 0);
  }

  /** When the ledger's migration ran: the domain is compared from then on (earlier money is posted as opening balances). */
  async startedAt(em: EntityManager = this.em.fork()): Promise<Date> {
    const [row] = await em
      .getConnection()
      .execute<{ executed_at: Date }[]>(`select executed_at from mikro_orm_migrations where name = ? limit 1`, [
        MIGRATION,
      ]);
    return row ? new Date(row.executed_at) : new Date(0);
  }
}
