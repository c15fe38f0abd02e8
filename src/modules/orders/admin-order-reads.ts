import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Activity, SearchHit } from '../../contracts/admin-dashboard.js';
import { containsPattern } from '../../common/growth.js';
import { sqlRows } from '../../common/sql-reads.js';
import type { UserOrderItem, UserSummaryList } from '../../contracts/admin-users.js';

/** What the back-office dashboard and header search read about orders. */
@Injectable()
export class AdminOrderReads {
  constructor(private readonly em: EntityManager) {}

  async search(q: string, limit: number): Promise<SearchHit[]> {
    const rows = await sqlRows<{
      id: number;
      order_number: string;
      total_amount: number;
      status: string;
      name: string;
    }>(
      this.em,
      `select o.id, o.order_number, o.total_amount, o.status, p.name from orders o join products p on p.id = o.product_id
        where o.order_number ilike ? order by (o.order_number ilike ?) desc, o.id desc limit ?`,
      [containsPattern(q), q, limit],
    );
    return rows.map((o) => ({
      id: Number(o.id),
      label: o.order_number,
      detail: `${o.name} · ${Number(o.total_amount)} FCFA`,
      url: `/admin/orders?search=${encodeURIComponent(o.order_number)}`,
    }));
  }

  /** The latest orders placed, as dashboard activities. */
  async recentActivities(limit: number): Promise<Activity[]> {
    const rows = await sqlRows<{
      id: number;
      order_number: string;
      total_amount: number;
      created_at: Date;
      product_id: number;
      name: string;
      first_name: string;
      last_name: string;
    }>(
      this.em,
      `select o.id, o.order_number, o.total_amount, o.created_at, o.product_id, p.name, u.first_name, u.last_name
         from orders o join products p on p.id = o.product_id join users u on u.id = o.user_id
        order by o.created_at desc, o.id desc limit ?`,
      [limit],
    );
    return rows.map((r) => ({
      id: `order-${r.id}`,
      type: 'transaction',
      kind: 'order',
      title: 'admin_dashboard.activity.order',
      description: `${r.order_number} · ${r.name} · ${r.first_name} ${r.last_name} · ${Number(r.total_amount)} FCFA`,
      created_at: new Date(r.created_at).toISOString(),
      url: `/admin/orders?search=${encodeURIComponent(r.order_number)}`,
      product_id: Number(r.product_id),
    }));
  }

  /** How many order activities there are (every order placed), for the activity log's pages. */
  async activityCount(): Promise<number> {
    const [row] = await sqlRows<{ n: string }>(this.em, `select count(*) as n from orders`);
    return Number(row?.n ?? 0);
  }
}

/** A user's orders for the back-office user drawer: how many, and the latest `limit` (newest first). */
export async function userOrders(
  em: EntityManager,
  userId: number,
  limit: number,
): Promise<UserSummaryList<UserOrderItem>> {
  const rows = await em
    .fork()
    .getConnection()
    .execute<
      {
        id: number;
        order_number: string;
        type: UserOrderItem['type'];
        status: string;
        total_amount: number | string;
        created_at: Date | string;
        total: number | string;
      }[]
    >(
      `select id, order_number, type, status, total_amount, created_at, count(*) over () as total
       from orders where user_id = ? order by created_at desc, id desc limit ?`,
      [userId, limit],
    );
  return {
    count: Number(rows[0]?.total ?? 0),
    latest: rows.map((r) => ({
      id: Number(r.id),
      order_number: r.order_number,
      type: r.type,
      status: r.status,
      amount: Number(r.total_amount),
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}
