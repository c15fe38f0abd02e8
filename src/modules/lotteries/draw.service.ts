import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { open } from '../auth/secret-box.js';
import { DRAW_ALGORITHM, drawWinner, verificationCode } from './fair-draw.js';
import { Draw } from './draw.entity.js';
import { Lottery } from './lottery.entity.js';
import { Ticket } from './ticket.entity.js';

export type DrawTrigger = 'sold_out' | 'end_date' | 'admin';

/**
 * Runs the commit–reveal draw exactly once per lottery: the lottery row is locked and its state
 * checked in the same transaction that stores the proof, so retries, crashes and other instances
 * can only ever find the draw already made.
 */
@Injectable()
export class DrawService {
  private readonly logger = new Logger(DrawService.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async drawNow(lotteryId: number, trigger: DrawTrigger): Promise<Draw> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.em.fork().transactional((tx) => this.drawInTransaction(tx, lotteryId, trigger));
      } catch (err) {
        // two verification codes colliding is astronomically rare, but a retry costs nothing
        if (err instanceof UniqueConstraintViolationException && attempt < 3) continue;
        throw err;
      }
    }
  }

  async drawInTransaction(tx: EntityManager, lotteryId: number, trigger: DrawTrigger): Promise<Draw> {
    const lottery = await tx.findOne(Lottery, { id: lotteryId }, { lockMode: 3, populate: ['seedSealed'] });
    if (!lottery) throw new DomainError(404, 'tickets.errors.lottery_not_found');
    const existing = await tx.findOne(Draw, { lottery: lotteryId });
    if (existing) return existing;
    const due = lottery.status === 'sold_out' || lottery.status === 'expired' || (lottery.status === 'open' && lottery.endDate <= new Date());
    if (!due) throw new DomainError(409, 'tickets.errors.not_drawable', { code: 'not_drawable' });
    if (!lottery.seedSealed || !lottery.seedCommitment) throw new Error(`Lottery ${lotteryId} has no committed seed`);
    const paid = await tx.find(Ticket, { lottery: lotteryId, status: 'paid' }, { populate: ['owner'] });
    if (!paid.length) throw new DomainError(409, 'tickets.errors.no_tickets_sold', { code: 'not_drawable' });

    const seed = Buffer.from(open(this.config.appSecret, lottery.seedSealed), 'hex');
    const result = drawWinner(seed, lottery.lotteryNumber, paid.map((t) => t.ticketNumber));
    const winning = paid.find((t) => t.ticketNumber === result.winner)!;
    const now = new Date();
    const draw = tx.create(Draw, {
      lottery,
      algorithm: DRAW_ALGORITHM,
      seed: seed.toString('hex'),
      seedCommitment: lottery.seedCommitment,
      pool: result.pool,
      poolHash: result.poolHash,
      counter: result.counter,
      winningTicket: result.winner,
      winner: winning.owner,
      verificationCode: verificationCode(),
      trigger,
      drawnAt: now,
    });
    for (const t of paid) t.status = t === winning ? 'won' : 'lost';
    lottery.status = 'drawn';
    lottery.drawnAt = now;
    lottery.closedAt ??= now;
    await tx.flush();
    this.logger.log({ lottery: lottery.lotteryNumber, ticket: result.winner, trigger }, 'Lottery drawn');
    return draw;
  }

  /**
   * Open lotteries past their end date: drawn when they reached their minimum of participants,
   * otherwise marked expired (their buyers become eligible for a refund).
   */
  async closeExpired(now = new Date()): Promise<{ drawn: number; expired: number }> {
    const due = await this.em.fork().find(Lottery, { status: 'open', endDate: { $lte: now } }, { limit: 100 });
    let drawn = 0;
    let expired = 0;
    for (const lottery of due) {
      const participants = await this.em
        .fork()
        .getConnection()
        .execute<{ n: number }[]>(`select count(distinct owner_id)::int as n from tickets where lottery_id = ? and status = 'paid'`, [lottery.id]);
      const enough = (participants[0]?.n ?? 0) >= Math.max(1, lottery.minParticipants);
      if (enough) {
        await this.drawNow(lottery.id, 'end_date');
        drawn++;
      } else {
        await this.em.fork().nativeUpdate(Lottery, { id: lottery.id, status: 'open' }, { status: 'expired', closedAt: now });
        expired++;
      }
    }
    return { drawn, expired };
  }
}
