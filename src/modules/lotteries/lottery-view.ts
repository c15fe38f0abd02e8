import { CATALOGUE_LIMITS, type ActiveLotteryDto, type PublicWinner } from '../../contracts/catalogue.js';
import type { User } from '../users/index.js';
import type { Lottery } from './lottery.entity.js';

/** Statuses in which a lottery is shown as the product's current draw (open, or complete and awaiting its draw). */
export const CURRENT_LOTTERY_STATUSES = ['open', 'sold_out'] as const;
/**
 * What a product card shows: its current draw, else the draw it ended with. A finished tombola stays
 * listed as complete (spec 1 §4: "Tombola complète"), so it keeps its progress and ticket price.
 */
export const SHOWN_LOTTERY_STATUSES = ['open', 'sold_out', 'drawn'] as const;
const PREFERENCE: Record<string, number> = { open: 0, sold_out: 1, drawn: 2 };

/** The lottery a product shows: open first, then complete, then drawn; the newest within each. */
export function shownLottery<T extends Pick<Lottery, 'status' | 'createdAt' | 'id'>>(lotteries: T[]): T | undefined {
  return [...lotteries]
    .filter((l) => l.status in PREFERENCE)
    .sort(
      (a, b) =>
        PREFERENCE[a.status]! - PREFERENCE[b.status]! || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
    )[0];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** sold / total as a percentage with one decimal (0 for an empty lottery). */
export function participationRate(sold: number, total: number): number {
  return total > 0 ? round1((sold / total) * 100) : 0;
}

/**
 * The public view of a current draw. Remaining tickets count reservations as taken (a ticket being
 * paid for cannot be sold twice), while progress counts sold tickets only.
 */
export function activeLotteryDto(lottery: Lottery, now = new Date()): ActiveLotteryDto {
  const remaining = Math.max(0, lottery.totalTickets - lottery.soldTickets - lottery.reservedTickets);
  const msLeft = lottery.endDate.getTime() - now.getTime();
  const open = lottery.status === 'open' && msLeft > 0;
  const rate = participationRate(lottery.soldTickets, lottery.totalTickets);
  return {
    id: lottery.id,
    lottery_number: lottery.lotteryNumber,
    sold_tickets: lottery.soldTickets,
    total_tickets: lottery.totalTickets,
    max_tickets: lottery.totalTickets,
    remaining_tickets: remaining,
    ticket_price: lottery.ticketPrice,
    progress_percentage: rate,
    participation_rate: rate,
    draw_date: lottery.endDate.toISOString(),
    time_remaining: open ? Math.floor(msLeft / 1000) : 0,
    is_ending_soon: open && msLeft <= CATALOGUE_LIMITS.endingSoonHours * 3600_000,
    is_complete:
      remaining === 0 ||
      lottery.status === 'sold_out' ||
      lottery.status === 'drawn' ||
      lottery.soldTickets >= lottery.totalTickets,
    status: lottery.status,
    seed_commitment: lottery.seedCommitment ?? null,
  };
}

/** Whether tickets can still be bought right now. */
export function isOpenForSale(lottery: Lottery, now = new Date()): boolean {
  return lottery.status === 'open' && lottery.endDate > now && lottery.remaining() > 0;
}

/** "J. M." — a winner is never shown by name or e-mail on public pages, only initials and city. */
export function winnerInitials(user: Pick<User, 'firstName' | 'lastName'>): string {
  const letter = (s: string) => s.trim().charAt(0).toLocaleUpperCase('fr-FR');
  return [letter(user.firstName), letter(user.lastName)]
    .filter(Boolean)
    .map((c) => `${c}.`)
    .join(' ');
}

export function publicWinner(user: Pick<User, 'firstName' | 'lastName' | 'city'>): PublicWinner {
  const initial = winnerInitials(user);
  return { initial, name: initial, city: user.city?.trim() || null };
}
