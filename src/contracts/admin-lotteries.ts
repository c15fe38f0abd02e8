import { z } from 'zod';
import './zod-locale.js';
import type { PageInfo } from './pagination.js';

/** Spec 3 §9: draws are listed 20 to a page. */
export const ADMIN_LOTTERY_LIMITS = { perPage: 20, maxPerPage: 100, participants: 500, payments: 500 } as const;

/**
 * The three tabs of the draw screen (spec 3 §4): `pending` ended (or sold out) without a draw and
 * drawable — enough participants; `active` still selling (end date ahead); `history` drawn. Raffles
 * that fell short or were cancelled belong to the refunds screen, never to these tabs.
 */
export const ADMIN_LOTTERY_TABS = ['pending', 'active', 'history'] as const;
export type AdminLotteryTab = (typeof ADMIN_LOTTERY_TABS)[number];
export const ADMIN_LOTTERY_PERIODS = ['week', 'month', 'quarter'] as const;
export type AdminLotteryPeriod = (typeof ADMIN_LOTTERY_PERIODS)[number];

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const bool = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : blank(v)),
  z.boolean().optional(),
);
const search = z.preprocess(blank, z.string().trim().max(100).optional());

/**
 * GET /admin/lotteries. The spec's own calls keep working: `status=active&is_drawn=false` lists the
 * pending and active tabs together (each row says which), `is_drawn=true` the history. `tab` picks
 * one tab; `ending_within_hours` keeps active raffles ending within that many hours (sidebar badge).
 */
export const adminLotteryListQuerySchema = z.object({
  page: z.preprocess(blank, z.coerce.number().int().min(1).default(1)),
  per_page: z.preprocess(
    blank,
    z.coerce.number().int().min(1).max(ADMIN_LOTTERY_LIMITS.maxPerPage).default(ADMIN_LOTTERY_LIMITS.perPage),
  ),
  tab: z.preprocess(blank, z.enum(ADMIN_LOTTERY_TABS).optional()),
  status: z.preprocess(blank, z.enum(['active', 'completed'] as const).optional()),
  is_drawn: bool,
  period: z.preprocess(blank, z.enum(ADMIN_LOTTERY_PERIODS).optional()),
  search,
  ending_within_hours: z.preprocess(
    blank,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 31)
      .optional(),
  ),
});
export type AdminLotteryListQuery = z.infer<typeof adminLotteryListQuerySchema>;

/** GET /admin/lotteries/recent (dashboard, spec 3 §9: 5). */
export const adminRecentLotteriesQuerySchema = z.object({
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(50).default(5)),
});
export type AdminRecentLotteriesQuery = z.infer<typeof adminRecentLotteriesQuerySchema>;

/** GET /admin/lotteries/{id}: `search` narrows the participants (name, e-mail, phone, ticket number). */
export const adminLotteryDetailQuerySchema = z.object({ search });
export type AdminLotteryDetailQuery = z.infer<typeof adminLotteryDetailQuerySchema>;

/** GET /admin/lotteries/{id}/export: JSON unless `format=csv`. */
export const adminLotteryExportQuerySchema = z.object({
  format: z.preprocess(blank, z.enum(['json', 'csv'] as const).default('json')),
});
export type AdminLotteryExportQuery = z.infer<typeof adminLotteryExportQuerySchema>;

export interface AdminLotteryStatistics {
  pending_draws: number;
  active_lotteries: number;
  completed_lotteries: number;
  /** tickets sold × ticket price over raffles that keep their money (selling, pending, drawn) */
  total_revenue: number;
  /** mean of sold/total in percent over the same raffles, one decimal */
  average_participation_rate: number;
}

export interface AdminLotteryWinner {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
}

/** Spec 3 §3 "Draw (admin)". */
export interface AdminLotteryView {
  id: number;
  lottery_number: string;
  /** spec status: active until drawn, then completed (cancelled / expired as they are) */
  status: 'active' | 'completed' | 'cancelled' | 'expired' | 'draft';
  /** the raffle's own state (open, sold_out, drawn…) */
  lottery_status: string;
  tab: AdminLotteryTab | null;
  is_drawn: boolean;
  end_date: string;
  /** when it was drawn, else when it is due (the end date) */
  draw_date: string;
  created_at: string;
  updated_at: string;
  sold_tickets: number;
  total_tickets: number;
  ticket_price: number;
  min_participants: number;
  participants_count: number;
  /** rounded percent sold/total */
  progress: number;
  /** sold tickets × ticket price */
  revenue: number;
  product: {
    id: number;
    title: string;
    name: string;
    description: string;
    price: number;
    image_url: string | null;
    main_image: string | null;
  };
  winner: AdminLotteryWinner | null;
  winning_ticket_number: string | null;
  verification_code: string | null;
  /** the public page that shows the proof of the draw */
  proof_url: string;
  /** why a pending draw cannot run now (refunds of its tickets under way), else null */
  draw_blocked: 'refunds_open' | null;
}

export interface AdminLotteryParticipant {
  user: { id: number; first_name: string; last_name: string; email: string; phone: string | null };
  tickets_count: number;
  total_spent: number;
  tickets: { ticket_number: string; status: string; purchased_at: string | null; created_at: string }[];
}

export interface AdminLotteryDetail extends AdminLotteryView {
  participants_list: AdminLotteryParticipant[];
  /** participants matching the search (the list stops at ADMIN_LOTTERY_LIMITS.participants) */
  participants_total: number;
}

export interface AdminLotteryPayment {
  id: number;
  transaction_id: string;
  gateway_transaction_id: string | null;
  order_number: string;
  user: { id: number; full_name: string; email: string; phone: string | null };
  tickets_count: number;
  amount: number;
  status: string;
  payment_method: string;
  paid_at: string | null;
  created_at: string;
}

export interface AdminLotteryListResponse {
  success: true;
  data: AdminLotteryView[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  pagination: PageInfo;
  /** rows in each tab (whatever the page, period and search) */
  counts: Record<AdminLotteryTab, number>;
}
