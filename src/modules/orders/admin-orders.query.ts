import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { TFunction } from 'i18next';
import { NotFoundError } from '../../common/errors/domain-error.js';
import { numberFields } from '../../common/sql-reads.js';
import { VersionedCache } from '../../infra/cache/data-versions.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import {
  ADMIN_STATUS_STATES,
  adminOrderStatus,
  adminOrderType,
  adminPaymentStatus,
  storedOrderType,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderRow,
  type AdminOrderStats,
  type AdminOrderStatusShown,
  type AdminPagination,
} from '../../contracts/admin-orders.js';
import type { OrderStatus, OrderType } from '../../contracts/orders.js';
import type { PaymentRecordMethod, PaymentStatus } from '../../contracts/payments.js';
import { adminOrderTimeline } from './admin-order-timeline.js';
import { Order } from './order.entity.js';
import { OrderPayments, type OrderPaymentSummary } from './order-payments.port.js';
import { orderSearchClause } from './admin-order-search.js';
import { gabonDayStart, gabonToday, nextDay } from './gabon-day.js';
import { pageOf } from '../../contracts/pagination.js';

const SELECT = `
  select o.id, o.order_number, o.status, o.type, o.total_amount, o.unit_price, o.quantity, o.payment_method,
         o.phone as order_phone, o.notes, o.created_at, o.paid_at, o.fulfilled_at, o.cancelled_at, o.expires_at,
         u.id as user_id, u.first_name, u.last_name, u.email, u.phone as user_phone,
         pr.id as product_id, pr.name as product_name,
         l.id as lottery_id, l.lottery_number, l.sold_tickets, l.total_tickets`;
const FROM = `
    from orders o
    join users u on u.id = o.user_id
    join products pr on pr.id = o.product_id
    left join lotteries l on l.id = o.lottery_id`;

interface OrderSqlRow {
  id: number;
  order_number: string;
  status: OrderStatus;
  type: OrderType;
  total_amount: number | string;
  unit_price: number | string;
  quantity: number | string;
  payment_method: PaymentRecordMethod | null;
  order_phone: string | null;
  notes: string | null;
  created_at: Date | string;
  paid_at: Date | string | null;
  fulfilled_at: Date | string | null;
  cancelled_at: Date | string | null;
  expires_at: Date | string | null;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  user_phone: string | null;
  product_id: number;
  product_name: string | null;
  lottery_id: number | null;
  lottery_number: string | null;
  sold_tickets: number | string | null;
  total_tickets: number | string | null;
}

const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

/** WHERE clause and parameters of the admin list's filters, on `orders o` alone. */
function filters(
  q: AdminOrderListQuery,
  search: { sql: string; params: unknown[] } | null,
): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (q.status) {
    const states: readonly string[] = ADMIN_STATUS_STATES[q.status as AdminOrderStatusShown] ?? [q.status];
    clauses.push(`o.status in (${states.map(() => '?').join(',')})`);
    params.push(...states);
  }
  if (q.type) {
    clauses.push('o.type = ?');
    params.push(q.type === 'product_purchase' ? q.type : storedOrderType(q.type));
  }
  if (q.date_from) {
    clauses.push('o.created_at >= ?');
    params.push(gabonDayStart(q.date_from));
  }
  if (q.date_to) {
    // the whole last day counts: up to the next midnight in Libreville, excluded
    clauses.push('o.created_at < ?');
    params.push(gabonDayStart(nextDay(q.date_to)));
  }
  if (search) {
    clauses.push(search.sql);
    params.push(...search.params);
  }
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

/**
 * The back-office's read model of orders (spec 3 §2 "Gestion des Commandes"): list with filters,
 * figures and one order's detail. Reads only; status changes go through the order state machine.
 * Payment facts come from the payments module, through the OrderPayments slot.
 */
@Injectable()
export class AdminOrdersQuery {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: VersionedCache,
    private readonly payments: OrderPayments,
  ) {}

  async list(q: AdminOrderListQuery, locale: Locale): Promise<{ data: AdminOrderRow[]; pagination: AdminPagination }> {
    const em = this.em.fork();
    const conn = em.getConnection();
    const where = filters(q, q.search ? await orderSearchClause(em, q.search) : null);
    const [countRow] = await conn.execute<{ n: number | string }[]>(
      `select count(*) as n from orders o ${where.sql}`,
      where.params,
    );
    const total = Number(countRow?.n ?? 0);
    const rows = await conn.execute<OrderSqlRow[]>(
      `${SELECT} ${FROM} ${where.sql} order by o.created_at desc, o.id desc limit ? offset ?`,
      [...where.params, q.per_page, (q.page - 1) * q.per_page],
    );
    const payments = await this.payments.use.summaries(
      em,
      rows.map((r) => Number(r.id)),
    );
    const t = translator(locale);
    return {
      data: rows.map((r) => toRow(r, payments.get(Number(r.id)) ?? null, t)),
      pagination: pageOf(total, q.page, q.per_page),
    };
  }

  async stats(now = new Date()): Promise<AdminOrderStats> {
    const today = gabonDayStart(gabonToday(now));
    // kept until an order changes (or the day turns)
    return this.cache.get(`admin-orders:stats:${today.toISOString()}`, ['orders'], () => this.computeStats(today));
  }

  private async computeStats(today: Date): Promise<AdminOrderStats> {
    const paid = ADMIN_STATUS_STATES.paid;
    const pending = ADMIN_STATUS_STATES.pending;
    const fulfilled = ADMIN_STATUS_STATES.fulfilled;
    const kept = [...paid, ...fulfilled];
    const list = (xs: readonly string[]) => xs.map((x) => `'${x}'`).join(',');
    const [row] = await this.em
      .fork()
      .getConnection()
      .execute<Record<string, number | string | null>[]>(
        `select count(*) as total_orders,
                count(*) filter (where status in (${list(paid)})) as paid_orders,
                count(*) filter (where status in (${list(pending)})) as pending_orders,
                count(*) filter (where status in (${list(fulfilled)})) as fulfilled_orders,
                coalesce(sum(total_amount) filter (where status in (${list(kept)})), 0) as total_amount,
                count(*) filter (where created_at >= ?) as today_orders
           from orders`,
        [today],
      );
    return numberFields(row, [
      'total_orders',
      'paid_orders',
      'pending_orders',
      'fulfilled_orders',
      'total_amount',
      'today_orders',
    ]);
  }

  /** One order by its number (MB-…) or its id, as the list and the search link to it. */
  async detail(ref: string, locale: Locale): Promise<AdminOrderDetail> {
    const em = this.em.fork();
    const conn = em.getConnection();
    const key = ref.trim();
    const byId = /^\d{1,9}$/.test(key);
    const [row] = await conn.execute<(OrderSqlRow & { merchant_name: string; tickets_count: number | string })[]>(
      `${SELECT},
              coalesce(nullif(trim(m.company_name), ''), trim(m.first_name || ' ' || m.last_name)) as merchant_name,
              (select count(*) from tickets t where t.order_id = o.id) as tickets_count
       ${FROM}
       join users m on m.id = pr.merchant_id
       where ${byId ? 'o.id = ?' : 'o.order_number = ?'}`,
      [byId ? Number(key) : key.toUpperCase()],
    );
    if (!row) throw new NotFoundError('admin_orders.errors.not_found');
    const t = translator(locale);
    const payments = await this.payments.use.ofOrder(em, Number(row.id));
    const summary: OrderPaymentSummary | null = payments.find((p) => p.status === 'paid') ?? payments.at(-1) ?? null;
    const base = toRow(row, summary, t);
    return {
      ...base,
      customer: { name: base.customer_name, email: base.user.email, phone: base.user.phone },
      unit_price: Number(row.unit_price),
      paid_at: iso(row.paid_at),
      fulfilled_at: iso(row.fulfilled_at),
      cancelled_at: iso(row.cancelled_at),
      expires_at: iso(row.expires_at),
      notes: row.notes,
      product: { id: Number(row.product_id), name: row.product_name ?? '', merchant_name: row.merchant_name },
      tickets_count: Number(row.tickets_count),
      payments: payments.map((p) => ({
        id: p.id,
        reference: p.reference,
        transaction_id: p.transaction_id,
        method: p.method,
        method_label: t(`admin_orders.payment_methods.${p.method}`, { defaultValue: p.method }),
        status: adminPaymentStatus(p.status),
        status_label: t(`ui.status.payment.${adminPaymentStatus(p.status)}`),
        amount: p.amount,
        phone: p.phone,
        created_at: p.created_at.toISOString(),
        paid_at: iso(p.paid_at),
      })),
      timeline: await adminOrderTimeline(em, await em.findOneOrFail(Order, Number(row.id)), payments, t),
    };
  }
}

function toRow(
  r: OrderSqlRow,
  payment: { status: PaymentStatus; method: PaymentRecordMethod } | null,
  t: TFunction,
): AdminOrderRow {
  const status = adminOrderStatus(r.status);
  const type = adminOrderType(r.type);
  const sold = Number(r.sold_tickets ?? 0);
  const max = Number(r.total_tickets ?? 0);
  const paymentStatus = payment ? adminPaymentStatus(payment.status) : null;
  const method = payment?.method ?? r.payment_method ?? null;
  return {
    id: Number(r.id),
    order_number: r.order_number,
    status,
    status_label: t(`ui.status.order.${status}`),
    state: r.status,
    state_label: t(`ui.status.order.${r.status}`),
    type,
    type_label: t(`admin_orders.type.${type}`),
    total_amount: Number(r.total_amount),
    currency: 'XAF',
    quantity: Number(r.quantity),
    customer_name: `${r.first_name} ${r.last_name}`.trim(),
    item_name: r.product_name ?? null,
    user: { id: Number(r.user_id), email: r.email, phone: r.user_phone ?? r.order_phone },
    lottery: r.lottery_id
      ? { id: Number(r.lottery_id), lottery_number: r.lottery_number ?? '', sold_tickets: sold, max_tickets: max }
      : null,
    lottery_progress: r.lottery_id ? (max > 0 ? Math.round((sold / max) * 100) : 0) : null,
    payment_status: paymentStatus,
    payment_status_label: paymentStatus ? t(`ui.status.payment.${paymentStatus}`) : null,
    payment_method: method,
    payment_method_label: method ? t(`admin_orders.payment_methods.${method}`, { defaultValue: method }) : null,
    created_at: iso(r.created_at)!,
  };
}
