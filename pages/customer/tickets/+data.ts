import type { PageContextServer } from 'vike/types';
import {
  myTicketsQuerySchema,
  type MyTicketDto,
  type MyTicketsQuery,
  type TicketsPagination,
  type TicketStatsDto,
} from '../../../src/contracts/customer.js';

export interface TicketsPageData {
  query: MyTicketsQuery;
  tickets: MyTicketDto[];
  pagination: TicketsPagination | null;
  stats: TicketStatsDto | null;
  /** the server's clock, so that countdowns hydrate to the same text */
  now: string;
  error: boolean;
  /** lotteries the user already left a testimonial for */
  reviewed: number[];
}

/** "My tickets" is rendered with its data: one round trip on a slow network, filters in the URL. */
export async function data(pageContext: PageContextServer): Promise<TicketsPageData> {
  const user = pageContext.user!; // the customer guard ran first
  const parsed = myTicketsQuerySchema.safeParse(pageContext.urlParsed.search);
  // a hand-edited URL with a bad filter shows everything rather than an error
  const query = parsed.success ? parsed.data : {};
  const { myTickets, customerStats, testimonials } = pageContext.services;
  try {
    const [list, stats] = await Promise.all([myTickets.list(user.id, query), customerStats.tickets(user.id)]);
    // without this list a form would be offered again; the API still refuses a second testimonial
    const reviewed = list.tickets.some((x) => x.is_winner)
      ? await testimonials.reviewedLotteries(user.id).catch(() => [])
      : [];
    return {
      query,
      tickets: list.tickets,
      pagination: list.pagination,
      stats,
      now: new Date().toISOString(),
      error: false,
      reviewed,
    };
  } catch (err) {
    console.error('customer tickets page', err);
    return {
      query,
      tickets: [],
      pagination: null,
      stats: null,
      now: new Date().toISOString(),
      error: true,
      reviewed: [],
    };
  }
}
