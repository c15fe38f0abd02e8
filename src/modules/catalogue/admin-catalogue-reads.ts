import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SearchHit, StatGroup, TopProduct } from '../../contracts/admin-dashboard.js';
import { containsPattern, growthPercent, monthBounds } from '../../common/growth.js';
import { activeRowStats, sqlRows } from '../../common/sql-reads.js';

/** Orders that brought money in (read-only aggregate over the orders table, for the dashboard). */
const SOLD = `('paid', 'shipping', 'fulfilled')`;

/** What the back-office dashboard and header search read about articles. */
@Injectable()
export class AdminCatalogueReads {
  constructor(private readonly em: EntityManager) {}

  /** Articles, those on sale, and the change of those on sale since the end of last month. */
  stats(now = new Date()): Promise<StatGroup> {
    return activeRowStats(this.em, 'products', now);
  }

  async search(q: string, limit: number): Promise<SearchHit[]> {
    const rows = await sqlRows<{ id: number; name: string; price: number; sale_mode: string }>(
      this.em,
      `select id, name, price, sale_mode from products where name ilike ? order by (lower(name) = lower(?)) desc, id desc limit ?`,
      [containsPattern(q), q, limit],
    );
    return rows.map((p) => ({
      id: Number(p.id),
      label: p.name,
      detail: `${Number(p.price)} FCFA`,
      url: `/admin/products/${p.id}`,
    }));
  }

  /**
   * Best sellers by units sold on paid orders (tickets for raffles, articles for direct sales), with
   * the change of this month's units against last month's.
   */
  async top(limit: number, now = new Date()): Promise<TopProduct[]> {
    const { thisMonth, lastMonth } = monthBounds(now);
    const rows = await sqlRows<{
      id: number;
      name: string;
      image: string | null;
      total: string;
      current: string;
      previous: string;
    }>(
      this.em,
      `select p.id, p.name, p.images->>0 as image,
              sum(o.quantity) as total,
              coalesce(sum(o.quantity) filter (where o.paid_at >= ?), 0) as current,
              coalesce(sum(o.quantity) filter (where o.paid_at >= ? and o.paid_at < ?), 0) as previous
         from orders o join products p on p.id = o.product_id
        where o.status in ${SOLD}
        group by p.id
        order by sum(o.quantity) desc, p.id
        limit ?`,
      [thisMonth, lastMonth, thisMonth, limit],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      total_tickets_sold: Number(r.total),
      growth_percentage: growthPercent(Number(r.current), Number(r.previous)),
      image_url: r.image,
      main_image: r.image,
    }));
  }

  /** For the merchants screen: each merchant's articles and the units sold on paid orders of them. */
  async merchantCounts(merchantIds: number[]): Promise<Map<number, { products: number; sales: number }>> {
    const out = new Map<number, { products: number; sales: number }>();
    if (!merchantIds.length) return out;
    const rows = await sqlRows<{ merchant_id: number; products: string; sales: string }>(
      this.em,
      `select p.merchant_id, count(*) as products,
              coalesce(sum((select sum(o.quantity) from orders o where o.product_id = p.id and o.status in ${SOLD})), 0) as sales
         from products p
        where p.merchant_id in (${merchantIds.map(() => '?').join(',')})
        group by p.merchant_id`,
      merchantIds,
    );
    for (const r of rows) out.set(Number(r.merchant_id), { products: Number(r.products), sales: Number(r.sales) });
    return out;
  }
}
