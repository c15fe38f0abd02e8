import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type {
  AdminRefundListQuery,
  AdminRefundStats,
  AdminRefundView,
  DrawPayment,
  EligibleLotteries,
  EligibleLottery,
  ProcessRefundsInput,
  RefundMethod,
  RefundProcessingReport,
  CompleteRefundInput,
} from '../../contracts/refunds.js';
import { DomainError, NotFoundError } from '../../common/errors/domain-error.js';
import { Order } from '../orders/index.js';
import { Payment } from '../payments/index.js';
import { Refund } from './refund.entity.js';
import { lotteryRefundReason, REFUND_DUE } from './refund-rules.js';
import { listAdminRefunds } from './admin-refund-list.js';
import { toAdminRefundView } from './refund-view.js';
import { RefundPayoutsService } from './refund-payouts.service.js';
import { RefundsService } from './refunds.service.js';
import { transitionRefund } from './refund.state.js';

const E = (k: string) => `refunds.errors.${k}`;
const PROCESS_BATCH = 200;

/**
 * Paid payments owed back without anyone asking: those of raffles that fell short or were cancelled,
 * and money taken for an order that no longer waited for it. A payment whose automatic refund an
 * administrator turned down is not raised again (only a retry brings it back).
 */
const DUE_SQL = `
  select p.id as payment_id, o.id as order_id, l.id as lottery_id, l.status as lottery_status, p.amount
    from payments p
    join orders o on o.id = p.order_id
    left join lotteries l on l.id = o.lottery_id
   where ((p.status = 'paid' and o.status = 'paid' and l.status in ('expired', 'cancelled'))
          or (p.status = 'cancelled' and p.paid_at is not null and p.failure_reason = ?))
     and not exists (select 1 from refunds r where r.payment_id = p.id and (r.status <> 'rejected' or r.type = 'automatic'))`;

interface DueRow {
  payment_id: number;
  order_id: number;
  lottery_id: number | null;
  lottery_status: string | null;
  amount: number | string;
}

@Injectable()
export class AdminRefundsService {
  constructor(
    private readonly em: EntityManager,
    private readonly refunds: RefundsService,
    private readonly payouts: RefundPayoutsService,
  ) {}

  async list(q: AdminRefundListQuery): Promise<{ refunds: AdminRefundView[]; total: number }> {
    return listAdminRefunds(this.em.fork(), q);
  }

  async get(id: number): Promise<AdminRefundView> {
    const em = this.em.fork();
    const refund = await em.findOne(Refund, id, { populate: ['order', 'order.product', 'lottery', 'payment', 'user'] });
    if (!refund) throw new NotFoundError(E('not_found'));
    const tickets = await this.firstTickets(em, [refund.order.id]);
    return toAdminRefundView(refund, tickets.get(refund.order.id) ?? null);
  }

  private async firstTickets(em: EntityManager, orderIds: number[]): Promise<Map<number, string>> {
    if (!orderIds.length) return new Map();
    const rows = await em
      .getConnection()
      .execute<{ order_id: number; ticket_number: string }[]>(
        `select distinct on (order_id) order_id, ticket_number from tickets where order_id in (${orderIds.map(() => '?').join(',')}) order by order_id, id`,
        orderIds,
      );
    return new Map(rows.map((r) => [Number(r.order_id), r.ticket_number]));
  }

  async stats(): Promise<AdminRefundStats> {
    const [row] = await this.em
      .fork()
      .getConnection()
      .execute<{ total: string; refunded: string; pending: string; auto: string }[]>(
        `select count(*) as total,
                coalesce(sum(amount) filter (where status = 'completed'), 0) as refunded,
                count(*) filter (where status = 'pending') as pending,
                count(*) filter (where auto_processed) as auto
           from refunds`,
      );
    return {
      total_refunds: Number(row?.total ?? 0),
      total_amount_refunded: Number(row?.refunded ?? 0),
      pending_refunds: Number(row?.pending ?? 0),
      auto_processed: Number(row?.auto ?? 0),
    };
  }

  /** Raffles that ended without a draw (short of participants, or cancelled) and still hold paid money. */
  async eligible(): Promise<EligibleLotteries> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<
        {
          id: number;
          lottery_number: string;
          name: string;
          status: 'expired' | 'cancelled';
          min_participants: number;
          participants: string;
          amount: string;
          payments: string;
        }[]
      >(
        `select l.id, l.lottery_number, pr.name, l.status, l.min_participants,
                (select count(distinct t.owner_id) from tickets t where t.lottery_id = l.id and t.status in ('paid', 'refunded')) as participants,
                coalesce(sum(p.amount), 0) as amount, count(p.id) as payments
           from lotteries l
           join products pr on pr.id = l.product_id
           join orders o on o.lottery_id = l.id and o.status = 'paid'
           join payments p on p.order_id = o.id and p.status = 'paid'
          where l.status in ('expired', 'cancelled')
          group by l.id, pr.name
          order by l.end_date desc, l.id desc`,
      );
    const toView = (r: (typeof rows)[number]): EligibleLottery => ({
      id: r.id,
      lottery_number: r.lottery_number,
      product_title: r.name,
      status: r.status,
      participants: Number(r.participants),
      min_participants: r.min_participants,
      estimated_refund: Number(r.amount),
      payments_to_refund: Number(r.payments),
    });
    const expired = rows.filter((r) => r.status === 'expired').map(toView);
    const cancelled = rows.filter((r) => r.status === 'cancelled').map(toView);
    const sum = (l: EligibleLottery[]) => l.reduce((s, x) => s + x.estimated_refund, 0);
    return {
      expired_insufficient: expired,
      cancelled,
      summary: {
        expired_count: expired.length,
        expired_estimated_refund: sum(expired),
        cancelled_count: cancelled.length,
        cancelled_estimated_refund: sum(cancelled),
      },
    };
  }

  /** The draw refund modal: the raffle's paid payments and their refunds. */
  async drawPayments(lotteryId: number): Promise<DrawPayment[]> {
    const em = this.em.fork();
    const payments = await em.find(
      Payment,
      { order: { lottery: lotteryId }, paidAt: { $ne: null }, status: { $in: ['paid', 'refunded'] } },
      { populate: ['order', 'user'], orderBy: { paidAt: 'asc', id: 'asc' } },
    );
    const refunds = await em.find(Refund, { payment: { $in: payments.map((p) => p.id) } }, { orderBy: { id: 'asc' } });
    const latest = new Map(refunds.map((r) => [r.payment.id, r]));
    return payments.map((p) => {
      const r = latest.get(p.id);
      return {
        id: p.id,
        user: { id: p.user.id, full_name: p.user.fullName(), email: p.user.email },
        order_number: p.order.orderNumber,
        created_at: (p.paidAt ?? p.createdAt).toISOString(),
        amount: p.amount,
        refund_amount: p.amount,
        operator_fees: 0,
        tickets: p.order.quantity,
        refund: r ? { refund_number: r.refundNumber, status: r.status } : null,
      };
    });
  }

  /** Raises the refunds owed without a request (one transaction); returns how many. */
  async raiseDue(lotteryId?: number): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      await this.refunds.lockCreation(tx);
      const rows = await this.dueRows(tx, lotteryId);
      let created = 0;
      for (const row of rows) {
        const payment = await tx.findOneOrFail(Payment, row.payment_id, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const order = await tx.findOneOrFail(Order, row.order_id, { populate: ['lottery'] });
        const reason =
          row.lottery_status && payment.status === 'paid' ? lotteryRefundReason(row.lottery_status) : 'system_error';
        if (await this.refunds.raise(tx, payment, order, { type: 'automatic', reason })) created += 1;
      }
      return created;
    });
  }

  private dueRows(em: EntityManager, lotteryId?: number): Promise<DueRow[]> {
    const sql = lotteryId ? `${DUE_SQL} and l.id = ?` : DUE_SQL;
    return em
      .getConnection()
      .execute<DueRow[]>(
        `${sql} order by p.id`,
        lotteryId ? [REFUND_DUE, lotteryId] : [REFUND_DUE],
        'all',
        em.getTransactionContext(),
      );
  }

  /**
   * POST /admin/refunds/process-automatic: raises what is owed, then pays out every refund waiting
   * (customer requests included), or, as a dry run, only says what it would do.
   */
  async processAutomatic(input: ProcessRefundsInput): Promise<RefundProcessingReport> {
    const waitingWhere: FilterQuery<Refund> = {
      status: { $in: ['pending', 'approved'] },
      method: { $in: ['mobile_money', 'wallet_credit'] },
      ...(input.lottery_id ? { lottery: input.lottery_id } : {}),
    };
    if (input.dry_run) {
      const em = this.em.fork();
      const due = await this.dueRows(em, input.lottery_id);
      const waiting = await em.find(Refund, waitingWhere, { fields: ['amount'] as never });
      const amount = due.reduce((s, r) => s + Number(r.amount), 0) + waiting.reduce((s, r) => s + r.amount, 0);
      return report(true, {
        created: due.length,
        processed: due.length + waiting.length,
        completed: 0,
        failed: 0,
        rejected: 0,
        amount,
      });
    }
    const created = await this.raiseDue(input.lottery_id);
    return this.payWaiting(waitingWhere, created);
  }

  /** Automatic pass of the scheduled job: what is owed without a request is raised and paid; customer requests wait for an administrator. */
  async automaticPass(): Promise<RefundProcessingReport> {
    const created = await this.raiseDue();
    return this.payWaiting(
      {
        status: { $in: ['pending', 'approved'] },
        type: 'automatic',
        method: { $in: ['mobile_money', 'wallet_credit'] },
      },
      created,
    );
  }

  private async payWaiting(where: FilterQuery<Refund>, created: number): Promise<RefundProcessingReport> {
    const waiting = await this.em
      .fork()
      .find(Refund, where, { orderBy: { id: 'asc' }, limit: PROCESS_BATCH, fields: ['id', 'amount'] as never });
    const tally = { created, processed: 0, completed: 0, failed: 0, rejected: 0, amount: 0 };
    for (const r of waiting) {
      const status = await this.payouts.process(r.id, { auto: true });
      if (status === 'rejected') tally.rejected += 1;
      else if (status) {
        tally.processed += 1;
        tally.amount += r.amount;
        if (status === 'completed') tally.completed += 1;
        if (status === 'failed') tally.failed += 1;
      }
    }
    return report(false, tally);
  }

  /** POST /admin/refunds/{id}/complete */
  async complete(id: number, input: CompleteRefundInput): Promise<AdminRefundView> {
    await this.payouts.recheckLost(id);
    await this.payouts.completeManually(id, input);
    return this.get(id);
  }

  /** POST /admin/refunds/{id}/reject */
  async reject(id: number, reason: string): Promise<AdminRefundView> {
    await this.payouts.recheckLost(id);
    await this.em.fork().transactional(async (tx) => {
      const refund = await tx.findOne(Refund, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!refund) throw new NotFoundError(E('not_found'));
      transitionRefund(refund, 'rejected', { rejectionReason: reason, messageKey: E('not_rejectable') });
    });
    return this.get(id);
  }

  /** POST /admin/refunds/{id}/retry: a failed or rejected refund is sent again (a new payout attempt). */
  async retry(id: number): Promise<AdminRefundView> {
    await this.payouts.recheckLost(id, { rejected: true });
    await this.em.fork().transactional(async (tx) => {
      await this.refunds.lockCreation(tx);
      const refund = await tx.findOne(Refund, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!refund) throw new NotFoundError(E('not_found'));
      if (refund.status !== 'failed' && refund.status !== 'rejected')
        throw new DomainError(409, E('not_retryable'), { code: 'not_retryable' });
      if (refund.status === 'rejected') {
        const other = await tx.count(Refund, {
          payment: refund.payment.id,
          status: { $ne: 'rejected' },
          id: { $ne: refund.id },
        });
        if (other) throw new DomainError(409, E('already_requested'), { code: 'already_requested' });
      }
      // approved again; the payout below sends it under a new attempt (or rejects it if the order moved on)
      transitionRefund(refund, 'approved', { messageKey: E('not_retryable') });
    });
    await this.payouts.process(id, { auto: false });
    return this.get(id);
  }

  /** POST /admin/payments/{id}/refund: an administrator pays a completed payment back. */
  async refundPayment(
    paymentId: number,
    adminId: number,
    note: string | undefined,
    method: RefundMethod = 'mobile_money',
  ): Promise<AdminRefundView> {
    const refund = await this.em.fork().transactional(async (tx) => {
      await this.refunds.lockCreation(tx);
      const payment = await tx.findOne(Payment, paymentId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!payment) throw new NotFoundError(E('transaction_not_found'));
      const order = await tx.findOneOrFail(Order, payment.order.id, { populate: ['lottery'] });
      const refundDue = payment.status === 'cancelled' && payment.failureReason === REFUND_DUE && payment.paidAt;
      // spec 3 §4: only a completed payment; one already refunded is a conflict, anything else cannot be refunded
      if (payment.status !== 'paid' && !refundDue) {
        throw new DomainError(payment.status === 'refunded' ? 409 : 422, E('payment_not_completed'), {
          code: 'payment_not_completed',
        });
      }
      const raised = await this.refunds.raise(tx, payment, order, {
        type: 'admin',
        reason: 'admin_initiated',
        method,
        notes: note ?? null,
        createdBy: adminId,
      });
      if (!raised) throw new DomainError(409, E('already_requested'), { code: 'already_requested' });
      return raised;
    });
    await this.payouts.process(refund.id, { auto: false });
    return this.get(refund.id);
  }
}

function report(dryRun: boolean, t: Omit<RefundProcessingReport, 'dry_run' | 'message'>): RefundProcessingReport {
  // worded in the reader's language by the controller
  return { dry_run: dryRun, ...t, message: '' };
}
