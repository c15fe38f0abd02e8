import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { EventBus } from '../../infra/events/event-bus.js';
import type { Locale } from '../../common/i18n/server-i18n.js';
import { translator } from '../../common/i18n/server-i18n.js';
import {
  canConfirmReceipt,
  invoiceAvailable,
  type OrderDetailView,
  type OrderListPagination,
  type OrderListQuery,
  type OrderStats,
  type OrderStatus,
  type OrderSummaryView,
} from '../../contracts/orders.js';
import type { InitiateDirectInput, PaymentRecordMethod } from '../../contracts/payments.js';
import { canBuy } from '../../contracts/roles.js';
import { Product } from '../catalogue/index.js';
import { likePattern, returnStock, takeStock } from '../catalogue/index.js';
import type { User } from '../users/index.js';
import { Order } from './order.entity.js';
import { newOrderNumber } from '../../common/dated-number.js';
import { OrderPayments, type OrderPaymentRow } from './order-payments.port.js';
import { OrderTickets } from './order-tickets.port.js';
import { orderDetail, orderSummary } from './order-view.js';
import { assertReservationQuota } from './reservation-quota.js';
import { moveOrder } from './order.state.js';
import { pageOf } from '../../contracts/pagination.js';
import { LedgerService, walletHold, walletHoldReleased } from '../ledger/index.js';

/**
 * Orders: creation of direct purchases (stock reserved like tickets), the paid / released transitions
 * the payments module drives inside its transactions, and the customer's reads and receipt confirmation.
 */
@Injectable()
export class OrdersService {
  constructor(
    private readonly em: EntityManager,
    private readonly orderTickets: OrderTickets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly bus: EventBus,
    private readonly payments: OrderPayments,
    private readonly ledger: LedgerService,
  ) {}

  /** Direct purchase: takes the units off the stock at once (returned if unpaid) and opens the order. */
  async createDirect(user: User, roles: string[], input: InitiateDirectInput): Promise<Order> {
    if (!canBuy(roles)) throw new DomainError(403, 'tickets.errors.not_a_buyer', { code: 'forbidden' });
    return this.em.transactional(async (tx) => {
      const product = await tx.findOne(Product, { id: input.product_id }, { populate: ['merchant'] });
      if (!product || product.status === 'draft' || product.status === 'archived')
        throw new DomainError(404, 'payments.errors.product_not_found');
      if (product.saleMode !== 'direct')
        throw new DomainError(409, 'payments.errors.not_direct', { code: 'not_direct' });
      if (product.merchant.id === user.id)
        throw new DomainError(403, 'payments.errors.own_product', { code: 'own_product' });
      await assertReservationQuota(tx, user.id);
      if (input.amount !== input.quantity * product.price) {
        throw new DomainError(422, 'errors.validation', {
          code: 'amount_mismatch',
          errors: { amount: ['payments.errors.amount_mismatch'] },
        });
      }
      if (!(await takeStock(tx, product.id, input.quantity)))
        throw new DomainError(409, 'payments.errors.out_of_stock', { code: 'out_of_stock' });
      return tx.create(Order, {
        orderNumber: newOrderNumber(),
        user,
        type: 'product_purchase',
        status: 'awaiting_payment',
        product,
        quantity: input.quantity,
        unitPrice: product.price,
        totalAmount: input.amount,
        phone: user.phone ?? null,
        expiresAt: new Date(Date.now() + this.config.reservationMinutes * 60_000),
      });
    });
  }

  /** Payment received (inside the settling transaction): tickets become sold, the order paid. */
  async markPaid(tx: EntityManager, order: Order, paidAt: Date): Promise<void> {
    if (order.type === 'lottery') await this.orderTickets.use.confirm(tx, order);
    moveOrder(order, 'paid', paidAt);
  }

  /** For a lottery order, whether its raffle still takes payments (see LotteriesService.paymentWindow); locks the raffle unless `lock` is false. */
  async paymentWindow(tx: EntityManager, order: Order, lock = true): Promise<'open' | 'ended' | 'closed'> {
    if (order.type !== 'lottery' || !order.lottery) return 'open';
    return this.orderTickets.use.paymentWindow(tx, order.lottery.id, lock);
  }

  /** An unpaid order ends: what it held (tickets or stock) goes back on sale. Idempotent per order. */
  async release(
    tx: EntityManager,
    order: Order,
    status: Extract<OrderStatus, 'expired' | 'failed' | 'cancelled'>,
  ): Promise<void> {
    if (order.status !== 'awaiting_payment') return;
    if (order.type === 'lottery') await this.orderTickets.use.release(tx, order);
    else await this.restock(tx, order);
    moveOrder(order, status);
    // the part the buyer set aside from its Mbolo balance goes back to it
    if (order.walletShare > 0)
      await this.ledger.post(
        tx,
        walletHoldReleased({ orderId: order.id, userId: order.user.id, amount: order.walletShare }),
      );
  }

  /**
   * Part of an order awaiting payment paid from the buyer's Mbolo balance (the payments module checked
   * the balance and holds the order's and the wallet's locks): the amount is set aside on the ledger,
   * mobile money pays the rest. Once per order.
   */
  async setWalletShare(tx: EntityManager, order: Order, amount: number): Promise<void> {
    if (order.status !== 'awaiting_payment' || order.walletShare > 0 || amount <= 0 || amount >= order.totalAmount)
      throw new DomainError(409, 'wallet.errors.share_not_possible', { code: 'share_not_possible' });
    order.walletShare = amount;
    await this.ledger.post(tx, walletHold({ orderId: order.id, userId: order.user.id, amount }));
  }

  /** A direct purchase's units go back on sale (products without a stock count are unlimited). */
  private async restock(tx: EntityManager, order: Order): Promise<void> {
    await returnStock(tx, order.product.id, order.quantity);
  }

  /**
   * A paid order is cancelled because its money goes back (an administrator's cancellation, or the
   * payout of a refund of a direct purchase): the seller must not ship it, and what it held returns —
   * stock, or before the raffle's draw its sold tickets. Refused once the raffle is drawn. The caller
   * holds the order's row lock.
   */
  async cancelPaid(tx: EntityManager, order: Order, now = new Date()): Promise<void> {
    if (order.type === 'lottery') await this.orderTickets.use.releaseSold(tx, order);
    else await this.restock(tx, order);
    moveOrder(order, 'cancelled', now);
  }

  /** The refund of the order's payment reached the buyer: the order, and its sold tickets, are refunded. */
  async markRefunded(tx: EntityManager, order: Order): Promise<void> {
    if (order.status === 'refunded') return;
    moveOrder(order, 'refunded');
    if (order.type === 'lottery') await this.orderTickets.use.refundTickets(tx, order.id);
  }

  /**
   * A payment attempt opens or is credited (its transaction holds the order's lock): the order shows
   * that method, and with `holdUntil` its reservation lasts at least that long.
   */
  recordPaymentMethod(order: Order, method: PaymentRecordMethod, holdUntil?: Date): void {
    if (holdUntil && order.expiresAt && order.expiresAt < holdUntil) order.expiresAt = holdUntil;
    order.paymentMethod = method;
  }

  /** The seller hands a paid order over for delivery (merchant area); the caller holds its lock. */
  markShipping(order: Order): void {
    moveOrder(order, 'shipping');
  }

  /** Looks up the user's order or answers 404 / 403 (spec 2 §6). */
  async ownOrder(em: EntityManager, user: User, orderNumber: string): Promise<Order> {
    const order = await em.findOne(
      Order,
      { orderNumber: orderNumber.trim().toUpperCase() },
      { populate: ['product', 'product.merchant', 'product.merchant.roles', 'lottery', 'user'] },
    );
    if (!order) throw new DomainError(404, 'orders.errors.not_found');
    if (order.user.id !== user.id) throw new DomainError(403, 'orders.errors.forbidden');
    return order;
  }

  async list(
    user: User,
    query: OrderListQuery,
  ): Promise<{ data: OrderSummaryView[]; pagination: OrderListPagination }> {
    const em = this.em.fork();
    const where: FilterQuery<Order> = { user };
    if (query.status) where.status = query.status;
    if (query.type) where.type = query.type;
    if (query.q) {
      const like = likePattern(query.q);
      where.$or = [{ orderNumber: { $ilike: like } }, { product: { name: { $ilike: like } } }];
    }
    const [orders, total] = await em.findAndCount(Order, where, {
      populate: ['product', 'lottery'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    });
    const extras = await this.extras(
      em,
      orders.map((o) => o.id),
    );
    return {
      data: orders.map((o) => orderSummary(o, extras.get(o.id) ?? { paymentsCount: 0, hasWinningTicket: false })),
      pagination: pageOf(total, query.page, query.per_page),
    };
  }

  private async extras(
    em: EntityManager,
    ids: number[],
  ): Promise<Map<number, { paymentsCount: number; hasWinningTicket: boolean }>> {
    const map = new Map<number, { paymentsCount: number; hasWinningTicket: boolean }>();
    if (!ids.length) return map;
    const rows = await em.getConnection().execute<{ id: number; payments: string; won: string }[]>(
      `select o.id,
              (select count(*) from payments p where p.order_id = o.id) as payments,
              (select count(*) from tickets t where t.order_id = o.id and t.status = 'won') as won
       from orders o where o.id in (${ids.map(() => '?').join(',')})`,
      ids,
    );
    for (const r of rows) map.set(r.id, { paymentsCount: Number(r.payments), hasWinningTicket: Number(r.won) > 0 });
    return map;
  }

  async stats(user: User): Promise<OrderStats> {
    const [row] = await this.em.getConnection().execute<Record<string, string | null>[]>(
      `select count(*) as total_orders,
              count(*) filter (where status = 'paid') as paid_orders,
              count(*) filter (where status = 'shipping') as shipping_orders,
              count(*) filter (where status = 'awaiting_payment') as pending_orders,
              count(*) filter (where status in ('failed', 'expired', 'cancelled')) as failed_orders,
              count(*) filter (where status = 'fulfilled') as fulfilled_orders,
              count(*) filter (where status in ('paid', 'shipping', 'fulfilled')) as completed_orders,
              coalesce(sum(total_amount) filter (where status in ('paid', 'shipping', 'fulfilled')), 0) as total_amount_spent,
              count(*) filter (where type = 'lottery') as lottery_orders,
              count(*) filter (where type = 'product_purchase') as direct_orders,
              (select count(*) from tickets t where t.owner_id = ? and t.status in ('paid', 'won', 'lost')) as total_tickets_purchased,
              (select count(*) from tickets t where t.owner_id = ? and t.status = 'won') as winning_tickets
       from orders where user_id = ?`,
      [user.id, user.id, user.id],
    );
    return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v ?? 0)])) as unknown as OrderStats;
  }

  async detail(user: User, orderNumber: string, locale: Locale): Promise<OrderDetailView> {
    const em = this.em.fork();
    const order = await this.ownOrder(em, user, orderNumber);
    const [{ tickets, winningTicket }, payments] = await Promise.all([
      this.orderTickets.use.ofOrder(em, order),
      this.payments.use.views(em, order, translator(locale)),
    ]);
    return orderDetail(order, tickets, payments, winningTicket);
  }

  /** Spec 2 §4: the buyer confirms receipt of a paid or shipped order, once; the order is then fulfilled. */
  async confirmDelivery(user: User, orderNumber: string, notes: string | undefined): Promise<Order> {
    return this.em.transactional(async (tx) => {
      const order = await this.ownOrder(tx, user, orderNumber);
      // waits for a concurrent confirmation, then reads the status it left
      await tx.lock(order, LockMode.PESSIMISTIC_WRITE);
      await tx.refresh(order);
      if (order.status === 'fulfilled')
        throw new DomainError(409, 'orders.errors.already_received', { code: 'already_received' });
      const won = order.type === 'lottery' && (await this.orderTickets.use.hasWinningTicket(tx, order.id));
      if (!canConfirmReceipt({ status: order.status, type: order.type, has_winning_ticket: won })) {
        throw new DomainError(400, 'orders.errors.cannot_confirm', { code: 'cannot_confirm' });
      }
      const previousStatus = moveOrder(order, 'fulfilled');
      if (notes) order.notes = notes;
      this.bus.publish(tx, 'OrderStatusChanged', {
        userId: user.id,
        orderNumber: order.orderNumber,
        status: 'fulfilled',
        previousStatus,
      });
      return order;
    });
  }

  /** The order and what its invoice shows; refused for unpaid orders (spec 2 §5). */
  async forInvoice(user: User, orderNumber: string): Promise<{ order: Order; payment: OrderPaymentRow | null }> {
    const em = this.em.fork();
    const order = await this.ownOrder(em, user, orderNumber);
    if (!invoiceAvailable(order.status)) throw new DomainError(409, 'orders.errors.invoice_unpaid', { code: 'unpaid' });
    const payment = await this.payments.use.paidOf(em, order.id);
    return { order, payment };
  }
}
