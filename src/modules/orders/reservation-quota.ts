import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { DomainError } from '../../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { RateLimiter, tooMany } from '../../infra/rate-limit/rate-limiter.service.js';

/** Orders one buyer may have awaiting payment at once, tickets and direct purchases together. */
export const MAX_OPEN_ORDERS_PER_BUYER = 5;
/** Tickets of one raffle a buyer may hold unpaid at once: a fifth of the raffle, never fewer than 10. */
export const MAX_HELD_TICKETS_SHARE = 0.2;
export const MIN_HELD_TICKETS_CAP = 10;
/** Advisory-lock class (two-key form) serialising one buyer's reservations. */
export const RESERVATION_LOCK_CLASS = 724_040;

export function heldTicketsCap(totalTickets: number): number {
  return Math.max(MIN_HELD_TICKETS_CAP, Math.floor(totalTickets * MAX_HELD_TICKETS_SHARE));
}

/**
 * Refuses a direct purchase beyond the buyer's open-order quota, so that one account cannot hold a
 * shop's stock away from everyone else for the reservation time. Runs in the reserving transaction: a
 * per-buyer advisory lock (held until commit) makes parallel requests of one account queue, so they
 * cannot together exceed it; other buyers never wait on it. Raffle tickets are checked the same way,
 * with their per-raffle cap, by the reserve_tickets function (migration ReserveTickets).
 */
export async function assertReservationQuota(tx: EntityManager, userId: number): Promise<void> {
  const ctx = tx.getTransactionContext();
  await tx.getConnection().execute('select pg_advisory_xact_lock(?, ?)', [RESERVATION_LOCK_CLASS, userId], 'all', ctx);
  const [row] = await tx.getConnection().execute<{ orders: number }[]>(
    `select count(*)::int as orders from orders
      where user_id = ? and status = 'awaiting_payment' and (expires_at is null or expires_at > now())`,
    [userId],
    'all',
    ctx,
  );
  if ((row?.orders ?? 0) >= MAX_OPEN_ORDERS_PER_BUYER) throw tooManyOpenOrders();
}

export const tooManyOpenOrders = () =>
  new DomainError(429, 'tickets.errors.too_many_open_orders', {
    code: 'too_many_open_orders',
    params: { max: MAX_OPEN_ORDERS_PER_BUYER },
  });

export const holdingLimit = (max: number, held: number) =>
  new DomainError(422, 'tickets.errors.holding_limit', { code: 'holding_limit', params: { max, held } });

const IP_WINDOW_SECONDS = 15 * 60;

/**
 * Reservations per client IP in 15 minutes, counted before the reservation (outside its transaction),
 * on the ticket purchase and direct order routes: the per-buyer caps stop one account, this stops one
 * host holding a raffle's stock through many. Generous by default, as mobile carriers put many buyers
 * behind one address; RESERVATIONS_PER_IP=0 turns it off.
 */
@Injectable()
export class ReservationIpQuota implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const max = this.config.reservationsPerIp;
    if (max <= 0) return true;
    const ip = context.switchToHttp().getRequest<Request>().ip;
    const attempt = await this.limiter.attempt(`reserve:ip:${ip ?? 'unknown'}`, {
      max,
      windowSeconds: IP_WINDOW_SECONDS,
      blockSeconds: IP_WINDOW_SECONDS,
    });
    if (attempt.wait) throw tooMany('tickets.errors.too_many_reservations', attempt.wait);
    return true;
  }
}
