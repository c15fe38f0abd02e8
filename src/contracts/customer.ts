import { z } from 'zod';
import './zod-locale.js';
import type { PageInfo } from './pagination.js';

/** Spec 2 §9: limits of the customer area (tickets, dashboard, product list, prize claims). */
export const CUSTOMER_LIMITS = {
  ticketsPerPage: 10,
  ticketPageSizes: [5, 10, 25, 50] as const,
  productsPerPage: 9,
  recentTickets: 5,
  popularLotteries: 6,
  /** a prize must be claimed within 30 days of its draw */
  claimDays: 30,
  /** participants listed on a product page (the count is always exact) */
  participants: 50,
} as const;

/**
 * Filters of "my tickets". Stored statuses, plus two readings the screens use (spec 2 §4): `active`
 * (paid, waiting for the draw) and `pending` (paid, sales closed, draw imminent).
 */
export const MY_TICKET_FILTERS = [
  'active',
  'pending',
  'reserved',
  'paid',
  'won',
  'lost',
  'refunded',
  'released',
] as const;
export type MyTicketFilter = (typeof MY_TICKET_FILTERS)[number];
export const TICKET_PERIODS = ['week', 'month', 'quarter'] as const;
export type TicketPeriod = (typeof TICKET_PERIODS)[number];

// Empty filters are ignored (API conventions): '' and null read as absent.
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optInt = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(blank, z.coerce.number().int().min(min).max(max).optional());

export const myTicketsQuerySchema = z.object({
  status: z.preprocess(blank, z.enum(MY_TICKET_FILTERS).optional()),
  lottery_id: optInt(1),
  search: z.preprocess(blank, z.string().trim().max(100).optional()),
  period: z.preprocess(blank, z.enum(TICKET_PERIODS).optional()),
  page: optInt(1, 10_000),
  per_page: optInt(1, 50),
});
export type MyTicketsQuery = z.infer<typeof myTicketsQuerySchema>;

/** Spec 2 §7 pagination of GET /tickets/my-tickets (with `page`/`per_page` as the catalogue names them). */
export interface TicketsPagination extends PageInfo {
  page: number;
  /** 1-based index of the first row on this page; null on an empty page */
  from: number | null;
  to: number | null;
}

export interface MyTicketDto {
  id: number;
  ticket_number: string;
  /** stored status: reserved | paid | won | lost | refunded | released */
  status: string;
  price_paid: number;
  price: number;
  purchased_at: string | null;
  created_at: string;
  order_number: string;
  is_winner: boolean;
  prize_claimed: boolean;
  claimed_at: string | null;
  /** won, not claimed yet, and still within the 30 days */
  can_claim: boolean;
  /** last moment to claim a won ticket */
  claim_deadline: string | null;
  /** the lottery's winning number once drawn (spec: winning_number) */
  winning_number: string | null;
  lottery: {
    id: number;
    lottery_number: string;
    status: string;
    /** when the draw happened, else the deadline it is due by */
    draw_date: string;
    drawn_at: string | null;
    total_tickets: number;
    sold_tickets: number;
    winning_ticket_number: string | null;
    verification_code: string | null;
  };
  product: { id: number; name: string; title: string; image_url: string | null };
}

export interface TicketStatsDto {
  /** tickets bought: paid, won or lost (reservations not paid yet and refunds do not count) */
  total_tickets: number;
  prizes_won: number;
  /** integer XAF paid for those tickets */
  total_spent: number;
  /** paid tickets waiting for their draw */
  active_tickets: number;
  by_status: Record<'reserved' | 'paid' | 'won' | 'lost' | 'refunded' | 'released', number>;
}

export interface CustomerDashboardDto {
  total_tickets: number;
  lotteries_participated: number;
  /** raffles the user has paid tickets in that are not drawn yet */
  active_participations: number;
  prizes_won: number;
  /** prizes won and not claimed while the 30 days still run */
  prizes_to_claim: number;
  /** integer XAF of every paid order (tickets and direct purchases) */
  total_spent: number;
  /** orders created and still payable */
  orders_awaiting_payment: number;
  recent_tickets: MyTicketDto[];
}

/** Privacy: a participant is shown by initials and city only, never by name, e-mail or phone. */
export interface ParticipantDto {
  initials: string;
  city: string | null;
  tickets: number;
}

export interface ParticipantsDto {
  lottery_id: number;
  /** distinct buyers of paid tickets */
  count: number;
  tickets_sold: number;
  participants: ParticipantDto[];
}
