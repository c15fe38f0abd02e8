import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ValidationFailedError } from '../../common/errors/domain-error.js';
import type { AnalyticsPeriod, MerchantAnalytics, MerchantAnalyticsQuery } from '../../contracts/merchant.js';
import { MerchantDashboardService } from './merchant-dashboard.service.js';
import { isoDay, SOLD_STATUSES_SQL } from './merchant-scope.js';

const DAY = 86_400_000;
/** Default spans: 30 days, 12 weeks, 12 months ending today. */
const DEFAULT_SPAN_DAYS: Record<AnalyticsPeriod, number> = { day: 29, week: 7 * 11, month: 365 - 31 };
/** More buckets than this would make a chart unreadable and a query needlessly long. */
const MAX_BUCKETS = 400;

/** Sales amount, orders and tickets per day, week or month, and per product: SQL aggregates over paid orders. */
@Injectable()
export class MerchantAnalyticsService {
  constructor(
    private readonly em: EntityManager,
    private readonly dashboard: MerchantDashboardService,
  ) {}

  async analytics(merchantId: number, q: MerchantAnalyticsQuery, now = new Date()): Promise<MerchantAnalytics> {
    const period = q.period;
    const to = q.to ?? isoDay(now);
    const from = q.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - DEFAULT_SPAN_DAYS[period] * DAY));
    const fromMs = Date.parse(`${from}T00:00:00Z`);
    const toMs = Date.parse(`${to}T00:00:00Z`);
    if (Number.isNaN(fromMs) || Number.isNaN(toMs))
      throw new ValidationFailedError({ from: ['merchant.errors.date_invalid'] });
    if (fromMs > toMs) throw new ValidationFailedError({ from: ['merchant.errors.date_invalid'] });
    const perBucket = period === 'day' ? 1 : period === 'week' ? 7 : 28;
    if ((toMs - fromMs) / DAY / perBucket > MAX_BUCKETS)
      throw new ValidationFailedError({ from: ['merchant.errors.date_invalid'] });

    const em = this.em.fork();
    const params: unknown[] = [from, to, merchantId, from, to];
    let productFilter = '';
    if (q.product_id) {
      productFilter = 'and p.id = ?';
      params.push(q.product_id);
    }
    // `period` is one of three literals checked by the schema: safe to place in the SQL text
    const rows = await em
      .getConnection()
      .execute<{ bucket: string; amount: string; orders: string; tickets: string }[]>(
        `select to_char(b.bucket, 'YYYY-MM-DD') as bucket, coalesce(sum(s.total_amount), 0) as amount, count(s.id) as orders,
              coalesce(sum(s.quantity) filter (where s.type = 'lottery'), 0) as tickets
       from generate_series(date_trunc('${period}', ?::date::timestamp), date_trunc('${period}', ?::date::timestamp), interval '1 ${period}') as b(bucket)
       left join (select o.id, o.total_amount, o.quantity, o.type, (o.paid_at at time zone 'UTC') as paid_at
                  from orders o join products p on p.id = o.product_id
                  where p.merchant_id = ? and o.status in ${SOLD_STATUSES_SQL}
                    and (o.paid_at at time zone 'UTC')::date between ?::date and ?::date ${productFilter}) s
         on date_trunc('${period}', s.paid_at) = b.bucket
       group by b.bucket order by b.bucket`,
        params,
      );
    const series = rows.map((r) => ({
      bucket: r.bucket,
      amount: Number(r.amount),
      orders: Number(r.orders),
      tickets: Number(r.tickets),
    }));
    const totals = series.reduce(
      (a, s) => ({ amount: a.amount + s.amount, orders: a.orders + s.orders, tickets: a.tickets + s.tickets }),
      { amount: 0, orders: 0, tickets: 0 },
    );
    const byProduct = await this.dashboard.topProducts(em, merchantId, null, { from, to, productId: q.product_id });
    return { period, from, to, series, by_product: byProduct, totals };
  }
}
