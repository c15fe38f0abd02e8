import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Activity, RevenuePeriod, RevenueSeries, SearchHit } from '../../contracts/admin-dashboard.js';
import { containsPattern, growthPercent, monthBounds } from '../../common/growth.js';
import { sqlRows } from '../../common/sql-reads.js';
import { VersionedCache } from '../../infra/cache/data-versions.js';
import { PAYMENT_SEARCH_TEXT } from './admin-payments.queries.js';
import { SALE_VALUE } from './sale-value.js';

/** Gabon keeps UTC+1 all year: days, weeks and months of the chart are Libreville's. */
const ZONE = 'Africa/Libreville';
const ZONE_OFFSET_MS = 60 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;

const PERIODS: Record<RevenuePeriod, { unit: 'day' | 'week' | 'month'; count: number }> = {
  '30d': { unit: 'day', count: 30 },
  '90d': { unit: 'week', count: 13 },
  '1y': { unit: 'month', count: 12 },
};

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The first day (YYYY-MM-DD, Libreville) of each of the `count` buckets ending with the one holding `now`. */
export function bucketStarts(unit: 'day' | 'week' | 'month', count: number, now = new Date()): string[] {
  const local = new Date(now.getTime() + ZONE_OFFSET_MS);
  const today = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    if (unit === 'day') out.push(isoDay(new Date(today.getTime() - i * DAY)));
    else if (unit === 'week') {
      const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY);
      out.push(isoDay(new Date(monday.getTime() - i * 7 * DAY)));
    } else out.push(isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - i, 1))));
  }
  return out;
}

export interface ReportPayment {
  id: number;
  paid_at: Date;
  reference: string;
  transaction_id: string | null;
  order_number: string;
  order_type: string;
  product_name: string;
  customer: string;
  method: string;
  amount: number;
}

/** Money received, read for the back-office dashboard, its monthly report and the header search. */
@Injectable()
export class AdminRevenueReads {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: VersionedCache,
  ) {}

  /** All money received, this month's, and its change against last month's (paid payments only). */
  async stats(now = new Date()): Promise<{ total: number; monthly: number; growth: number }> {
    const { thisMonth, lastMonth } = monthBounds(now);
    return this.cache.get(`admin-revenue:stats:${thisMonth.toISOString()}`, ['payments'], () =>
      this.computeStats(thisMonth, lastMonth),
    );
  }

  private async computeStats(
    thisMonth: Date,
    lastMonth: Date,
  ): Promise<{ total: number; monthly: number; growth: number }> {
    const [row] = await sqlRows<{ total: string; monthly: string; previous: string }>(
      this.em,
      `select coalesce(sum(${SALE_VALUE}), 0) as total,
              coalesce(sum(${SALE_VALUE}) filter (where p.paid_at >= ?), 0) as monthly,
              coalesce(sum(${SALE_VALUE}) filter (where p.paid_at >= ? and p.paid_at < ?), 0) as previous
         from payments p join orders o on o.id = p.order_id where p.status = 'paid'`,
      [thisMonth, lastMonth, thisMonth],
    );
    const monthly = Number(row?.monthly ?? 0);
    return { total: Number(row?.total ?? 0), monthly, growth: growthPercent(monthly, Number(row?.previous ?? 0)) };
  }

  /** Paid money per day (30d), week (90d) or month (1y), direct sales and raffle tickets apart, empty buckets included. */
  async revenue(period: RevenuePeriod, now = new Date()): Promise<RevenueSeries> {
    const { unit, count } = PERIODS[period];
    const starts = bucketStarts(unit, count, now);
    const from = new Date(Date.parse(`${starts[0]}T00:00:00Z`) - ZONE_OFFSET_MS);
    // the buckets are fixed by the period and its first day; kept until a payment or an order changes
    return this.cache.get(`admin-revenue:${period}:${starts[0]}`, ['payments', 'orders'], () =>
      this.series(period, unit, starts, from, now),
    );
  }

  private async series(
    period: RevenuePeriod,
    unit: 'day' | 'week' | 'month',
    starts: string[],
    from: Date,
    now: Date,
  ): Promise<RevenueSeries> {
    const rows = await sqlRows<{ bucket: string; direct: string; tickets: string }>(
      this.em,
      `select to_char(date_trunc('${unit}', p.paid_at at time zone '${ZONE}'), 'YYYY-MM-DD') as bucket,
              coalesce(sum(${SALE_VALUE}) filter (where o.type = 'product_purchase'), 0) as direct,
              coalesce(sum(${SALE_VALUE}) filter (where o.type = 'lottery'), 0) as tickets
         from payments p join orders o on o.id = p.order_id
        where p.status = 'paid' and p.paid_at >= ? and p.paid_at <= ?
        group by 1`,
      [from, now],
    );
    const byStart = new Map(rows.map((r) => [r.bucket, r]));
    const buckets = starts.map((start) => ({
      start,
      direct_sales: Number(byStart.get(start)?.direct ?? 0),
      tickets: Number(byStart.get(start)?.tickets ?? 0),
    }));
    return {
      period,
      granularity: unit,
      buckets,
      totals: {
        direct_sales: buckets.reduce((s, b) => s + b.direct_sales, 0),
        tickets: buckets.reduce((s, b) => s + b.tickets, 0),
      },
    };
  }

  /** By our reference, the operator's transaction id or the bill id. */
  async search(q: string, limit: number): Promise<SearchHit[]> {
    const rows = await sqlRows<{
      id: number;
      reference: string;
      gateway_transaction_id: string | null;
      amount: number;
      status: string;
    }>(
      this.em,
      `select id, reference, gateway_transaction_id, amount, status from payments
        where ${PAYMENT_SEARCH_TEXT} ilike ?
        order by id desc limit ?`,
      [containsPattern(q), limit],
    );
    return rows.map((p) => {
      const key = p.gateway_transaction_id?.toLowerCase().includes(q.toLowerCase())
        ? p.gateway_transaction_id
        : p.reference;
      return {
        id: Number(p.id),
        label: key,
        detail: `${Number(p.amount)} FCFA · ${p.status}`,
        url: `/admin/payments?search=${encodeURIComponent(key)}`,
      };
    });
  }

  /** The latest payments received, as dashboard activities. */
  async recentActivities(limit: number): Promise<Activity[]> {
    const rows = await sqlRows<{
      id: number;
      reference: string;
      amount: number;
      paid_at: Date;
      first_name: string;
      last_name: string;
    }>(
      this.em,
      `select p.id, p.reference, p.amount, p.paid_at, u.first_name, u.last_name
         from payments p join users u on u.id = p.user_id
        where p.status = 'paid' and p.paid_at is not null order by p.paid_at desc, p.id desc limit ?`,
      [limit],
    );
    return rows.map((r) => ({
      id: `payment-${r.id}`,
      type: 'payment',
      kind: 'payment',
      title: 'admin_dashboard.activity.payment',
      description: `${Number(r.amount)} FCFA · ${r.first_name} ${r.last_name} · ${r.reference}`,
      created_at: new Date(r.paid_at).toISOString(),
      url: `/admin/payments?search=${encodeURIComponent(r.reference)}`,
    }));
  }

  /** How many payment activities there are (payments received), for the activity log's pages. */
  async activityCount(): Promise<number> {
    const [row] = await sqlRows<{ n: string }>(
      this.em,
      `select count(*) as n from payments where status = 'paid' and paid_at is not null`,
    );
    return Number(row?.n ?? 0);
  }

  /** One keyset page of the payments received in [from, to), for the streamed monthly report. */
  reportPage(from: Date, to: Date, afterId: number, size: number): Promise<ReportPayment[]> {
    return sqlRows<ReportPayment>(
      this.em,
      `select p.id, p.paid_at, p.reference, p.gateway_transaction_id as transaction_id, o.order_number, o.type as order_type,
              pr.name as product_name, u.first_name || ' ' || u.last_name as customer, p.method, p.amount
         from payments p join orders o on o.id = p.order_id join products pr on pr.id = o.product_id join users u on u.id = p.user_id
        where p.status = 'paid' and p.paid_at >= ? and p.paid_at < ? and p.id > ?
        order by p.id limit ?`,
      [from, to, afterId, size],
    );
  }

  /** The month's totals per day (Libreville) for the report's summary. */
  async reportDays(from: Date, to: Date): Promise<{ day: string; direct: number; tickets: number; count: number }[]> {
    const rows = await sqlRows<{ day: string; direct: string; tickets: string; count: string }>(
      this.em,
      `select to_char(p.paid_at at time zone '${ZONE}', 'YYYY-MM-DD') as day,
              coalesce(sum(${SALE_VALUE}) filter (where o.type = 'product_purchase'), 0) as direct,
              coalesce(sum(${SALE_VALUE}) filter (where o.type = 'lottery'), 0) as tickets,
              count(*) as count
         from payments p join orders o on o.id = p.order_id
        where p.status = 'paid' and p.paid_at >= ? and p.paid_at < ?
        group by 1 order by 1`,
      [from, to],
    );
    return rows.map((r) => ({
      day: r.day,
      direct: Number(r.direct),
      tickets: Number(r.tickets),
      count: Number(r.count),
    }));
  }
}
