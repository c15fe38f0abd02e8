import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { keysetPages } from '../../common/csv/csv.js';
import { NotFoundError } from '../../common/errors/domain-error.js';
import { VersionedCache } from '../../infra/cache/data-versions.js';
import {
  STORED_STATUSES,
  adminPaymentStatus,
  type AdminPaymentDetail,
  type AdminPaymentFilters,
  type AdminPaymentList,
  type AdminPaymentListQuery,
  type AdminPaymentStats,
  type AdminPaymentView,
} from '../../contracts/admin-payments.js';
import type { PaymentMethod, PaymentStatus } from '../../contracts/payments.js';
import { pageOf } from '../../contracts/pagination.js';
import { SALE_VALUE as SALE } from './sale-value.js';

/** Gabon keeps UTC+1 all year: days and months of the filters and stats are the operator's. */
const LIBREVILLE_OFFSET = '+01:00';
const DAY_MS = 86_400_000;

/** The expressions of the trigram indexes (migrations AdminPaymentSearch and AdminOrderSearch): keep them identical. */
export const PAYMENT_SEARCH_TEXT = `(reference || ' ' || coalesce(gateway_transaction_id, '') || ' ' || coalesce(bill_id, ''))`;
const USER_SEARCH_TEXT = `(first_name || ' ' || last_name || ' ' || first_name || ' ' || email || ' ' || coalesce(phone, ''))`;

export interface AdminPaymentRow {
  id: number;
  reference: string;
  bill_id: string | null;
  gateway_transaction_id: string | null;
  method: PaymentMethod;
  amount: number;
  status: PaymentStatus;
  failure_reason: string | null;
  paid_at: Date | null;
  created_at: Date;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  user_phone: string | null;
  order_number: string;
  order_type: 'lottery' | 'product_purchase';
  quantity: number;
  product_name: string;
  lottery_number: string | null;
}

const SELECT = `
  select p.id, p.reference, p.bill_id, p.gateway_transaction_id, p.method, p.amount, p.status, p.failure_reason,
         p.paid_at, p.created_at, p.user_id, u.first_name, u.last_name, u.email, u.phone as user_phone,
         o.order_number, o.type as order_type, o.quantity, pr.name as product_name, l.lottery_number
    from payments p
    join users u on u.id = p.user_id
    join orders o on o.id = p.order_id
    join products pr on pr.id = o.product_id
    left join lotteries l on l.id = o.lottery_id`;

/** Every payment has its user and order (foreign keys, not null), and the filters read payments alone: counted without joins. */
const FROM_FOR_COUNT = `
    from payments p`;

function view(r: AdminPaymentRow): AdminPaymentView {
  const date = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  return {
    id: r.id,
    transaction_id: r.reference,
    reference: r.reference,
    bill_id: r.bill_id,
    provider_transaction_id: r.gateway_transaction_id,
    payment_method: r.method,
    user_id: r.user_id,
    user_name: `${r.first_name} ${r.last_name}`.trim(),
    user_email: r.email,
    user_phone: r.user_phone,
    order_number: r.order_number,
    order_type: r.order_type,
    product_name: r.product_name,
    lottery_number: r.lottery_number,
    tickets_count: r.order_type === 'lottery' ? r.quantity : 0,
    amount: r.amount,
    currency: 'XAF',
    status: adminPaymentStatus(r.status),
    gateway_status: r.status,
    failure_reason: r.failure_reason,
    paid_at: date(r.paid_at),
    created_at: date(r.created_at)!,
  };
}

/** Start of a Libreville calendar day given as YYYY-MM-DD. */
const dayStart = (day: string) => new Date(`${day}T00:00:00${LIBREVILLE_OFFSET}`);

/** Start of the Libreville month `back` months before the one holding `now`. */
export function monthStart(now: Date, back = 0): Date {
  const local = new Date(now.getTime() + 3_600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1) - 3_600_000);
}

/** Percent change, one decimal; from nothing to something counts as +100 %. */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return round1(((current - previous) / previous) * 100);
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const rate = (ok: number, ko: number) => (ok + ko === 0 ? 0 : round1((ok / (ok + ko)) * 100));

/**
 * Read model of the admin payments screen (spec 3 §2 "Gestion des Paiements"): one SQL statement
 * per question over payments and the order, user and product they belong to. Read-only: refunds are
 * raised through the refunds module.
 */
@Injectable()
export class AdminPaymentsQueries {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: VersionedCache,
  ) {}

  private where(f: AdminPaymentFilters): { sql: string; params: unknown[] } {
    const parts: string[] = [];
    const params: unknown[] = [];
    if (f.status) {
      const states = STORED_STATUSES[f.status];
      parts.push(`p.status in (${states.map(() => '?').join(',')})`);
      params.push(...states);
    }
    if (f.start_date) {
      parts.push('p.created_at >= ?');
      params.push(dayStart(f.start_date));
    }
    if (f.end_date) {
      parts.push('p.created_at < ?');
      params.push(new Date(dayStart(f.end_date).getTime() + DAY_MS));
    }
    if (f.search) {
      const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const digits = f.search.replace(/[\s.-]/g, '');
      // a Gabonese number typed nationally (074…) is stored as +24174…
      const phoneLike = /^0?\d{6,}$/.test(digits) ? `%${digits.replace(/^0/, '')}%` : null;
      // each source answers from its trigram index, then the payments are picked by id
      parts.push(`p.id in (
        select id from payments where ${PAYMENT_SEARCH_TEXT} ilike ?
        union select id from payments where order_id in (select id from orders where order_number ilike ?)
        union select id from payments where user_id in (select id from users where ${USER_SEARCH_TEXT} ilike ?${phoneLike ? ` or ${USER_SEARCH_TEXT} like ?` : ''}))`);
      params.push(like, like, like, ...(phoneLike ? [phoneLike] : []));
    }
    return { sql: parts.length ? `where ${parts.join(' and ')}` : '', params };
  }

  async list(q: AdminPaymentListQuery, now = new Date()): Promise<AdminPaymentList> {
    const em = this.em.fork();
    const { sql, params } = this.where(q);
    const conn = em.getConnection();
    const [[count], rows, stats] = await Promise.all([
      conn.execute<{ n: number }[]>(`select count(*)::int as n ${FROM_FOR_COUNT} ${sql}`, params),
      conn.execute<AdminPaymentRow[]>(`${SELECT} ${sql} order by p.created_at desc, p.id desc limit ? offset ?`, [
        ...params,
        q.per_page,
        (q.page - 1) * q.per_page,
      ]),
      this.stats(now),
    ]);
    const total = count?.n ?? 0;
    return {
      payments: rows.map(view),
      pagination: pageOf(total, q.page, q.per_page),
      stats,
    };
  }

  async get(id: number): Promise<AdminPaymentDetail> {
    const conn = this.em.fork().getConnection();
    const [row] = await conn.execute<(AdminPaymentRow & { phone: string; gateway: string; updated_at: Date })[]>(
      `${SELECT.replace('select p.id,', 'select p.id, p.phone, p.gateway, p.updated_at,')} where p.id = ?`,
      [id],
    );
    if (!row) throw new NotFoundError('admin_payments.errors.not_found');
    // the refund that counts is the last one not rejected (a rejected request can be raised again)
    const [refund] = await conn.execute<
      { id: number; refund_number: string; status: string; amount: number; created_at: Date }[]
    >(
      `select id, refund_number, status, amount, created_at from refunds where payment_id = ? and status <> 'rejected' order by id desc limit 1`,
      [id],
    );
    return {
      ...view(row),
      phone: row.phone,
      gateway: row.gateway,
      updated_at: new Date(row.updated_at).toISOString(),
      can_refund: row.status === 'paid' && !refund,
      refund: refund ? { ...refund, created_at: new Date(refund.created_at).toISOString() } : null,
    };
  }

  /** Rows read per query by an export (tests shrink it to see the pages). */
  exportPageSize = 1000;

  /** The rows of an export, oldest first, one keyset page at a time so a large export never sits in memory. */
  exportRows(f: AdminPaymentFilters): AsyncIterable<AdminPaymentView> {
    const conn = this.em.fork().getConnection();
    const rows = keysetPages<AdminPaymentRow>(
      (after, size) => this.exportPage(conn, f, after, size),
      this.exportPageSize,
    );
    return (async function* () {
      for await (const r of rows) yield view(r);
    })();
  }

  /** One page of an export: the rows after id `after`. */
  exportPage(
    conn: ReturnType<EntityManager['getConnection']>,
    f: AdminPaymentFilters,
    after: number,
    size: number,
  ): Promise<AdminPaymentRow[]> {
    const { sql, params } = this.where(f);
    return conn.execute<AdminPaymentRow[]>(`${SELECT} ${sql ? `${sql} and` : 'where'} p.id > ? order by p.id limit ?`, [
      ...params,
      after,
      size,
    ]);
  }

  /** Spec 3 §2 cards: all-time figures with their change against the previous Libreville month. */
  async stats(now = new Date()): Promise<AdminPaymentStats> {
    const cur = monthStart(now);
    // every figure depends only on the month: kept until a payment changes
    return this.cache.get(`admin-payments:stats:${cur.toISOString()}`, ['payments'], () =>
      this.computeStats(cur, monthStart(now, 1)),
    );
  }

  private async computeStats(cur: Date, prev: Date): Promise<AdminPaymentStats> {
    const failed = `p.status in ('failed', 'expired', 'cancelled')`;
    const [r] = await this.em
      .fork()
      .getConnection()
      .execute<Record<string, string | number>[]>(
        `select coalesce(sum(${SALE}) filter (where p.status = 'paid'), 0)::bigint as revenue,
                coalesce(sum(${SALE}) filter (where p.status = 'paid' and p.paid_at >= ?), 0)::bigint as cur_revenue,
                coalesce(sum(${SALE}) filter (where p.status = 'paid' and p.paid_at >= ? and p.paid_at < ?), 0)::bigint as prev_revenue,
                count(*) filter (where p.status = 'paid')::int as ok,
                count(*) filter (where p.status = 'paid' and p.paid_at >= ?)::int as cur_ok,
                count(*) filter (where p.status = 'paid' and p.paid_at >= ? and p.paid_at < ?)::int as prev_ok,
                count(*) filter (where ${failed})::int as ko,
                count(*) filter (where p.status = 'pending')::int as pending,
                count(*) filter (where p.status = 'paid' and p.created_at >= ?)::int as cur_rate_ok,
                count(*) filter (where ${failed} and p.created_at >= ?)::int as cur_rate_ko,
                count(*) filter (where p.status = 'paid' and p.created_at >= ? and p.created_at < ?)::int as prev_rate_ok,
                count(*) filter (where ${failed} and p.created_at >= ? and p.created_at < ?)::int as prev_rate_ko
           from payments p join orders o on o.id = p.order_id`,
        [cur, prev, cur, cur, prev, cur, cur, cur, prev, cur, prev, cur],
      );
    const n = (k: string) => Number(r?.[k] ?? 0);
    const ok = n('ok');
    const ko = n('ko');
    return {
      total_revenue: n('revenue'),
      current_month_revenue: n('cur_revenue'),
      revenue_change: percentChange(n('cur_revenue'), n('prev_revenue')),
      successful_transactions: ok,
      current_month_transactions: n('cur_ok'),
      transactions_change: percentChange(n('cur_ok'), n('prev_ok')),
      success_rate: rate(ok, ko),
      // a rate moves in points, not in percent of itself
      success_rate_change: round1(
        rate(n('cur_rate_ok'), n('cur_rate_ko')) - rate(n('prev_rate_ok'), n('prev_rate_ko')),
      ),
      failed_transactions: ko,
      failed_transactions_change: ko === 0 ? 0 : -round1((ko / Math.max(ok, 1)) * 100),
      pending_transactions: n('pending'),
    };
  }
}
