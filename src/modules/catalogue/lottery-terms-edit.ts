import { ConflictError } from '../../common/errors/domain-error.js';
import type { ProductLotteryState } from './product-lotteries.port.js';

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
 * Kept with the product (not the merchant area) because the administration's product edit applies it too.
 */
export function guardLotteryTermsEdit(
  product: { price: number },
  lottery: Pick<
    ProductLotteryState,
    'status' | 'totalTickets' | 'ticketPrice' | 'minParticipants' | 'endDate' | 'soldTickets' | 'reservedTickets'
  >,
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
  if (termsTouched && lottery.soldTickets + lottery.reservedTickets > 0)
    throw new ConflictError('merchant.errors.lottery_locked');
  return { termsTouched, endChanged };
}
