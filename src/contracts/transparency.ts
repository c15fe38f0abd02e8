import { z } from 'zod';
import { pageQuery } from './pagination.js';
import './zod-locale.js';

/** The public register of draws: every raffle from its opening (commitment) to its draw (reveal). */
export const DRAW_REGISTER_STATUSES = ['all', 'awaiting', 'drawn', 'cancelled'] as const;
export type DrawRegisterStatus = (typeof DRAW_REGISTER_STATUSES)[number];

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const drawRegisterQuerySchema = z.object({
  status: z.preprocess(blank, z.enum(DRAW_REGISTER_STATUSES).default('all')),
  /** part of a raffle number or product name */
  q: z.preprocess(blank, z.string().trim().max(80).optional()),
  ...pageQuery({ perPage: 20, maxPerPage: 100 }),
});
export type DrawRegisterQuery = z.infer<typeof drawRegisterQuerySchema>;

/**
 * One raffle of the register. The commitment is public from the opening; the seed, the pool and the
 * winner only once drawn (null before).
 */
export interface DrawRegisterRowDto {
  lottery_id: number;
  lottery_number: string;
  product_name: string;
  /** open, sold_out, expired, drawn or cancelled */
  status: string;
  algorithm: string;
  seed_commitment: string | null;
  /** the public randomness source named at opening (`drand:<chain>` or `local`), null for v1 raffles */
  beacon_source: string | null;
  opened_at: string | null;
  end_date: string;
  total_tickets: number;
  sold_tickets: number;
  drawn_at: string | null;
  seed: string | null;
  pool_hash: string | null;
  /** how many paid tickets took part */
  pool_size: number | null;
  counter: number | null;
  winning_ticket: string | null;
  beacon_round: number | null;
  beacon_value: string | null;
  verification_code: string | null;
}

export interface DrawRegisterStatsDto {
  /** raffles committed (opened), drawn, and awaiting their draw */
  committed: number;
  drawn: number;
  awaiting: number;
}
