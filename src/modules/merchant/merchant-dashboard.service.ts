import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  MERCHANT_LIMITS,
  type MerchantFullDashboard,
  type MerchantSalesThisMonth,
  type MerchantSimpleDashboard,
  type MerchantTopProduct,
  type SellerKind,
} from '../../contracts/merchant.js';
import { MerchantLotteriesService } from './merchant-lotteries.service.js';
import { MerchantOrdersService } from './merchant-orders.service.js';
import { numberFields } from '../../common/sql-reads.js';
import { isoDay, SOLD_STATUSES_SQL } from './merchant-scope.js';

const DAY = 86_400_000;

/**
 * Dashboard figures from SQL aggregates over the merchant's orders. A sale is an order that was
 * paid (paid, shipping, fulfilled) and counts on its payment day; days are UTC days.
 */
@Injectable()
export class MerchantDashboardService {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: MerchantOrdersService,
    private readonly lotteries: MerchantLotteriesService,
  ) {}

  async simple(merchantId: number, kind: SellerKind, now = new Date()): Promise<MerchantSimpleDashboard> {
    const em = this.em.fork();
    return {
      seller_kind: kind,
      products: await this.productCounts(em, merchantId),
      raffles: await this.lotteries.open(em, merchantId),
      sales_this_month: await this.salesSince(
        em,
        merchantId,
        new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
      ),
      to_ship: await this.orders.toShip(em, merchantId, MERCHANT_LIMITS.toShipPreview),
    };
  }

  async full(merchantId: number, kind: SellerKind, now = new Date()): Promise<MerchantFullDashboard> {
    const base = await this.simple(merchantId, kind, now);
    const em = this.em.fork();
    const conn = em.getConnection();
    const first = isoDay(new Date(now.getTime() - (MERCHANT_LIMITS.dashboardTrendDays - 1) * DAY));
    const trend = await conn.execute<{ day: string; amount: string; orders: string }[]>(
      `select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(s.total_amount), 0) as amount, count(s.id) as orders
       from generate_series(?::date, ?::date, interval '1 day') as d(day)
       left join (select o.id, o.total_amount, o.paid_at from orders o join products p on p.id = o.product_id
                  where p.merchant_id = ? and o.status in ${SOLD_STATUSES_SQL}) s
         on (s.paid_at at time zone 'UTC')::date = d.day::date
       group by d.day order by d.day`,
      [first, isoDay(now), merchantId],
    );
    const [conv] = await conn.execute<{ orders: string; paid: string }[]>(
      `select count(*) as orders, count(*) filter (where o.paid_at is not null) as paid
       from orders o join products p on p.id = o.product_id where p.merchant_id = ?`,
      [merchantId],
    );
    const orders = Number(conv?.orders ?? 0);
    const paid = Number(conv?.paid ?? 0);
    return {
      ...base,
      revenue_trend: trend.map((r) => ({ date: r.day, amount: Number(r.amount), orders: Number(r.orders) })),
      top_products: await this.topProducts(em, merchantId, MERCHANT_LIMITS.topProducts),
      conversion: { orders, paid_orders: paid, rate: orders ? Math.round((paid / orders) * 1000) / 10 : 0 },
    };
  }

  /** Products ranked by sales amount (all time, or within [from, to) when given). */
  async topProducts(
    em: EntityManager,
    merchantId: number,
    limit: number | null,
    range?: { from: string; to: string; productId?: number },
  ): Promise<MerchantTopProduct[]> {
    const params: unknown[] = [merchantId];
    let filter = '';
    if (range) {
      filter = `and (o.paid_at at time zone 'UTC')::date between ?::date and ?::date`;
      params.push(range.from, range.to);
      if (range.productId) {
        filter += ' and p.id = ?';
        params.push(range.productId);
      }
    }
    if (limit) params.push(limit);
    const rows = await em.getConnection().execute<
      {
        id: number;
        name: string;
        images: unknown;
        sale_mode: 'direct' | 'lottery';
        amount: string;
        orders: string;
        tickets: string;
      }[]
    >(
      `select p.id, p.name, p.images, p.sale_mode, sum(o.total_amount) as amount, count(*) as orders,
              coalesce(sum(o.quantity) filter (where o.type = 'lottery'), 0) as tickets
       from orders o join products p on p.id = o.product_id
       where p.merchant_id = ? and o.status in ${SOLD_STATUSES_SQL} ${filter}
       group by p.id order by amount desc, p.id asc ${limit ? 'limit ?' : ''}`,
      params,
    );
    return rows.map((r) => {
      const images = Array.isArray(r.images)
        ? (r.images as unknown[])
        : typeof r.images === 'string'
          ? (JSON.parse(r.images) as unknown[])
          : [];
      const image = images.find((i): i is string => typeof i === 'string' && !!i) ?? null;
      return {
        id: r.id,
        name: r.name,
        image,
        sale_mode: r.sale_mode,
        amount: Number(r.amount),
        orders: Number(r.orders),
        tickets: Number(r.tickets),
      };
    });
  }

  private async productCounts(em: EntityManager, merchantId: number): Promise<MerchantSimpleDashboard['products']> {
    const [r] = await em.getConnection().execute<Record<string, string>[]>(
      `select count(*) as total,
              count(*) filter (where status = 'active') as active,
              count(*) filter (where status = 'draft') as draft,
              count(*) filter (where status = 'sold_out') as sold_out,
              count(*) filter (where status = 'archived') as archived,
              count(*) filter (where sale_mode = 'lottery' and status <> 'archived') as lottery,
              count(*) filter (where sale_mode = 'direct' and status <> 'archived') as direct
       from products where merchant_id = ?`,
      [merchantId],
    );
    return numberFields(r, ['total', 'active', 'draft', 'sold_out', 'archived', 'lottery', 'direct']);
  }

  private async salesSince(em: EntityManager, merchantId: number, since: Date): Promise<MerchantSalesThisMonth> {
    const [r] = await em.getConnection().execute<{ amount: string; orders: string; tickets: string }[]>(
      `select coalesce(sum(o.total_amount), 0) as amount, count(*) as orders,
              coalesce(sum(o.quantity) filter (where o.type = 'lottery'), 0) as tickets
       from orders o join products p on p.id = o.product_id
       where p.merchant_id = ? and o.status in ${SOLD_STATUSES_SQL} and o.paid_at >= ?`,
      [merchantId, since],
    );
    return { amount: Number(r?.amount ?? 0), orders: Number(r?.orders ?? 0), tickets: Number(r?.tickets ?? 0) };
  }
}
