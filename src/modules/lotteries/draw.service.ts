import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { EventBus } from '../../infra/events/event-bus.js';
import { SettingsService } from '../settings/index.js';
import {
  BEACON_SOURCE,
  DrawWaitingForBeaconError,
  type BeaconRound,
  type BeaconSource,
} from './beacon/beacon-source.js';
import { DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2, drawWinner, verificationCode } from './fair-draw.js';
import { Draw } from './draw.entity.js';
import { LotteryRefunds } from './lottery-refunds.port.js';
import { Lottery } from './lottery.entity.js';
import { moveLottery } from './lottery.state.js';
import { moveTicket } from './ticket.state.js';
import { openCommittedSeed, SeedIntegrityError } from './seed-box.js';
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
    private readonly settings: SettingsService,
    @Inject(BEACON_SOURCE) private readonly beacon: BeaconSource,
    private readonly refunds: LotteryRefunds,
    // absent when the seeder builds the service by hand: seeded draws notify nobody
    @Optional() private readonly bus?: EventBus,
  ) {}

  /**
   * `refuseExisting`: an administrator's click must say when the raffle was already drawn (by the
   * job, or by a second click at the same moment, which waited on the row lock) instead of showing
   * someone else's draw as its own: 422 already_drawn. Jobs and retries get the existing draw back.
   */
  async drawNow(lotteryId: number, trigger: DrawTrigger, options: { refuseExisting?: boolean } = {}): Promise<Draw> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.em.fork().transactional((tx) => this.drawInTransaction(tx, lotteryId, trigger, options));
      } catch (err) {
        // two verification codes colliding is astronomically rare, but a retry costs nothing
        if (err instanceof UniqueConstraintViolationException && attempt < 3) continue;
        throw err;
      }
    }
  }

  /** `demo`: a draw of the demonstration data, made while seeding, is logged at debug (it is no news at start-up). */
  async drawInTransaction(
    tx: EntityManager,
    lotteryId: number,
    trigger: DrawTrigger,
    options: { refuseExisting?: boolean; demo?: boolean } = {},
  ): Promise<Draw> {
    const lottery = await tx.findOne(Lottery, { id: lotteryId }, { lockMode: 3, populate: ['seedSealed'] });
    if (!lottery) throw new DomainError(404, 'tickets.errors.lottery_not_found');
    const existing = await tx.findOne(Draw, { lottery: lotteryId });
    if (existing && options.refuseExisting)
      throw new DomainError(422, 'tickets.errors.already_drawn', { code: 'already_drawn' });
    if (existing) return existing;
    await this.assertDrawable(tx, lottery);
    if (!lottery.seedSealed || !lottery.seedCommitment) throw new Error(`Lottery ${lotteryId} has no committed seed`);
    const paid = await tx.find(Ticket, { lottery: lotteryId, status: 'paid' }, { populate: ['owner'] });
    if (!paid.length) throw new DomainError(409, 'tickets.errors.no_tickets_sold', { code: 'not_drawable' });

    const seed = this.committedSeed(lottery.lotteryNumber, lottery.seedSealed, lottery.seedCommitment);
    const beacon = await this.beaconRound(tx, lottery);
    const result = drawWinner(
      seed,
      lottery.lotteryNumber,
      paid.map((t) => t.ticketNumber),
      beacon?.round.value,
    );
    const winning = paid.find((t) => t.ticketNumber === result.winner)!;
    const now = new Date();
    const draw = tx.create(Draw, {
      lottery,
      algorithm: beacon ? DRAW_ALGORITHM_V2 : DRAW_ALGORITHM_V1,
      seed: seed.toString('hex'),
      seedCommitment: lottery.seedCommitment,
      pool: result.pool,
      poolHash: result.poolHash,
      counter: result.counter,
      beacon: beacon ? lottery.beacon : null,
      beaconRound: beacon?.round.round ?? null,
      beaconValue: beacon?.round.value ?? null,
      beaconPublishedAt: beacon?.round.publishedAt ?? null,
      salesClosedAt: beacon?.closedAt ?? null,
      winningTicket: result.winner,
      winner: winning.owner,
      verificationCode: verificationCode(),
      trigger,
      drawnAt: now,
    });
    for (const t of paid) moveTicket(t, t === winning ? 'won' : 'lost');
    moveLottery(lottery, 'drawn', now);
    await tx.flush();
    await tx.populate(lottery, ['product']);
    this.bus?.publish(tx, 'LotteryDrawn', {
      lotteryId: lottery.id,
      lotteryNumber: lottery.lotteryNumber,
      productName: lottery.product.name,
      winnerUserId: winning.owner.id,
      winningTicket: result.winner,
      participantUserIds: [...new Set(paid.map((t) => t.owner.id))],
      verificationCode: draw.verificationCode,
    });
    this.logger[options.demo ? 'debug' : 'log'](
      { lottery: lottery.lotteryNumber, ticket: result.winner, trigger },
      'Lottery drawn',
    );
    return draw;
  }

  /**
   * Only a raffle whose closing really happened is drawn: sold out, or still open past its end date
   * with enough participants (auto_draw off leaves it so for an administrator). One that fell short
   * (`expired`) or was cancelled belongs to the refunds, never to a draw; nor is one drawn while
   * money that bought its tickets is being paid back, as the winner could get both prize and refund.
   * The caller holds the raffle's row lock, so a payment settling meanwhile is seen.
   */
  private async assertDrawable(tx: EntityManager, lottery: Lottery): Promise<void> {
    if (lottery.status === 'expired')
      throw new DomainError(422, 'tickets.errors.draw_fell_short', { code: 'not_drawable' });
    if (lottery.status === 'cancelled')
      throw new DomainError(422, 'tickets.errors.draw_cancelled', { code: 'not_drawable' });
    const ended = lottery.status === 'open' && lottery.endDate <= new Date();
    if (lottery.status !== 'sold_out' && !ended)
      throw new DomainError(409, 'tickets.errors.not_drawable', { code: 'not_drawable' });
    if (ended && !(await this.hasEnoughParticipants(tx, lottery)))
      throw new DomainError(422, 'tickets.errors.draw_fell_short', { code: 'not_drawable' });
    if (await this.refunds.use.openTicketRefunds(tx, lottery.id))
      throw new DomainError(409, 'tickets.errors.draw_refunds_open', { code: 'refunds_open' });
  }

  private async hasEnoughParticipants(tx: EntityManager, lottery: Lottery): Promise<boolean> {
    const [row] = await tx
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(distinct owner_id)::int as n from tickets where lottery_id = ? and status = 'paid'`,
        [lottery.id],
        'all',
        tx.getTransactionContext(),
      );
    return (row?.n ?? 0) >= Math.max(1, lottery.minParticipants);
  }

  /**
   * The sell-out transition of `lotteryId` has just happened in `tx` (the caller's conditional UPDATE
   * changed the row): the raffle is drawn in the same transaction, unless refunds of its tickets are
   * under way — then it stays `sold_out` and closeExpired draws it once they are settled, so the
   * payment that sold the last ticket is never rolled back for it.
   */
  async drawAtSellOut(tx: EntityManager, lotteryId: number): Promise<Draw | null> {
    if (await this.refunds.use.openTicketRefunds(tx, lotteryId)) {
      this.logger.warn({ lottery: lotteryId }, 'Sold out while refunds of its tickets are under way: draw postponed');
      return null;
    }
    try {
      return await this.drawInTransaction(tx, lotteryId, 'sold_out');
    } catch (err) {
      // with a real beacon the round after this instant is not published yet: the draw job makes it
      if (err instanceof DrawWaitingForBeaconError) return null;
      throw err;
    }
  }

  /**
   * v2 raffles: the first round of the beacon named at opening published after sales closed (sold out,
   * or the end date). Not published yet, or the source unreachable: the draw waits, it never goes ahead
   * without it. v1 raffles (opened before beacons) committed to no beacon: null.
   */
  private async beaconRound(
    tx: EntityManager,
    lottery: Lottery,
  ): Promise<{ round: BeaconRound; closedAt: Date } | null> {
    const algorithm = lottery.drawAlgorithm ?? DRAW_ALGORITHM_V1;
    if (algorithm === DRAW_ALGORITHM_V1) return null;
    if (algorithm !== DRAW_ALGORITHM_V2)
      throw new Error(`Lottery ${lottery.lotteryNumber} names an unknown draw algorithm ${algorithm}`);
    if (lottery.beacon !== this.beacon.id) {
      this.logger.error(
        { lottery: lottery.lotteryNumber, committed: lottery.beacon, configured: this.beacon.id },
        'Draw refused: the configured beacon is not the one named at opening',
      );
      throw new Error(
        `Lottery ${lottery.lotteryNumber} committed to beacon ${lottery.beacon}, but ${this.beacon.id} is configured`,
      );
    }
    const closedAt = lottery.closedAt && lottery.closedAt < lottery.endDate ? lottery.closedAt : lottery.endDate;
    const round = await this.beacon.roundAfter(tx, closedAt);
    if (!round) throw new DrawWaitingForBeaconError();
    return { round, closedAt };
  }

  /**
   * Sold-out raffles not drawn yet: their draw waits for the beacon round published after the last
   * ticket sold. One failing raffle (logged) does not hold the others back.
   */
  async drawWaiting(): Promise<number> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(
        `select l.id from lotteries l
        where l.status = 'sold_out' and not exists (select 1 from draws d where d.lottery_id = l.id)
        order by l.closed_at nulls first, l.id limit 100`,
      );
    let drawn = 0;
    for (const { id } of rows) {
      try {
        if (await this.tryDraw(id, 'sold_out')) drawn++;
      } catch (err) {
        this.logger.error({ lotteryId: id, err: (err as Error).message }, 'Waiting draw failed');
      }
    }
    return drawn;
  }

  /** Never draws with a seed other than the committed one: the lottery stays undrawn and the error is loud. */
  private committedSeed(lotteryNumber: string, sealed: string, commitment: string): Buffer {
    try {
      return openCommittedSeed(this.config, lotteryNumber, sealed, commitment);
    } catch (err) {
      if (err instanceof SeedIntegrityError)
        this.logger.error({ lottery: lotteryNumber, err: err.message }, 'Draw refused: seed integrity check failed');
      throw err;
    }
  }

  /**
   * Open lotteries past their end date. Without enough participants one becomes `expired` (its buyers
   * are eligible for a refund). With enough, the `auto_draw` setting decides: on, it is drawn now; off,
   * it deliberately stays `open` — sales are closed by the end date already (purchase and
   * isOpenForSale check it), the public pages show it as "Tirage en cours", and drawInTransaction
   * accepts an open lottery past its end date, so `POST /admin/lotteries/{id}/draw` draws it later.
   * `expired` is kept for lotteries that fell short, so refunds never pick up a draw that is merely pending.
   */
  async closeExpired(now = new Date()): Promise<{ drawn: number; expired: number }> {
    const autoDraw = await this.settings.get('auto_draw');
    // pending draws (enough participants, auto_draw off) are left out, so they never crowd the batch
    const due = await this.em
      .fork()
      .getConnection()
      .execute<{ id: number; enough: boolean }[]>(
        `select id, enough from (
         select l.id, l.end_date,
                (select count(distinct t.owner_id) from tickets t where t.lottery_id = l.id and t.status = 'paid') >= greatest(1, l.min_participants) as enough
           from lotteries l
          where l.status = 'open' and l.end_date <= ?
       ) due
       ${autoDraw ? '' : 'where not enough'}
       order by end_date, id
       limit 100`,
        [now],
      );
    let drawn = 0;
    let expired = 0;
    for (const lottery of due) {
      const outcome = await this.closeOne(lottery.id, now);
      if (outcome === 'expired') expired++;
      else if (outcome === 'enough' && autoDraw && (await this.tryDraw(lottery.id, 'end_date'))) drawn++;
    }
    // sold out while refunds of their tickets were under way, or waiting for their beacon round
    drawn += await this.drawWaiting();
    return { drawn, expired };
  }

  /**
   * Settles one open raffle past its end date under its row lock: expired if it fell short,
   * counted after the lock so that a payment settling at that moment is taken into account.
   */
  private async closeOne(lotteryId: number, now: Date): Promise<'expired' | 'enough' | 'gone'> {
    return this.em.fork().transactional(async (tx) => {
      const lottery = await tx.findOne(
        Lottery,
        { id: lotteryId, status: 'open', endDate: { $lte: now } },
        { lockMode: 3 },
      );
      if (!lottery) return 'gone';
      if (await this.hasEnoughParticipants(tx, lottery)) return 'enough';
      moveLottery(lottery, 'expired', now);
      return 'expired';
    });
  }

  /**
   * A draw the jobs attempt: null when it may not happen yet (its beacon round is not published,
   * refunds of its tickets are under way…), left for the next run.
   */
  async tryDraw(lotteryId: number, trigger: DrawTrigger): Promise<Draw | null> {
    try {
      return await this.drawNow(lotteryId, trigger);
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      if (!(err instanceof DrawWaitingForBeaconError))
        this.logger.warn({ lottery: lotteryId, reason: err.messageKey }, 'Draw not possible yet');
      return null;
    }
  }
}
