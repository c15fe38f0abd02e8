import { randomInt } from 'node:crypto';
import { DEFAULT_TICKET_MARGIN, type MerchantLotteryTerms, type SellerKind } from '../../contracts/merchant.js';
import type { Settings } from '../../contracts/settings.js';
import { ConflictError } from '../../common/errors/domain-error.js';
import type { Lottery } from '../lotteries/lottery.entity.js';
import { isLocked } from './merchant-views.js';

/** The raffle limits a seller works within, from the platform settings. */
export function lotteryTerms(kind: SellerKind, s: Settings): MerchantLotteryTerms {
  const individual = kind === 'individual';
  return {
    seller_kind: kind,
    platform_commission: s.platform_commission,
    margin: DEFAULT_TICKET_MARGIN,
    ticket_price_min: s.ticket_price_min,
    ticket_price_max: s.ticket_price_max,
    lottery_max_duration_days: s.lottery_max_duration_days,
    min_participants: s.min_participants,
    fixed_total_tickets: individual ? s.individual_tickets : null,
    total_tickets_min: individual ? s.individual_tickets : s.enterprise_tickets_min,
    total_tickets_max: individual ? s.individual_tickets : s.enterprise_tickets_max,
    can_set_ticket_price: !individual,
  };
}

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Public raffle number: TB-YYMMDD-XXXXX (unique column; 31^5 per day makes a clash negligible). */
export function newLotteryNumber(now = new Date()): string {
  let s = '';
  for (let i = 0; i < 5; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `TB-${now.toISOString().slice(2, 10).replace(/-/g, '')}-${s}`;
}

export interface LotteryTermsChange {
  price?: number | null;
  total_tickets?: number | null;
  ticket_price?: number | null;
  min_participants?: number | null;
  end_date?: string | null;
}

/**
 * Raffle terms on edit, for sellers and administrators alike: they can change only while the raffle is a
 * draft or open, and not at all once a ticket is sold or reserved (the price, the tickets and the end
 * date decide between a draw and a refund, and are promises made to buyers). Refuses with a 409.
 */
export function guardLotteryTermsEdit(
  product: { price: number },
  lottery: Pick<Lottery, 'status' | 'totalTickets' | 'ticketPrice' | 'minParticipants' | 'endDate' | 'soldTickets' | 'reservedTickets'>,
  input: LotteryTermsChange,
): { termsTouched: boolean; endChanged: boolean } {
  const changed = (a: unknown, b: unknown) => a !== undefined && a !== null && a !== b;
  const endChanged = input.end_date != null && Date.parse(input.end_date) !== lottery.endDate.getTime();
  const termsTouched =
    changed(input.price, product.price) ||
    changed(input.total_tickets, lottery.totalTickets) ||
    changed(input.ticket_price, lottery.ticketPrice) ||
    changed(input.min_participants, lottery.minParticipants) ||
    endChanged;
  const editable = lottery.status === 'draft' || lottery.status === 'open';
  if (termsTouched && !editable) throw new ConflictError('merchant.errors.lottery_not_editable');
  if (termsTouched && isLocked(lottery)) throw new ConflictError('merchant.errors.lottery_locked');
  return { termsTouched, endChanged };
}
