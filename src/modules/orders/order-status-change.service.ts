import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { DomainError, NotFoundError } from '../../common/errors/domain-error.js';
import { EventBus } from '../../infra/events/event-bus.js';
import type { OrderStatus } from '../../contracts/orders.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import { Order } from './order.entity.js';
import { OrderPayments, type OrderPaymentRow } from './order-payments.port.js';
import { OrderRefunds } from './order-refunds.port.js';
import { OrderStatusHistory } from './order-status-history.entity.js';
import { orderTimeline, type OrderTimelineEvent } from './order-timeline.js';
import { adminOrderStatus, moveOrder, type AdminOrderStatus } from './order.state.js';
import { OrdersService } from './orders.service.js';

const E = (k: string) => `order_status.errors.${k}`;
const refuse = (key: string, code = 'invalid_transition') => new DomainError(422, E(key), { code });

export interface StatusChangeResult {
  order: Order;
  /** what the administration sees: one of its four, or refunded */
  status: AdminOrderStatus | 'refunded';
  changed: boolean;
  refundRaised: boolean;
}

/**
 * Staff pick one of the four statuses of spec 3 §4; the order's transition table and what the money
 * did decide what that means: picking the current one does nothing; pending → paid only with a
 * collected payment; paid ↔ fulfilled; cancelling an unpaid order releases what it held; cancelling
 * a paid one (before its raffle's draw, before shipping) releases its tickets or stock and raises
 * exactly one admin refund; nothing leaves cancelled or refunded. Every change is kept with who,
 * when and why for the order's timeline.
 */
@Injectable()
export class OrderStatusChangeService {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersService,
    private readonly refunds: OrderRefunds,
    private readonly payments: OrderPayments,
    private readonly bus: EventBus,
  ) {}

  async change(
    ref: { orderNumber: string } | { id: number },
    target: AdminOrderStatus,
    by: { userId: number; notes?: string | null },
  ): Promise<StatusChangeResult> {
    const where = 'id' in ref ? { id: ref.id } : { orderNumber: ref.orderNumber.trim().toUpperCase() };
    return this.em.fork().transactional(async (tx) => {
      const found = await tx.findOne(Order, where);
      if (!found) throw new NotFoundError(E('not_found'));
      // locks in the order the refund and settlement paths take them: refund creation, payment, order, raffle
      if (target === 'cancelled') await this.refunds.get().lock(tx);
      const payment = await this.payments.use.paidOf(tx, found.id, { lock: true });
      const order = await tx.findOneOrFail(Order, found.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        populate: ['product', 'lottery', 'user'],
        refresh: true,
      });
      const current = adminOrderStatus(order.status);
      if (current === target) return { order, status: current, changed: false, refundRaised: false };
      const from = order.status;
      const refundRaised = await this.apply(tx, order, target, payment, by);
      tx.create(OrderStatusHistory, {
        order,
        fromStatus: from,
        toStatus: order.status,
        changedBy: by.userId,
        notes: by.notes || null,
      });
      // undoing a "Traitée" set by mistake is no news for the buyer
      if (from !== 'fulfilled') {
        this.bus.publish(tx, 'OrderStatusChanged', {
          userId: order.user.id,
          orderNumber: order.orderNumber,
          status: order.status,
          previousStatus: from,
          productName: order.product.name,
        });
      }
      return { order, status: adminOrderStatus(order.status), changed: true, refundRaised };
    });
  }

  /** Makes the move `target` means from the order's stored state; false unless a refund was raised. */
  private async apply(
    tx: EntityManager,
    order: Order,
    target: AdminOrderStatus,
    payment: OrderPaymentRow | null,
    by: { userId: number; notes?: string | null },
  ): Promise<boolean> {
    const from: OrderStatus = order.status;
    if (from === 'refunded') throw refuse('refunded_final');
    if (from === 'cancelled' || from === 'failed' || from === 'expired') throw refuse('cancelled_final');
    switch (target) {
      case 'pending':
        throw refuse('back_to_pending');
      case 'paid':
        if (from === 'awaiting_payment') {
          // the settlement marks orders paid; by hand only when the money is recorded and the raffle still sells
          if (!payment || (await this.orders.paymentWindow(tx, order)) === 'closed')
            throw refuse('no_confirmed_payment', 'no_confirmed_payment');
          await this.orders.markPaid(tx, order, payment.paid_at ?? new Date());
          return false;
        }
        moveOrder(order, 'paid');
        return false;
      case 'fulfilled':
        if (from === 'awaiting_payment') throw refuse('not_paid');
        moveOrder(order, 'fulfilled');
        return false;
      case 'cancelled':
        if (from === 'awaiting_payment') {
          await this.orders.release(tx, order, 'cancelled');
          return false;
        }
        if (order.lottery && order.lottery.status === 'drawn') throw refuse('after_draw', 'already_drawn');
        if (from !== 'paid') throw refuse('shipped', 'already_shipped');
        if (!payment) throw refuse('no_payment_to_refund', 'no_payment');
        await this.orders.cancelPaid(tx, order);
        return this.refunds.get().raiseForCancelledOrder(tx, order, { userId: by.userId, notes: by.notes || null });
    }
  }

  /** The manual changes of an order, oldest first, with who made them. */
  async history(
    orderId: number,
  ): Promise<
    { from: OrderStatus; to: OrderStatus; at: string; by: { id: number; name: string } | null; notes: string | null }[]
  > {
    const rows = await this.em
      .fork()
      .find(
        OrderStatusHistory,
        { order: orderId },
        { populate: ['changedBy'], orderBy: { createdAt: 'asc', id: 'asc' } },
      );
    return rows.map((h) => ({
      from: h.fromStatus,
      to: h.toStatus,
      at: h.createdAt.toISOString(),
      by: h.changedBy ? { id: h.changedBy.id, name: h.changedBy.fullName() } : null,
      notes: h.notes ?? null,
    }));
  }

  /** The timeline of the order's detail (by number or id): its dates and the manual changes; null when unknown. */
  async timeline(ref: { orderNumber: string } | { id: number }, locale: Locale): Promise<OrderTimelineEvent[] | null> {
    const em = this.em.fork();
    const order = await em.findOne(
      Order,
      'id' in ref ? { id: ref.id } : { orderNumber: ref.orderNumber.trim().toUpperCase() },
    );
    return order ? orderTimeline(em, order, translator(locale)) : null;
  }
}
