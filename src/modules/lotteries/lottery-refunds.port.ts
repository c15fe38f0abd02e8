import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PortSlot } from '../../common/port-slot.js';

/**
 * What the draw needs from the refunds module, which depends on this one: it fills the slot at
 * start-up (refunds/lottery-refunds.adapter.ts).
 */
export interface LotteryRefundsPort {
  /**
   * How many refunds are under way for money that bought tickets still in the raffle (the payment
   * still paid, the refund neither rejected nor completed); read inside the draw's transaction `tx`.
   */
  openTicketRefunds(tx: EntityManager, lotteryId: number): Promise<number>;
}

@Injectable()
export class LotteryRefunds extends PortSlot<LotteryRefundsPort> {}
