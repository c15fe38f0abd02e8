import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import type {
  CreateRefundInput,
  RefundListQuery,
  RefundMethod,
  RefundReason,
  RefundStats,
  RefundType,
  RefundView,
  RefundableTransaction,
} from '../../contracts/refunds.js';
import { DomainError, NotFoundError } from '../../common/errors/domain-error.js';
import { LOCK_KEYS } from '../../infra/database/advisory-lock.js';
import { EventBus } from '../../infra/events/event-bus.js';
import { holdLotteryAgainstDraw } from '../lotteries/index.js';
import { newDatedNumber } from '../../common/dated-number.js';
import { Order } from '../orders/index.js';
import { Payment } from '../payments/index.js';
import type { User } from '../users/index.js';
import { Refund } from './refund.entity.js';
import { customerRefusal } from './refund-rules.js';
import { toRefundView } from './refund-view.js';
import { transitionRefund } from './refund.state.js';

const E = (k: string) => `refunds.errors.${k}`;
/** Serialises the transactions that raise refunds, so that two never raise one for the same payment. */
const REFUND_CREATION_LOCK = LOCK_KEYS.refundCreation;
const CANCELLED_BY_USER = "Annulé par l'utilisateur";
const REFUNDABLE_LIMIT = 100;

export interface NewRefund {
  type: RefundType;
  method?: RefundMethod;
  reason: RefundReason;
  notes?: string | null;
  createdBy?: number | null;
}

/** The customer's side of refunds (spec 2 §2.2 "Refunds") and the one place refunds are raised. */
@Injectable()
export class RefundsService {
  constructor(
    private readonly em: EntityManager,
    private readonly bus: EventBus,
  ) {}

  /** Takes the creation lock for the rest of `tx`. */
  async lockCreation(tx: EntityManager): Promise<void> {
    await tx
      .getConnection()
      .execute('select pg_advisory_xact_lock(?)', [REFUND_CREATION_LOCK], 'all', tx.getTransactionContext());
  }

  /** Raises a refund of a whole payment inside `tx` (which holds the creation lock); null when one is already active. */
  async raise(tx: EntityManager, payment: Payment, order: Order, r: NewRefund): Promise<Refund | null> {
    // a draw of this raffle in flight finishes first, or waits for this refund and then sees it open
    if (order.lottery) await holdLotteryAgainstDraw(tx, order.lottery.id);
    const active = await tx.count(Refund, { payment: payment.id, status: { $ne: 'rejected' } });
    if (active) return null;
    const refund = tx.create(Refund, {
      refundNumber: newDatedNumber('RB'),
      type: r.type,
      reason: r.reason,
      status: 'pending',
      // an order paid from the balance can only go back to it: there is no number to pay out to
      method: payment.method === 'wallet' ? 'wallet_credit' : (r.method ?? 'mobile_money'),
      user: payment.user,
      payment,
      order,
      lottery: order.lottery ?? null,
      amount: payment.amount,
      payeePhone: payment.phone,
      notes: r.notes ?? null,
      createdBy: r.createdBy ?? null,
    } as never);
    // the back-office's pending badge moves, and its staff are alerted, once this commits
    this.bus.publish(tx, 'AdminBadgesChanged', { reason: 'refund_requested' });
    this.bus.publish(tx, 'RefundRequested', {
      refundNumber: refund.refundNumber,
      orderNumber: order.orderNumber,
      amount: payment.amount,
      type: r.type,
    });
    return refund as Refund;
  }

  async list(user: User, q: RefundListQuery): Promise<{ refunds: RefundView[]; stats: RefundStats }> {
    const em = this.em.fork();
    const refunds = await em.find(
      Refund,
      { user: user.id, ...(q.status ? { status: q.status } : {}) },
      {
        populate: ['order', 'order.product', 'lottery', 'payment'],
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: q.limit,
      },
    );
    return { refunds: refunds.map(toRefundView), stats: await this.stats(em, user.id) };
  }

  private async stats(em: EntityManager, userId: number): Promise<RefundStats> {
    const [row] = await em
      .getConnection()
      .execute<{ total: string; refunded: string; pending: string; rejected: string }[]>(
        `select count(*) as total,
              coalesce(sum(amount) filter (where status = 'completed'), 0) as refunded,
              count(*) filter (where status in ('pending', 'approved', 'processed')) as pending,
              count(*) filter (where status = 'rejected') as rejected
         from refunds where user_id = ?`,
        [userId],
      );
    return {
      total_refunds: Number(row?.total ?? 0),
      total_amount_refunded: Number(row?.refunded ?? 0),
      pending_refunds: Number(row?.pending ?? 0),
      rejected_refunds: Number(row?.rejected ?? 0),
    };
  }

  /** The user's payments that brought money in, newest first, each with whether a refund can be asked for. */
  async refundable(user: User): Promise<RefundableTransaction[]> {
    const em = this.em.fork();
    const payments = await em.find(
      Payment,
      { user: user.id, paidAt: { $ne: null }, status: { $in: ['paid', 'cancelled', 'refunded'] } },
      {
        populate: ['order', 'order.product', 'order.lottery'],
        orderBy: { paidAt: 'desc', id: 'desc' },
        limit: REFUNDABLE_LIMIT,
      },
    );
    const active = new Set(
      (
        await em.find(
          Refund,
          { payment: { $in: payments.map((p) => p.id) }, status: { $ne: 'rejected' } },
          { fields: ['payment'] as never },
        )
      ).map((r) => r.payment.id),
    );
    return payments.map((p) => {
      const order = p.order as Order;
      const hasRefund = active.has(p.id) || p.status === 'refunded';
      return {
        id: p.id,
        reference: p.reference,
        amount: p.amount,
        order_number: order.orderNumber,
        product_name: order.product.name,
        paid_at: p.paidAt ? p.paidAt.toISOString() : null,
        lottery: order.lottery ? { lottery_number: order.lottery.lotteryNumber } : null,
        has_refund: hasRefund,
        refusal: hasRefund
          ? E('already_requested')
          : customerRefusal({ payment: p, order, lottery: order.lottery ?? null }),
      };
    });
  }

  /** POST /refunds: a customer asks for one of their payments back. */
  async request(user: User, input: CreateRefundInput): Promise<RefundView> {
    const refund = await this.em.fork().transactional(async (tx) => {
      await this.lockCreation(tx);
      const payment = await tx.findOne(Payment, { id: input.transaction_id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!payment) throw new NotFoundError(E('transaction_not_found'));
      if (payment.user.id !== user.id) throw new DomainError(403, E('transaction_not_yours'));
      const order = await tx.findOneOrFail(Order, payment.order.id, { populate: ['lottery', 'product'] });
      if (payment.status === 'refunded')
        throw new DomainError(409, E('already_requested'), { code: 'already_requested' });
      const refusal = customerRefusal({ payment, order, lottery: order.lottery ?? null });
      if (refusal) throw new DomainError(422, refusal, { code: 'not_refundable' });
      const raised = await this.raise(tx, payment, order, {
        type: 'manual',
        reason: input.reason,
        notes: input.notes,
        ...(input.method ? { method: input.method } : {}),
      });
      if (!raised) throw new DomainError(409, E('already_requested'), { code: 'already_requested' });
      return raised;
    });
    return this.view(refund.id);
  }

  /** POST /refunds/{id}/cancel: only a pending request; it then reads as rejected by the user. */
  async cancel(user: User, id: number): Promise<RefundView> {
    await this.em.fork().transactional(async (tx) => {
      const refund = await tx.findOne(Refund, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!refund) throw new NotFoundError(E('not_found'));
      if (refund.user.id !== user.id) throw new DomainError(403, E('not_yours'));
      if (refund.status !== 'pending') throw new DomainError(409, E('not_cancellable'), { code: 'not_cancellable' });
      transitionRefund(refund, 'rejected', { rejectionReason: CANCELLED_BY_USER });
    });
    return this.view(id);
  }

  async view(id: number): Promise<RefundView> {
    const refund = await this.em
      .fork()
      .findOneOrFail(Refund, id, { populate: ['order', 'order.product', 'lottery', 'payment'] });
    return toRefundView(refund);
  }
}
