import { z } from 'zod';
import './zod-locale.js';
import { CATALOGUE_LIMITS, PRODUCT_SORTS, RESULT_PERIODS, RESULT_SORTS } from './catalogue-options.js';
import type { cataloguePageOf } from './pagination.js';

export * from './catalogue-options.js';

// Empty filters are ignored (API conventions): '' and null read as absent.
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optInt = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(blank, z.coerce.number().int().min(min).max(max).optional());
const optEnum = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(blank, z.enum(values).optional());

export const productsQuerySchema = z.object({
  search: z.preprocess(blank, z.string().trim().max(100).optional()),
  category_id: optInt(1),
  sale_mode: optEnum(['direct', 'lottery'] as const),
  min_price: optInt(0),
  max_price: optInt(0),
  sort: optEnum(PRODUCT_SORTS),
  page: optInt(1, 10_000),
  per_page: optInt(1, CATALOGUE_LIMITS.maxPerPage),
  /** spec 2 §7 similar products: `?category_id=&limit=4`; an alias of per_page */
  limit: optInt(1, CATALOGUE_LIMITS.maxPerPage),
  /** leave one product out (the one whose similar products are listed) */
  exclude: optInt(1),
});
export type ProductsQuery = z.infer<typeof productsQuerySchema>;

export const latestQuerySchema = z.object({ limit: optInt(1, 12) });
export const popularQuerySchema = z.object({ limit: optInt(1, 24) });
export const recentWinnersQuerySchema = z.object({ limit: optInt(1, 24) });

export const resultsQuerySchema = z.object({
  period: optEnum(RESULT_PERIODS),
  limit: optInt(1, CATALOGUE_LIMITS.resultsMax),
  page: optInt(1, 10_000),
  /** a category id or slug */
  category: z.preprocess(blank, z.string().trim().max(80).optional()),
  sort: optEnum(RESULT_SORTS),
});
export type ResultsQuery = z.infer<typeof resultsQuerySchema>;

/** The catalogue's page object: `page` where the other lists say `current_page`. */
export type Pagination = ReturnType<typeof cataloguePageOf>;

export interface ActiveLotteryDto {
  id: number;
  lottery_number: string;
  sold_tickets: number;
  total_tickets: number;
  max_tickets: number;
  remaining_tickets: number;
  ticket_price: number;
  progress_percentage: number;
  participation_rate: number;
  /** the deadline (end date) of an open draw */
  draw_date: string;
  /** seconds until the deadline, 0 once passed */
  time_remaining: number;
  is_ending_soon: boolean;
  /** no ticket left to buy: the buy button reads "Tombola complète" */
  is_complete: boolean;
  status: string;
  seed_commitment: string | null;
}

export type MerchantKind = 'enterprise' | 'individual';

export interface ProductDto {
  id: number;
  name: string;
  title: string;
  price: number;
  ticket_price: number | null;
  image_url: string | null;
  main_image: string | null;
  image: string | null;
  images: string[];
  category: { id: number; name: string; slug: string } | null;
  merchant: { display_name: string; type: 'Entreprise' | 'Vendeur individuel'; kind: MerchantKind };
  description: string;
  featured: boolean;
  stock: number | null;
  sale_mode: 'direct' | 'lottery';
  has_active_lottery: boolean;
  lottery_ends_soon: boolean;
  created_at: string;
  /** created within 7 days */
  is_new: boolean;
  /** the draw to join (open), else the complete one awaiting its draw, else the drawn one it ended with */
  active_lottery: ActiveLotteryDto | null;
}

export interface LotterySummaryDto {
  id: number;
  lottery_number: string;
  status: string;
  drawn_at: string | null;
}

export interface ProductDetailDto extends ProductDto {
  detailed_description: string | null;
  category_id: number | null;
  status: string;
  views_count: number;
  /** created within 30 days (the detail page's "Nouveau") */
  is_recent: boolean;
  /** participants (distinct buyers of paid tickets) of the active draw */
  participants: number;
  /** the product's draws that ended, most recent first, to link to their proof */
  lotteries: LotterySummaryDto[];
  similar: ProductDto[];
}

export interface LatestLotteryDto {
  product: ProductDto | null;
  lottery: ActiveLotteryDto | null;
}

/** Winners are shown by initials and city only: no name, no e-mail (privacy). */
export interface PublicWinner {
  initial: string;
  /** the same initials: the spec's `name` field, kept for shape, never the real name */
  name: string;
  city: string | null;
}

export interface PublicResultDto {
  lottery_id: number;
  lottery_number: string;
  product: {
    id: number;
    title: string;
    category: string | null;
    category_id: number | null;
    price: number;
    image_url: string | null;
    image: string | null;
  };
  winner: PublicWinner;
  winning_ticket: string;
  sold_tickets: number;
  total_tickets: number;
  participation_rate: number;
  draw_date: string;
  total_revenue: number;
  verification_code: string;
}

export interface ResultsStatsDto {
  total_lotteries: number;
  total_winners: number;
  total_prizes_value: number;
  total_tickets_sold: number;
  average_participation_rate: number;
}

export interface RecentWinnerDto {
  lottery_id: number;
  lottery_number: string;
  product_title: string;
  product_image: string | null;
  product_value: number;
  winner_initial: string;
  winner_city: string | null;
  days_ago: number;
  verification_code: string;
}

export interface VerificationDto {
  lottery_id: number;
  lottery_number: string;
  product_title: string;
  winner_initial: string;
  winner_city: string | null;
  winning_ticket: string;
  draw_date: string;
  verification_date: string;
  verification_code: string;
}

export interface DrawProofDto {
  lottery_id: number;
  lottery_number: string;
  status: string;
  drawn: boolean;
  algorithm: string;
  seed_commitment: string | null;
  /** revealed only once the draw is made */
  seed: string | null;
  pool_hash: string | null;
  /** the sorted pool of paid ticket numbers the winner was drawn from */
  tickets: string[];
  counter: number | null;
  winning_ticket: string | null;
  verification_code: string | null;
  drawn_at: string | null;
  /**
   * hmac-sha256-rejection-v2: the public beacon named at opening (`source`: `drand:<chain hash>` or
   * `local`) and, once drawn, its first round published after `sales_closed_at`, mixed into the HMAC.
   * null for v1 raffles.
   */
  beacon: DrawBeaconDto | null;
}

export interface DrawBeaconDto {
  source: string;
  round: number | null;
  /** 32 bytes of lowercase hex */
  value: string | null;
  published_at: string | null;
  sales_closed_at: string | null;
  /** where anyone can read the round */
  url: string | null;
}

export interface PublicLotteryDto extends ActiveLotteryDto {
  title: string;
  product: {
    id: number;
    name: string;
    title: string;
    price: number;
    image_url: string | null;
    main_image: string | null;
    category: string | null;
  };
  participants: number;
  end_date: string;
  drawn_at: string | null;
  winning_ticket: string | null;
  verification_code: string | null;
  winner: { initial: string; city: string | null } | null;
}

export interface PopularLotteryDto {
  id: number;
  lottery_number: string;
  product: { id: number; title: string; image_url: string | null };
  ticket_price: number;
  progress: number;
  draw_date: string;
  sold_tickets: number;
  total_tickets: number;
}
