import { Inject, Injectable } from '@nestjs/common';
import { BEACON_SOURCE, type BeaconSource } from './beacon/beacon-source.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DomainError } from '../../common/errors/domain-error.js';
import type { PurchaseTicketsInput } from '../../contracts/tickets.js';
import { canBuy } from '../../contracts/roles.js';
import { normalizePhoneStrict } from '../users/phone.js';
import type { User } from '../users/user.entity.js';
import { Order } from '../orders/order.entity.js';
import { newOrderNumber } from '../orders/order-number.js';
import { assertReservationQuota } from '../orders/reservation-quota.js';
import { DRAW_ALGORITHM, newSeed, seedCommitment } from './fair-draw.js';
import { Lottery } from './lottery.entity.js';
import { sealSeed } from './seed-box.js';
import { Ticket } from './ticket.entity.js';
import { closeSoldOut, moveLottery } from './lottery.state.js';
import { moveOrderTickets, moveTicket } from './ticket.state.js';
import { DrawService } from './draw.service.js';

export function ticketNumber(lottery: Pick<Lottery, 'lotteryNumber'>, seq: number): string {
  return `${lottery.lotteryNumber}-${String(seq).padStart(4, '0')}`;
}

/**
 * The write side of tombolas: opening (seed commitment), reserving tickets without ever overselling,
 * and settling an order's tickets (confirm on payment, release on expiry or failure).
 */
@Injectable()
export class LotteriesService {
  constructor(
    private readonly em: EntityManager,
    private readonly draws: DrawService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(BEACON_SOURCE) private readonly beacon: BeaconSource,
  ) {}

  /**
   * draft → open: the secret seed is drawn now and only its SHA-256 is published; it never changes
   * afterwards. The algorithm and the public beacon whose first round after the close will be mixed
   * in are fixed now too, so neither can be chosen once the outcome could be known.
   */
  open(tx: EntityManager, lottery: Lottery): void {
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
   * Reserves `quantity` tickets and creates the order awaiting payment, in one transaction. The
   * reservation is a single conditional UPDATE (plus a CHECK constraint), so concurrent buyers can
   * never take more tickets than exist.
   */
  async purchase(user: User, roles: string[], input: PurchaseTicketsInput): Promise<Order> {
    if (!canBuy(roles)) throw new DomainError(403, 'tickets.errors.not_a_buyer', { code: 'forbidden' });
    const phone = normalizePhoneStrict(input.phone_number || user.phone || '');
    if (!phone) throw new DomainError(422, 'tickets.errors.phone_required', { code: 'phone_required', errors: { phone_number: ['tickets.errors.phone_required'] } });
    const ttl = this.config.reservationMinutes;

    return this.em.transactional(async (tx) => {
      const lottery = await tx.findOne(Lottery, { id: input.lottery_id }, { populate: ['product'] });
      if (!lottery || lottery.status === 'draft') throw new DomainError(404, 'tickets.errors.lottery_not_found');
      // like a direct purchase of one's own product: a seller could otherwise buy their raffle's tickets to push it past its minimum
      if (lottery.product.merchant.id === user.id) throw new DomainError(403, 'tickets.errors.own_lottery', { code: 'own_lottery' });
      if (lottery.status !== 'open' || lottery.endDate <= new Date()) {
        if (lottery.status === 'sold_out' || lottery.soldTickets >= lottery.totalTickets) throw new DomainError(409, 'tickets.errors.sold_out', { code: 'sold_out' });
        throw new DomainError(409, 'tickets.errors.closed', { code: 'lottery_closed' });
      }
      if (input.total_amount !== input.quantity * lottery.ticketPrice) {
        throw new DomainError(422, 'errors.validation', {
          code: 'amount_mismatch',
          errors: { total_amount: ['tickets.errors.amount_mismatch'] },
          params: {},
        });
      }
      await assertReservationQuota(tx, user.id, { lotteryId: lottery.id, totalTickets: lottery.totalTickets, quantity: input.quantity });
      const order = tx.create(Order, {
        orderNumber: newOrderNumber(),
        user,
        type: 'lottery',
        status: 'awaiting_payment',
        product: lottery.product,
        lottery,
        quantity: input.quantity,
        unitPrice: lottery.ticketPrice,
        totalAmount: input.total_amount,
        phone,
        expiresAt: new Date(Date.now() + ttl * 60_000),
      });
      await tx.flush();
      // The raffle's row is the one every buyer queues on: it is taken last, by the one statement that
      // reserves and numbers the tickets, so that it is held for that statement and the commit only (a
      // refusal rolls the order back).
      const reserved = await tx.getConnection().execute<{ id: number }[]>(
        `with seq as (
           update lotteries set reserved_tickets = reserved_tickets + ?, ticket_seq = ticket_seq + ?, updated_at = now()
            where id = ? and status = 'open' and end_date > now() and ticket_price = ? and sold_tickets + reserved_tickets + ? <= total_tickets
           returning ticket_seq)
         insert into tickets (lottery_id, ticket_number, owner_id, order_id, status, price_paid, created_at)
         select ?::int, ?::text || '-' || lpad(n::text, greatest(4, length(n::text)), '0'), ?::int, ?::int, 'reserved', ?::int, now()
           from seq, generate_series(seq.ticket_seq - ?::int + 1, seq.ticket_seq) as n
         returning id`,
        [input.quantity, input.quantity, lottery.id, lottery.ticketPrice, input.quantity, lottery.id, lottery.lotteryNumber, user.id, order.id, lottery.ticketPrice, input.quantity],
        'all',
        tx.getTransactionContext(),
      );
      if (reserved.length !== input.quantity) {
        const fresh = await tx.getConnection().execute<{ left: number; ticket_price: number; open: boolean }[]>(
          `select total_tickets - sold_tickets - reserved_tickets as left, ticket_price, (status = 'open' and end_date > now()) as open
           from lotteries where id = ?`,
          [lottery.id],
          'all',
          tx.getTransactionContext(),
        );
        // the seller changed the price (or sales closed) while this purchase waited: never sell at a stale price
        if (fresh[0] && !fresh[0].open) throw new DomainError(409, 'tickets.errors.closed', { code: 'lottery_closed' });
        if (fresh[0] && fresh[0].ticket_price !== lottery.ticketPrice) throw new DomainError(409, 'tickets.errors.price_changed', { code: 'price_changed' });
        const left = fresh[0]?.left ?? 0;
        if (left <= 0) throw new DomainError(409, 'tickets.errors.sold_out', { code: 'sold_out' });
        throw new DomainError(409, 'tickets.errors.not_enough', { code: 'not_enough_tickets', params: { remaining: left } });
      }
      return order;
    });
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
    if (!rows.length) throw new Error(`Lottery ${order.lottery.id} is not open or its reservation counter is inconsistent`);
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
    const [row] = await tx.getConnection().execute<{ status: string; ended: boolean }[]>(
      `select status, end_date <= now() as ended from lotteries where id = ?${lock ? ' for update' : ''}`,
      [lotteryId],
      'all',
      tx.getTransactionContext(),
    );
    if (!row || row.status !== 'open') return 'closed';
    return row.ended ? 'ended' : 'open';
  }

  /** Unpaid order: its reserved tickets go back on sale. Idempotent. */
  async release(tx: EntityManager, order: Order): Promise<number> {
    const tickets = await tx.find(Ticket, { order, status: 'reserved' });
    if (!tickets.length || !order.lottery) return 0;
    for (const t of tickets) moveTicket(t, 'released');
    await tx.getConnection().execute(
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
    const [row] = await tx.getConnection().execute<{ status: string }[]>(
      `select status from lotteries where id = ? for update`,
      [order.lottery.id],
      'all',
      tx.getTransactionContext(),
    );
    if (!row || row.status === 'drawn') throw new DomainError(422, 'order_status.errors.after_draw', { code: 'already_drawn' });
    const n = await moveOrderTickets(tx, order.id, 'released', ['paid']);
    if (n) {
      await tx.getConnection().execute(
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

  /** Stops a raffle (administration, or its seller while nobody holds a ticket); the table says from where. */
  cancel(lottery: Lottery, now = new Date()): void {
    moveLottery(lottery, 'cancelled', now);
  }
}
