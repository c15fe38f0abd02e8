import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError } from '../../common/errors/domain-error.js';
import type {
  MerchantOrderDetail,
  MerchantOrderStats,
  MerchantOrdersQuery,
  MerchantOrderView,
  MerchantPagination,
} from '../../contracts/merchant.js';
import { EventBus } from '../../infra/events/event-bus.js';
import { Ticket } from '../lotteries/index.js';
import { Order } from '../orders/index.js';
import { OrdersService } from '../orders/index.js';
import { Payment } from '../payments/index.js';
import { numberFields } from '../../common/sql-reads.js';
import { SOLD_STATUSES_SQL } from './merchant-scope.js';
import { canShip, orderView } from './merchant-views.js';
import { pageOf } from '../../contracts/pagination.js';

const NOT_FOUND = 'merchant.errors.order_not_found';
/** Paid and deliverable: a direct sale, or the order that holds the raffle's winning ticket. */
const TO_SHIP_SQL = `o.status = 'paid' and (o.type <> 'lottery' or exists (select 1 from tickets w where w.order_id = o.id and w.status = 'won'))`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Orders of the merchant's products (scoped through products.merchant_id) and their shipping. */
@Injectable()
export class MerchantOrdersService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventBus,
    private readonly orders: OrdersService,
  ) {}

  async list(
    merchantId: number,
    q: MerchantOrdersQuery,
  ): Promise<{ data: MerchantOrderView[]; pagination: MerchantPagination; stats: MerchantOrderStats }> {
    const em = this.em.fork();
    const clauses = ['p.merchant_id = ?'];
    const params: unknown[] = [merchantId];
    if (q.status === 'to_ship') clauses.push(TO_SHIP_SQL);
    else if (q.status) {
      clauses.push('o.status = ?');
      params.push(q.status);
    }
    if (q.type) {
      clauses.push('o.type = ?');
      params.push(q.type);
    }
    if (q.search) {
      const like = `%${escapeLike(q.search)}%`;
      clauses.push(
        `(o.order_number ilike ? or p.name ilike ? or (u.first_name || ' ' || u.last_name) ilike ? or u.phone ilike ?)`,
      );
      params.push(like, like, like, like);
    }
    const from = `from orders o join products p on p.id = o.product_id join users u on u.id = o.user_id where ${clauses.join(' and ')}`;
    const conn = em.getConnection();
    const [{ total }] = await conn.execute<{ total: string }[]>(`select count(*) as total ${from}`, params);
    const rows = await conn.execute<{ id: number }[]>(
      `select o.id ${from} order by o.created_at desc, o.id desc limit ? offset ?`,
      [...params, q.per_page, (q.page - 1) * q.per_page],
    );
    const data = await this.views(
      em,
      rows.map((r) => r.id),
    );
    const count = Number(total);
    return {
      data,
      pagination: pageOf(count, q.page, q.per_page),
      stats: await this.stats(em, merchantId),
    };
  }

  async stats(em: EntityManager, merchantId: number): Promise<MerchantOrderStats> {
    const [r] = await em.getConnection().execute<Record<string, string>[]>(
      `select count(*) as total_orders,
              count(*) filter (where o.status = 'awaiting_payment') as awaiting_payment,
              count(*) filter (where o.status = 'paid') as paid_orders,
              count(*) filter (where ${TO_SHIP_SQL}) as to_ship,
              count(*) filter (where o.status = 'shipping') as shipping_orders,
              count(*) filter (where o.status = 'fulfilled') as fulfilled_orders,
              coalesce(sum(o.total_amount) filter (where o.status in ${SOLD_STATUSES_SQL}), 0) as revenue
       from orders o join products p on p.id = o.product_id where p.merchant_id = ?`,
      [merchantId],
    );
    return numberFields(r, [
      'total_orders',
      'awaiting_payment',
      'paid_orders',
      'to_ship',
      'shipping_orders',
      'fulfilled_orders',
      'revenue',
    ]);
  }

  /** The first orders to ship, oldest paid first (dashboards). */
  async toShip(
    em: EntityManager,
    merchantId: number,
    limit: number,
  ): Promise<{ count: number; orders: MerchantOrderView[] }> {
    const conn = em.getConnection();
    const from = `from orders o join products p on p.id = o.product_id where p.merchant_id = ? and ${TO_SHIP_SQL}`;
    const [{ total }] = await conn.execute<{ total: string }[]>(`select count(*) as total ${from}`, [merchantId]);
    const rows = await conn.execute<{ id: number }[]>(
      `select o.id ${from} order by o.paid_at asc nulls last, o.id asc limit ?`,
      [merchantId, limit],
    );
    return {
      count: Number(total),
      orders: await this.views(
        em,
        rows.map((r) => r.id),
      ),
    };
  }

  async detail(merchantId: number, orderNumber: string): Promise<MerchantOrderDetail> {
    const em = this.em.fork();
    const order = await em.findOne(
      Order,
      { orderNumber, product: { merchant: merchantId } },
      { populate: ['user', 'product', 'lottery'] },
    );
    if (!order) throw new NotFoundError(NOT_FOUND);
    const tickets = await em.find(Ticket, { order }, { orderBy: { ticketNumber: 'asc' } });
    const payments = await em.find(Payment, { order }, { orderBy: { createdAt: 'desc' } });
    const payment = payments.find((p) => p.status === 'paid') ?? payments[0];
    const won = tickets.some((t) => t.status === 'won');
    return {
      ...orderView(order, won),
      notes: order.notes ?? null,
      items: [
        {
          product_id: order.product.id,
          name: order.product.name,
          quantity: order.quantity,
          unit_price: order.unitPrice,
          total: order.totalAmount,
        },
      ],
      tickets: tickets.map((t) => ({
        ticket_number: t.ticketNumber,
        status: t.status,
        is_winner: t.status === 'won',
        purchased_at: t.purchasedAt?.toISOString() ?? null,
      })),
      payment: payment
        ? {
            reference: payment.reference,
            status: payment.status,
            method: payment.method,
            amount: payment.amount,
            paid_at: payment.paidAt?.toISOString() ?? null,
            created_at: payment.createdAt.toISOString(),
          }
        : null,
    };
  }

  /** paid → shipping; the buyer then confirms receipt through the orders API. */
  async ship(merchantId: number, orderNumber: string): Promise<MerchantOrderDetail> {
    await this.em.fork().transactional(async (tx) => {
      const order = await tx.findOne(
        Order,
        { orderNumber, product: { merchant: merchantId } },
        { populate: ['product'], lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!order) throw new NotFoundError(NOT_FOUND);
      const won = order.type === 'lottery' ? (await tx.count(Ticket, { order, status: 'won' })) > 0 : false;
      if (order.status !== 'paid') throw new ConflictError('merchant.errors.ship_not_paid');
      if (!canShip(order, won)) throw new ConflictError('merchant.errors.ship_not_winner');
      this.orders.markShipping(order);
      await tx.flush();
      this.events.publish(tx, 'OrderStatusChanged', {
        userId: order.user.id,
        orderNumber: order.orderNumber,
        status: 'shipping',
        previousStatus: 'paid',
        productName: order.product.name,
      });
    });
    return this.detail(merchantId, orderNumber);
  }

  private async views(em: EntityManager, ids: number[]): Promise<MerchantOrderView[]> {
    if (!ids.length) return [];
    const orders = await em.find(Order, { id: { $in: ids } }, { populate: ['user', 'product', 'lottery'] });
    const won = await em
      .getConnection()
      .execute<{ order_id: number }[]>(
        `select distinct order_id from tickets where status = 'won' and order_id in (${ids.map(() => '?').join(',')})`,
        ids,
      );
    const winners = new Set(won.map((w) => Number(w.order_id)));
    const byId = new Map(orders.map((o) => [o.id, o]));
    return ids
      .map((id) => byId.get(id)!)
      .filter(Boolean)
      .map((o) => orderView(o, winners.has(o.id)));
  }
}
