import { z } from 'zod';
import './zod-locale.js';

/** Spec 3 §3 "Dashboard stats": each card's figure, the active (or monthly) part and its change vs last month in percent. */
export interface StatGroup {
  total: number;
  active: number;
  growth: number;
}
export interface DashboardStats {
  users: StatGroup;
  products: StatGroup;
  lotteries: StatGroup;
  revenue: { total: number; monthly: number; growth: number };
}

export const REVENUE_PERIODS = ['30d', '90d', '1y'] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];
export const revenueQuerySchema = z.object({ period: z.enum(REVENUE_PERIODS).default('30d') });

/** One bucket per day (30d), ISO week (90d) or month (1y); `start` is the bucket's first day (YYYY-MM-DD). */
export interface RevenueSeries {
  period: RevenuePeriod;
  granularity: 'day' | 'week' | 'month';
  buckets: { start: string; direct_sales: number; tickets: number }[];
  totals: { direct_sales: number; tickets: number };
}

export const ACTIVITY_TYPES = ['user', 'product', 'payment', 'lottery', 'transaction'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
/** The events the activity log is made of, in the order its filter offers them. */
export const ACTIVITY_KINDS = ['registration', 'order', 'payment', 'draw', 'refund'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
/** Spec 3 §3 "Activity": `kind` says which event it was (registration, order, payment, draw, refund). */
export interface Activity {
  id: string;
  type: ActivityType;
  kind: ActivityKind;
  title: string;
  description: string;
  created_at: string;
  /** the back-office screen the event is about, when there is one */
  url: string | null;
  /** the article an order or a draw is about (its admin page is /admin/products/{id}) */
  product_id?: number | null;
}

/** Spec 3 §3 "Top product": units (tickets or articles) sold on paid orders, growth this month vs last. */
export interface TopProduct {
  id: number;
  name: string;
  total_tickets_sold: number;
  growth_percentage: number;
  image_url: string | null;
  main_image: string | null;
}

export const limitQuery = (max: number, fallback: number) =>
  z.object({ limit: z.coerce.number().int().min(1).max(max).default(fallback) });

export interface AdminBadges {
  /** active draws ending within 24 h */
  lotteries: number;
  /** refunds waiting for an operator */
  refunds: number;
}

export const SEARCH_GROUPS = ['orders', 'payments', 'users', 'products', 'lotteries'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];
export interface SearchHit {
  id: number;
  label: string;
  detail: string | null;
  url: string;
}
export type AdminSearchResults = Record<SearchGroup, SearchHit[]>;
export const SEARCH_LIMIT = 5;
export const adminSearchSchema = z.object({ q: z.string().trim().max(100).default('') });

export const reportQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'admin_dashboard.errors.month')
    .optional(),
  format: z.enum(['csv', 'pdf']).default('csv'),
});

/** Socket.IO event to the staff room: fresh badge counts. */
export const ADMIN_BADGES_EVENT = 'admin:badges';
