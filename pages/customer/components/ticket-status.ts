import type { Translate } from '../../../src/common/format/dates.js';
import type { MyTicketDto } from '../../../src/contracts/customer.js';

/** What a ticket's badge says (spec 2 §4): a paid ticket reads "En cours", then "Tirage imminent" once sales closed. */
export type TicketState = 'reserved' | 'active' | 'pending' | 'won' | 'lost' | 'refunded' | 'released';

export function ticketState(ticket: Pick<MyTicketDto, 'status' | 'lottery'>, now: Date): TicketState {
  if (ticket.status === 'paid') {
    const closed = ticket.lottery.status !== 'open' || new Date(ticket.lottery.draw_date) <= now;
    return closed ? 'pending' : 'active';
  }
  return (['reserved', 'won', 'lost', 'refunded', 'released'] as const).find((s) => s === ticket.status) ?? 'active';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The draw column: finished, under way once its date passed, else the time left (days and hours, or hours and minutes). */
export function drawCountdown(ticket: Pick<MyTicketDto, 'status' | 'lottery'>, now: Date, t: Translate): string {
  if (ticket.status === 'won' || ticket.status === 'lost' || ticket.lottery.drawn_at)
    return t('customer_tickets.countdown.done');
  const left = new Date(ticket.lottery.draw_date).getTime() - now.getTime();
  if (left <= 0) return t('customer_tickets.countdown.running');
  const d = Math.floor(left / DAY);
  const h = Math.floor((left % DAY) / HOUR);
  const m = Math.max(1, Math.floor((left % HOUR) / MINUTE));
  if (d > 0) return t('customer_tickets.countdown.days', { d, h });
  if (h > 0) return t('customer_tickets.countdown.hours', { h, m });
  return t('customer_tickets.countdown.minutes', { m });
}

/** Spec 2 §4 time left on a product: 'Terminé' when past, else days and hours, or hours and minutes. */
export function timeLeft(until: string, now: Date, t: Translate): string {
  const left = new Date(until).getTime() - now.getTime();
  if (left <= 0) return t('customer_products.time.ended');
  const d = Math.floor(left / DAY);
  const h = Math.floor((left % DAY) / HOUR);
  const m = Math.floor((left % HOUR) / MINUTE);
  return d > 0 ? t('customer_products.time.days', { d, h }) : t('customer_products.time.hours', { h, m });
}
