import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LotteryRefunds, type LotteryRefundsPort } from '../lotteries/index.js';
import { openTicketRefunds } from './refund-queries.js';

/** Answers the draw's question about refunds of a raffle's tickets (see LotteryRefundsPort). */
@Injectable()
export class LotteryRefundsAdapter implements LotteryRefundsPort, OnModuleInit {
  constructor(private readonly slot: LotteryRefunds) {}

  onModuleInit(): void {
    this.slot.fill(this);
  }

  openTicketRefunds(tx: EntityManager, lotteryId: number): Promise<number> {
    return openTicketRefunds(tx, lotteryId);
  }
}

/** The slot filled, for the lotteries services that the seeders build by hand outside the Nest container. */
export function filledLotteryRefunds(): LotteryRefunds {
  const slot = new LotteryRefunds();
  new LotteryRefundsAdapter(slot).onModuleInit();
  return slot;
}
