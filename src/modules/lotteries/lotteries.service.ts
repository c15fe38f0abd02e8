import { Inject, Injectable } from '@nestjs/common';
import { BEACON_SOURCE, type BeaconSource } from './beacon/beacon-source.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DomainError } from '../../common/errors/domain-error.js';
import type { PurchaseTicketsInput } from '../../contracts/tickets.js';
import { canBuy } from '../../contracts/roles.js';
import { normalizePhoneStrict } from '../users/index.js';
import type { User } from '../users/index.js';
import { Order } from '../orders/index.js';
import { newOrderNumber } from '../../common/dated-number.js';
import { holdingLimit, tooManyOpenOrders } from '../orders/index.js';
import { ReservationBatches, type ReserveOutcome } from './reservation-batches.js';
import { DRAW_ALGORITHM, newSeed, seedCommitment } from './fair-draw.js';
import type { Product } from '../catalogue/index.js';
import { Lottery } from './lottery.entity.js';
import { newLotteryNumber } from './lottery-number.js';
import { sealSeed } from './seed-box.js';
import { Ticket } from './ticket.entity.js';
import { closeSoldOut, moveLottery } from './lottery.state.js';
import { moveOrderTickets, moveTicket } from './ticket.state.js';
import { DrawService } from './draw.service.js';
import { SettingsService } from '../settings/index.js';
import { adultUnconfirmedRefusal, selfExcludedRefusal, spendingCapRefusal } from './buyer-limits.service.js';

/** A raffle's terms, promises to buyers once a ticket is sold: checked by the caller against the platform settings. */
export interface LotteryTerms {
  ticketPrice: number;
  totalTickets: number;
  minParticipants: number;
  endDate: Date;
}

/** What a buyer holds after reserving tickets: the order to pay before `expiresAt`. */
export interface TicketReservation {
  orderId: number;
  orderNumber: string;
  totalAmount: number;
  quantity: number;
  expiresAt: Date;
}

/** The French domain error of a refused reservation. */
function refusal(row: ReserveOutcome | undefined): DomainError {
  switch (row?.r_outcome) {
    // like a direct purchase of one's own product: a seller could otherwise buy their raffle's tickets to push it past its minimum
    case 'own_lottery':
      return new DomainError(403, 'tickets.errors.own_lottery', { code: 'own_lottery' });
    case 'sold_out':
      return new DomainError(409, 'tickets.errors.sold_out', { code: 'sold_out' });
    case 'closed':
      return new DomainError(409, 'tickets.errors.closed', { code: 'lottery_closed' });
    case 'amount_mismatch':
      return new DomainError(422, 'errors.validation', {
        code: 'amount_mismatch',
        errors: { total_amount: ['tickets.errors.amount_mismatch'] },
        params: {},
      });
    case 'too_many_open_orders':
      return tooManyOpenOrders();
    case 'holding_limit':
      return holdingLimit(row.r_cap ?? 0, row.r_held ?? 0);
    // the seller changed the price while this purchase waited: never sell at a stale price
    case 'price_changed':
      return new DomainError(409, 'tickets.errors.price_changed', { code: 'price_changed' });
    // buyer protection (README "Buyer protection")
    case 'adult_unconfirmed':
      return adultUnconfirmedRefusal();
    case 'self_excluded':
      return selfExcludedRefusal(new Date(row.r_excluded_until ?? Date.now()));
    case 'spending_cap':
      return spendingCapRefusal(row.r_spend_cap ?? 0, row.r_spent ?? 0);
    case 'not_enough':
      return new DomainError(409, 'tickets.errors.not_enough', {
        code: 'not_enough_tickets',
        params: { remaining: row.r_remaining ?? 0 },
      });
    default:
      return new DomainError(404, 'tickets.errors.lottery_not_found');
  }
}

export function ticketNumber(lottery: Pick<Lottery, 'lotteryNumber'>, seq: number): string {
  return `${lottery.lotteryNumber}-${String(seq).padStart(4, '0')}`;
}

/**
 * The write side of tombolas: opening (seed commitment), reserving tickets without ever overselling,
 * and settling an order's tickets (confirm on payment, release on expiry or failure).
 */
@Injectable()
export class LotteriesService {
  /** concurrent buyers of one raffle share a statement (see ReservationBatches) */
  private readonly reservations: ReservationBatches;

  constructor(
    em: EntityManager,
    private readonly draws: DrawService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(BEACON_SOURCE) private readonly beacon: BeaconSource,
    private readonly settings: SettingsService,
  ) {
    this.reservations = new ReservationBatches(em);
  }

  /** A product's new raffle, a draft (no seed yet) until `open`; its public number is drawn now. Flushed with `tx`. */
  createDraft(tx: EntityManager, product: Product, terms: LotteryTerms): Lottery {
    return tx.create(Lottery, { product, lotteryNumber: newLotteryNumber(), ...terms, status: 'draft' });
  }

  /**
   * New terms for a raffle; absent ones stay as they are. The caller holds the raffle's row lock and has
   * checked that no ticket is sold or reserved yet (catalogue's guardLotteryTermsEdit). Flushed with `tx`.
   */
  setTerms(_tx: EntityManager, lottery: Lottery, terms: Partial<LotteryTerms>): void {
    if (terms.ticketPrice !== undefined) lottery.ticketPrice = terms.ticketPrice;
    if (terms.totalTickets !== undefined) lottery.totalTickets = terms.totalTickets;
    if (terms.minParticipants !== undefined) lottery.minParticipants = terms.minParticipants;
    if (terms.endDate !== undefined) lottery.endDate = terms.endDate;
  }

  /**
   * draft → open: the secret seed is drawn now and only its SHA-256 is published; it never changes
   * afterwards. The algorithm and the public beacon whose first round after the close will be mixed
   * in are fixed now too, so neither can be chosen once the outcome could be known.
   */
  open(_tx: EntityManager, lottery: Lottery): void {
    if (lottery.status !== 'draft') throw new DomainError(409, 'tickets.errors.not_draft');
    const now = new Date();
    const seed = newSeed();
    lottery.seedSealed = sealSeed(this.config, lottery.lotteryNumber, seed);
    lottery.seedCommitment = seedCommitment(seed);
    lottery.drawAlgorithm = DRAW_ALGORITHM;
    lottery.beacon = this.beacon.id;
    moveLottery(lottery, 'open', now);
  }

  /**
   * Reserves `quantity` tickets and creates the order awaiting payment: one statement (the
   * reserve_tickets function, migration ReserveTickets; concurrent buyers share one) checks the raffle and the buyer's quotas and
   * takes the tickets by a conditional UPDATE of the raffle's row (plus a CHECK constraint), so
   * concurrent buyers can never take more tickets than exist, and a refusal writes nothing.
   */
  async purchase(
    user: Pick<User, 'id' | 'phone'>,
    roles: string[],
    input: PurchaseTicketsInput,
  ): Promise<TicketReservation> {
    if (!canBuy(roles)) throw new DomainError(403, 'tickets.errors.not_a_buyer', { code: 'forbidden' });
    const phone = normalizePhoneStrict(input.phone_number || user.phone || '');
    if (!phone)
      throw new DomainError(422, 'tickets.errors.phone_required', {
        code: 'phone_required',
        errors: { phone_number: ['tickets.errors.phone_required'] },
      });
    const orderNumber = newOrderNumber();
    const expiresAt = new Date(Date.now() + this.config.reservationMinutes * 60_000);
    const spendCap = await this.settings.get('lottery_monthly_spending_cap');
    const row = await this.reservations.reserve({
      userId: user.id,
      lotteryId: input.lottery_id,
      quantity: input.quantity,
      amount: input.total_amount,
      phone,
      orderNumber,
      expiresAt,
      spendCap,
    });
    if (row?.r_outcome !== 'reserved') throw refusal(row);
    return {
      orderId: row.r_order_id!,
      orderNumber,
      totalAmount: input.total_amount,
      quantity: input.quantity,
      expiresAt,
    };
  }

  /**
   * Payment received: the order's reserved tickets become sold, inside the caller's transaction,
   * which has checked paymentWindow: a raffle no longer open (expired, cancelled, drawn) never
   * sells. When the last ticket sells, the lottery closes and is drawn in the same transaction.
   */
  async confirm(tx: EntityManager, order: Order): Promise<void> {
    const tickets = await tx.find(Ticket, { order, status: 'reserved' });
    if (!tickets.length || !order.lottery) return;
    const n = tickets.length;
    const now = new Date();
    for (const t of tickets) {
      moveTicket(t, 'paid');
      t.purchasedAt = now;
    }
    // only an open raffle sells: the caller (settlement) holds its lock since paymentWindow said so
    const rows = await tx.getConnection().execute<{ sold_tickets: number; total_tickets: number }[]>(
      `update lotteries set reserved_tickets = reserved_tickets - ?, sold_tickets = sold_tickets + ?, updated_at = now()
       where id = ? and reserved_tickets >= ? and status = 'open' returning sold_tickets, total_tickets`,
      [n, n, order.lottery.id, n],
      'all',
      tx.getTransactionContext(),
    );
    if (!rows.length)
      throw new Error(`Lottery ${order.lottery.id} is not open or its reservation counter is inconsistent`);
    await tx.flush();
    if (rows[0]!.sold_tickets >= rows[0]!.total_tickets) {
      // only the transaction that made the transition draws; a raffle no longer open is not drawn here
      if (await closeSoldOut(tx, order.lottery.id)) await this.draws.drawAtSellOut(tx, order.lottery.id);
    }
  }

  /**
   * Whether money may still turn this lottery's reservations into tickets: `open` (on sale), `ended`
   * (still open but past its end date: no new payment starts, but one under way still settles, its
   * tickets taking part in the pending draw) or `closed` (sold out, drawn, expired short of
   * participants or cancelled: tickets paid now could take part in no draw, so the money is recorded
   * as owed back instead). The row stays locked until the caller's transaction ends (unless `lock`
   * is false, for a mere pre-check), so a draw or an expiry cannot slip in between this answer and
   * the conversion.
   */
  async paymentWindow(tx: EntityManager, lotteryId: number, lock = true): Promise<'open' | 'ended' | 'closed'> {
    const [row] = await tx
      .getConnection()
      .execute<{ status: string; ended: boolean }[]>(
        `select status, end_date <= now() as ended from lotteries where id = ?${lock ? ' for update' : ''}`,
        [lotteryId],
        'all',
        tx.getTransactionContext(),
      );
    if (row?.status !== 'open') return 'closed';
    return row.ended ? 'ended' : 'open';
  }

  /** Unpaid order: its reserved tickets go back on sale. Idempotent. */
  async release(tx: EntityManager, order: Order): Promise<number> {
    const tickets = await tx.find(Ticket, { order, status: 'reserved' });
    if (!tickets.length || !order.lottery) return 0;
    for (const t of tickets) moveTicket(t, 'released');
    await tx
      .getConnection()
      .execute(
        `update lotteries set reserved_tickets = reserved_tickets - ?, updated_at = now() where id = ?`,
        [tickets.length, order.lottery.id],
        'all',
        tx.getTransactionContext(),
      );
    await tx.flush();
    return tickets.length;
  }

  /**
   * An administrator cancels a paid order before its raffle's draw: its sold tickets leave the pool and
   * the counters (they are not sold again: their numbers stay unused). Refused once the raffle is drawn.
   * The caller holds the order's lock; the raffle's row is locked here, as a draw takes it.
   */
  async releaseSold(tx: EntityManager, order: Order): Promise<number> {
    if (!order.lottery) return 0;
    const [row] = await tx
      .getConnection()
      .execute<{ status: string }[]>(
        `select status from lotteries where id = ? for update`,
        [order.lottery.id],
        'all',
        tx.getTransactionContext(),
      );
    if (!row || row.status === 'drawn')
      throw new DomainError(422, 'order_status.errors.after_draw', { code: 'already_drawn' });
    const n = await moveOrderTickets(tx, order.id, 'released', ['paid']);
    if (n) {
      await tx
        .getConnection()
        .execute(
          `update lotteries set sold_tickets = sold_tickets - ?, updated_at = now() where id = ?`,
          [n, order.lottery.id],
          'all',
          tx.getTransactionContext(),
        );
    }
    return n;
  }

  /** Their money is back with the buyer: the order's sold tickets are refunded. */
  async refundTickets(tx: EntityManager, orderId: number): Promise<number> {
    return moveOrderTickets(tx, orderId, 'refunded', ['paid']);
  }

  /** The numbers of the order's tickets still reserved (those its payment is about to buy), in order. */
  async reservedTicketNumbers(tx: EntityManager, orderId: number): Promise<string[]> {
    const tickets = await tx.find(Ticket, { order: orderId, status: 'reserved' }, { orderBy: { ticketNumber: 'asc' } });
    return tickets.map((t) => t.ticketNumber);
  }

  /** Stops a raffle (administration, or its seller while nobody holds a ticket); the table says from where. */
  cancel(lottery: Lottery, now = new Date()): void {
    moveLottery(lottery, 'cancelled', now);
  }
}
