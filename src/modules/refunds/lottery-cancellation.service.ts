import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { DomainError, NotFoundError } from '../../common/errors/domain-error.js';
import { EventBus } from '../../infra/events/event-bus.js';
import { Lottery } from '../lotteries/index.js';
import { LotteriesService } from '../lotteries/index.js';
import { Order } from '../orders/index.js';
import { OrdersService } from '../orders/index.js';
import { Payment } from '../payments/index.js';
import { SettingsService } from '../settings/index.js';
import type { Refund } from './refund.entity.js';
import { RefundPayoutsService } from './refund-payouts.service.js';
import { RefundsService } from './refunds.service.js';

const E = (k: string) => `refunds.errors.${k}`;
/** Draft, running and short-of-participants raffles; a sold-out one is due for its draw and a drawn one is final. */
const CANCELLABLE = new Set(['draft', 'open', 'expired']);

export interface CancellationResult {
  lottery_id: number;
  status: 'cancelled';
  refunds_created: number;
}

/**
 * An administrator cancels a raffle: in one transaction it stops selling, unpaid orders let go of
 * their tickets, and (with the auto_refund setting) every paid order gets its refund; the payouts
 * then go out after the commit. Money still arriving for a released order is kept for a refund by
 * the settlement.
 */
@Injectable()
export class LotteryCancellationService {
  private readonly logger = new Logger(LotteryCancellationService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersService,
    private readonly refunds: RefundsService,
    private readonly payouts: RefundPayoutsService,
    private readonly settings: SettingsService,
    private readonly bus: EventBus,
    private readonly lotteries: LotteriesService,
  ) {}

  async cancel(lotteryId: number, reason: string, adminId: number): Promise<CancellationResult> {
    const raised = await this.em.fork().transactional(async (tx) => {
      const autoRefund = await this.settings.get('auto_refund', tx);
      await this.refunds.lockCreation(tx);
      // orders before their raffle, the order settlement and expiry take their locks in
      const lockUnpaid = () =>
        tx.find(
          Order,
          { lottery: lotteryId, status: 'awaiting_payment' },
          { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
        );
      await lockUnpaid();
      const lottery = await tx.findOne(Lottery, lotteryId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        populate: ['product'],
      });
      if (!lottery) throw new NotFoundError(E('lottery_not_found'));
      if (!CANCELLABLE.has(lottery.status))
        throw new DomainError(409, E('lottery_not_cancellable'), { code: 'lottery_not_cancellable' });
      // with the raffle locked no new reservation can start; one committed meanwhile is caught here
      const unpaid = await lockUnpaid();
      for (const order of unpaid) await this.orders.release(tx, order, 'cancelled');
      this.lotteries.cancel(lottery);
      const paid = await tx.find(
        Payment,
        { status: 'paid', order: { lottery: lotteryId, status: 'paid' } },
        { populate: ['order', 'order.lottery'], orderBy: { id: 'asc' } },
      );
      const created: Refund[] = [];
      if (autoRefund) {
        for (const payment of paid) {
          const refund = await this.refunds.raise(tx, payment, payment.order as Order, {
            type: 'automatic',
            reason: 'lottery_cancelled',
            notes: reason,
            createdBy: adminId,
          });
          if (refund) created.push(refund);
        }
        await tx.flush();
      }
      this.logger.log({ lottery: lottery.lotteryNumber, admin: adminId, paid: paid.length }, 'Lottery cancelled');
      this.bus.publish(tx, 'LotteryCancelled', {
        lotteryId,
        lotteryNumber: lottery.lotteryNumber,
        productName: lottery.product.name,
        reason,
        participantUserIds: [...new Set(paid.map((p) => p.user.id))],
      });
      return created.map((r) => ({ id: r.id }));
    });
    void this.payOut(raised);
    return { lottery_id: lotteryId, status: 'cancelled', refunds_created: raised.length };
  }

  /** After the commit; what fails here is picked up again by the refunds job. */
  private async payOut(refunds: { id: number }[]): Promise<void> {
    for (const r of refunds) {
      try {
        await this.payouts.process(r.id, { auto: true });
      } catch (err) {
        this.logger.warn(
          { refund: r.id, err: err instanceof Error ? err.message : err },
          'Payout after cancellation failed',
        );
      }
    }
  }
}
