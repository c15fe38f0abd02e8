import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { LOCK_KEYS } from '../../infra/database/advisory-lock.js';
import { IntervalJobs } from '../../infra/scheduler/interval-job.js';
import { OrdersService } from '../orders/index.js';
import { Order, ORDER_ALIAS } from '../orders/index.js';
import { Payment } from './payment.entity.js';
import { movePayment } from './payment.state.js';
import { PaymentEvents } from './payment-events.js';
import { SettlementService } from './settlement.service.js';

/** A gateway that stays unreachable cannot hold tickets hostage for longer than this past the order's end. */
const GATEWAY_GRACE_MS = 10 * 60_000;
const BATCH = 50;
/** Batches of due orders one expiry tick walks through at most. */
const DUE_BATCHES = 10;

/**
 * The safety net under the gateway's notifications: pending bills are re-queried, and orders whose
 * payment window passed are expired (after a last look at their bills), releasing what they held.
 */
@Injectable()
export class ReconciliationService implements OnApplicationBootstrap {
  private readonly logger = new Logger(ReconciliationService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly settlement: SettlementService,
    private readonly orders: OrdersService,
    private readonly events: PaymentEvents,
    private readonly jobs: IntervalJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.start({
      name: 'reconcilePayments',
      lockKey: LOCK_KEYS.reconcilePayments,
      everyMs: this.config.reconcileIntervalSeconds * 1000,
      run: () => this.run(),
    });
  }

  async run(now = new Date()): Promise<{ checked: number; expired: number }> {
    const checked = await this.recheckPending(now);
    const expired = await this.expireDue(now);
    return { checked, expired };
  }

  /** Pending bills not heard of for a while are asked about again. */
  async recheckPending(now = new Date()): Promise<number> {
    const since = new Date(now.getTime() - this.config.reconcileIntervalSeconds * 1000);
    const pending = await this.em
      .fork()
      .find(
        Payment,
        { status: 'pending', billId: { $ne: null }, $or: [{ lastCheckedAt: null }, { lastCheckedAt: { $lt: since } }] },
        { orderBy: { lastCheckedAt: 'asc' }, limit: BATCH, fields: ['id', 'billId'] as never },
      );
    for (const p of pending) await this.settleQuietly(p.billId!);
    return pending.length;
  }

  private async settleQuietly(billId: string): Promise<boolean> {
    try {
      await this.settlement.settleBill(billId);
      return true;
    } catch (err) {
      this.logger.warn({ err: err instanceof Error ? err.message : err, billId }, 'Bill re-query failed');
      return false;
    }
  }

  /** Orders past their window: a last look at their bills, then expiry and release, one transaction each. */
  async expireDue(now = new Date()): Promise<number> {
    let expired = 0;
    for await (const candidate of this.dueOrders(now)) {
      const bills = await this.em
        .fork()
        .find(
          Payment,
          { order: candidate.id, status: 'pending', billId: { $ne: null } },
          { fields: ['id', 'billId'] as never },
        );
      let reachable = true;
      for (const b of bills) reachable = (await this.settleQuietly(b.billId!)) && reachable;
      const overdue = now.getTime() - (candidate.expiresAt?.getTime() ?? 0) > GATEWAY_GRACE_MS;
      if (!reachable && !overdue) continue;
      const ended = await this.em.fork().transactional(async (tx) => {
        // payments before their order, in the order settlement takes them, so the two never deadlock
        const payments = await tx.find(
          Payment,
          { order: candidate.id, status: 'pending' },
          { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
        );
        const order = await tx.findOne(
          Order,
          { id: candidate.id },
          { lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: [ORDER_ALIAS], populate: ['lottery', 'product'] },
        );
        if (order?.status !== 'awaiting_payment' || !order.expiresAt || order.expiresAt > now) return null;
        for (const p of payments) movePayment(p, 'expired');
        await this.orders.release(tx, order, 'expired');
        return { order, payments };
      });
      if (ended) {
        expired++;
        for (const p of ended.payments) this.events.statusChanged(p, ended.order);
      }
    }
    if (expired) this.logger.log({ expired }, 'Expired unpaid orders');
    return expired;
  }

  /**
   * Unpaid orders past their window, oldest first, a batch at a time up to DUE_BATCHES batches a tick:
   * the walk goes on past the orders left waiting (a bill the gateway cannot answer yet), so that a
   * batch of those never holds back the expiry of the orders behind them.
   */
  private async *dueOrders(now: Date): AsyncGenerator<Order> {
    let after: { at: Date; id: number } | undefined;
    for (let batch = 0; batch < DUE_BATCHES; batch++) {
      const page = await this.em.fork().find(
        Order,
        {
          status: 'awaiting_payment',
          expiresAt: { $lte: now },
          ...(after && { $or: [{ expiresAt: { $gt: after.at } }, { expiresAt: after.at, id: { $gt: after.id } }] }),
        },
        { limit: BATCH, orderBy: { expiresAt: 'asc', id: 'asc' } },
      );
      yield* page;
      const last = page.at(-1);
      if (page.length < BATCH || !last?.expiresAt) return;
      after = { at: last.expiresAt, id: last.id };
    }
  }
}
