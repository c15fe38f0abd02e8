import { z } from 'zod';
import './zod-locale.js';
import type { DrawProofDto } from './catalogue.js';
import type { OrderStatus, OrderType } from './orders.js';
import { gabonOperator, normalizePhone } from './phone.js';
import { optionalText as sharedOptionalText, text } from './zod-helpers.js';

/**
 * The merchant area (issue 7), shared by the API under /api/merchant/* and the pages under /merchant.
 *
 * Routes (all MERCHANT only; another merchant's ids answer 404):
 *   GET    /merchant/products                    ?search&status&sale_mode&page&per_page → MerchantProductView[] + pagination
 *   GET    /merchant/products/terms              → MerchantLotteryTerms (settings-based limits for the form)
 *   GET    /merchant/products/{id}               → MerchantProductView
 *   POST   /merchant/products                    productCreateSchema → MerchantProductView (201)
 *   PUT    /merchant/products/{id}               productUpdateSchema → MerchantProductView
 *   POST   /merchant/products/{id}/archive       → MerchantProductView
 *   POST   /merchant/products/{id}/images        multipart field `images` (1..5 files) → { images: string[] }
 *   PUT    /merchant/products/{id}/images        imagesReorderSchema → { images: string[] }
 *   DELETE /merchant/products/{id}/images/{index} → { images: string[] }
 *   GET    /merchant/orders                      ?status&type&search&page&per_page → MerchantOrderView[] + pagination + stats
 *   GET    /merchant/orders/{order_number}       → MerchantOrderDetail
 *   POST   /merchant/orders/{order_number}/ship  → MerchantOrderDetail (paid → shipping)
 *   GET    /merchant/lotteries                   ?status&search&page&per_page → MerchantLotteryView[] + pagination
 *   GET    /merchant/lotteries/{id}              → MerchantLotteryDetail
 *   GET    /merchant/refunds                     ?page&per_page → MerchantRefundLotteryView[] + pagination + totals
 *   GET    /merchant/dashboard/simple            → MerchantSimpleDashboard
 *   GET    /merchant/dashboard                   → MerchantFullDashboard
 *   GET    /merchant/analytics                   ?period&from&to&product_id → MerchantAnalytics
 *   GET    /merchant/settings                    → MerchantProfileView
 *   PUT    /merchant/settings/business           businessProfileSchema → MerchantProfileView
 *   PUT    /merchant/settings/payout             payoutSchema → MerchantProfileView
 *   POST   /merchant/settings/logo               multipart field `logo` → MerchantProfileView
 * Responses follow the API convention `{ success, message?, data, pagination?, stats?, totals? }`.
 */

const E = (k: string) => `merchant.errors.${k}`;

export const MERCHANT_LIMITS = {
  productsPerPage: 20,
  ordersPerPage: 15,
  lotteriesPerPage: 20,
  maxPerPage: 100,
  maxImages: 5,
  /** bytes per image */
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp'] as readonly string[],
  maxLogoBytes: 2 * 1024 * 1024,
  dashboardTrendDays: 30,
  topProducts: 5,
  toShipPreview: 5,
} as const;

/**
 * The merchant margin added to the ticket price on top of the platform commission. The platform
 * has no setting for it yet, so it is 0: the ticket price covers the product price plus the
 * commission. Kept as a parameter so that a setting can feed it later without changing callers.
 */
export const DEFAULT_TICKET_MARGIN = 0;

export type SellerKind = 'enterprise' | 'individual';

/** The product statuses a merchant can see; `archived` is reached only through the archive call. */
export const MERCHANT_PRODUCT_STATUSES = ['draft', 'active', 'sold_out', 'archived'] as const;
export type MerchantProductStatus = (typeof MERCHANT_PRODUCT_STATUSES)[number];
/** What a form may ask for: keep as draft, or publish (a lottery product then opens its raffle). */
export const EDITABLE_PRODUCT_STATUSES = ['draft', 'active'] as const;

// ---------------------------------------------------------------------------------------------
// Ticket price

export interface TicketPriceInput {
  /** product price, integer XAF */
  price: number;
  totalTickets: number;
  /** commission kept by the platform, a fraction (0.10 = 10 %): the platform_commission setting (a percent) / 100 */
  commission: number;
  /** merchant margin, a fraction; DEFAULT_TICKET_MARGIN when not given */
  margin?: number;
  /** ticket_price_min / ticket_price_max settings, integer XAF */
  min: number;
  max: number;
}

/** Fractions as integer basis points, so that 100000 × 1.1 does not become 110000.00000000001. */
const bp = (fraction: number) => Math.round(fraction * 10_000);

/**
 * `ceil(price × (1 + commission + margin) / totalTickets)`, clamped to [min, max]. Integer
 * arithmetic throughout (exact up to 9·10^15, far above any price × tickets here).
 */
export function ticketPrice({ price, totalTickets, commission, margin = DEFAULT_TICKET_MARGIN, min, max }: TicketPriceInput): number {
  if (!Number.isFinite(price) || !Number.isFinite(totalTickets) || totalTickets <= 0 || price < 0) return min;
  const numerator = Math.round(price) * (10_000 + bp(commission) + bp(margin));
  const denominator = 10_000 * Math.round(totalTickets);
  const raw = Math.floor((numerator + denominator - 1) / denominator);
  return Math.min(max, Math.max(min, raw));
}

/** Settings-based limits of a raffle for this seller (GET /merchant/products/terms). */
export interface MerchantLotteryTerms {
  seller_kind: SellerKind;
  /** the platform_commission setting, a percent (5 = 5 %) */
  platform_commission: number;
  margin: number;
  ticket_price_min: number;
  ticket_price_max: number;
  lottery_max_duration_days: number;
  /** the min_participants setting: the fewest participants a raffle may ask for (never below 2), and the form's starting value */
  min_participants: number;
  /** individual sellers: the fixed number of tickets; null for enterprises */
  fixed_total_tickets: number | null;
  total_tickets_min: number;
  total_tickets_max: number;
  /** enterprises may set their own ticket price within [ticket_price_min, ticket_price_max] */
  can_set_ticket_price: boolean;
}

/** A draw among fewer than two participants is no draw: no setting may go below it. */
export const MIN_PARTICIPANTS_FLOOR = 2;

/** Interpolation values of checkLotteryTerms' messages: `t(key, lotteryTermsParams(terms))`. */
export function lotteryTermsParams(terms: MerchantLotteryTerms): Record<string, number> {
  return {
    tickets_min: terms.total_tickets_min,
    tickets_max: terms.total_tickets_max,
    price_min: terms.ticket_price_min,
    price_max: terms.ticket_price_max,
    days: terms.lottery_max_duration_days,
    participants_min: Math.max(MIN_PARTICIPANTS_FLOOR, terms.min_participants),
  };
}

export interface LotteryTermsInput {
  price: number;
  total_tickets?: number | null;
  min_participants: number;
  end_date: string;
  ticket_price?: number | null;
}

/**
 * The raffle rules that depend on the settings and the seller: checked by the API and by the form
 * (live). Returns field errors (i18n keys) and the resolved total tickets and ticket price.
 */
export function checkLotteryTerms(
  input: LotteryTermsInput,
  terms: MerchantLotteryTerms,
  now = new Date(),
): { errors: Record<string, string[]>; totalTickets: number; ticketPrice: number } {
  const errors: Record<string, string[]> = {};
  const add = (field: string, key: string) => (errors[field] ??= []).push(E(key));
  const totalTickets = terms.fixed_total_tickets ?? input.total_tickets ?? 0;
  if (terms.fixed_total_tickets == null) {
    if (!input.total_tickets) add('total_tickets', 'total_tickets_required');
    else if (totalTickets < terms.total_tickets_min || totalTickets > terms.total_tickets_max) add('total_tickets', 'total_tickets_range');
  }
  if (input.min_participants < Math.max(MIN_PARTICIPANTS_FLOOR, terms.min_participants)) add('min_participants', 'min_participants_below_setting');
  else if (totalTickets > 0 && input.min_participants > totalTickets) add('min_participants', 'min_participants_above_total');
  const end = Date.parse(input.end_date);
  if (Number.isNaN(end)) add('end_date', 'end_date_invalid');
  else if (end <= now.getTime()) add('end_date', 'end_date_past');
  else if (end > now.getTime() + terms.lottery_max_duration_days * 86_400_000) add('end_date', 'end_date_too_far');
  let price = ticketPrice({
    price: input.price,
    totalTickets: totalTickets || 1,
    commission: terms.platform_commission / 100,
    margin: terms.margin,
    min: terms.ticket_price_min,
    max: terms.ticket_price_max,
  });
  if (input.ticket_price != null) {
    if (!terms.can_set_ticket_price) add('ticket_price', 'ticket_price_not_allowed');
    else if (input.ticket_price < terms.ticket_price_min || input.ticket_price > terms.ticket_price_max) add('ticket_price', 'ticket_price_range');
    else price = input.ticket_price;
  }
  return { errors, totalTickets, ticketPrice: price };
}

// ---------------------------------------------------------------------------------------------
// Product forms

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** PostgreSQL text cannot hold U+0000: it is dropped before any check, so that it never fails a query. */
const withoutNul = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' ? v.replace(/\u0000/g, '') : v), schema);
/** Form inputs send strings: '' and null read as absent, numeric strings as numbers. */
const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v.trim()) : v);
const intSchema = (key: string, min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? E(`${key}_required`) : E(`${key}_invalid`)) })
    .int(E(`${key}_invalid`))
    .min(min, E(`${key}_invalid`))
    .max(max, E(`${key}_invalid`));
const intField = (key: string, min: number, max = 1_000_000_000) => z.preprocess(toNumber, intSchema(key, min, max));
const optInt = (key: string, min: number, max = 1_000_000_000) => z.preprocess(toNumber, intSchema(key, min, max).nullish());
const optionalText = (max: number) => sharedOptionalText(max, E);
const isoDate = z
  .string({ error: E('end_date_invalid') })
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), E('end_date_invalid'));

const productFields = {
  name: withoutNul(text({ required: E('name_required'), min: [3, E('name_too_short')], max: [200, E('name_too_long')] })),
  description: withoutNul(text({ required: E('description_required'), min: [10, E('description_too_short')], max: [5000, E('description_too_long')] })),
  detailed_description: withoutNul(optionalText(20_000)),
  category_id: intField('category', 1),
  /** integer XAF */
  price: intField('price', 1, 100_000_000),
  status: z.enum(EDITABLE_PRODUCT_STATUSES, { error: E('status_invalid') }),
  /** direct sale: units in stock */
  stock: optInt('stock', 0, 1_000_000),
  /** lottery: individual sellers' value is ignored (fixed by the settings) */
  total_tickets: optInt('total_tickets', 1, 1_000_000),
  min_participants: optInt('min_participants', 1, 1_000_000),
  /** ISO 8601 date-time (send `toISOString()`; a value without offset is read as UTC) */
  end_date: z.preprocess(blank, isoDate.optional()),
  /** enterprises only; omitted = computed with ticketPrice() */
  ticket_price: optInt('ticket_price', 1, 100_000_000),
};

/** POST /merchant/products: a direct product needs its stock, a lottery product its raffle terms. */
export const productCreateSchema = z
  .object({
    ...productFields,
    status: productFields.status.default('active'),
    sale_mode: z.enum(['direct', 'lottery'], { error: E('sale_mode_invalid') }),
  })
  .superRefine((v, ctx) => {
    const need = (field: keyof typeof v, key: string) => {
      if (v[field] === undefined || v[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: E(key) });
    };
    if (v.sale_mode === 'direct') need('stock', 'stock_required');
    else {
      need('min_participants', 'min_participants_required');
      need('end_date', 'end_date_required');
    }
  });
export type ProductCreateInput = z.infer<typeof productCreateSchema>;

/**
 * PUT /merchant/products/{id}: any subset of the fields (the sale mode never changes). Once a raffle
 * has sold or reserved tickets, price, total_tickets, ticket_price and end_date are locked (409).
 */
export const productUpdateSchema = z
  .object(Object.fromEntries(Object.entries(productFields).map(([k, s]) => [k, (s as z.ZodType).optional()])) as {
    [K in keyof typeof productFields]: z.ZodOptional<(typeof productFields)[K]>;
  })
  .strip();
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;

/** Fields a raffle can no longer change once a ticket is sold or reserved. */
export const LOCKED_LOTTERY_FIELDS = ['price', 'total_tickets', 'ticket_price', 'end_date'] as const;

/** PUT /merchant/products/{id}/images: the same image URLs in their new order (first = main). */
export const imagesReorderSchema = z.strictObject({
  images: z.array(z.string().trim().min(1).max(500), { error: E('images_invalid') }).max(MERCHANT_LIMITS.maxImages, E('images_too_many')),
});
export type ImagesReorderInput = z.infer<typeof imagesReorderSchema>;

const listPage = (perPage: number) => ({
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(10_000).default(1)),
  per_page: z.preprocess(blank, z.coerce.number().int().min(1).max(MERCHANT_LIMITS.maxPerPage).default(perPage)),
  search: withoutNul(z.preprocess(blank, z.string().trim().max(100).optional())),
});

export const merchantProductsQuerySchema = z.object({
  ...listPage(MERCHANT_LIMITS.productsPerPage),
  status: z.preprocess(blank, z.enum(MERCHANT_PRODUCT_STATUSES).optional()),
  sale_mode: z.preprocess(blank, z.enum(['direct', 'lottery']).optional()),
});
export type MerchantProductsQuery = z.infer<typeof merchantProductsQuerySchema>;

/** `to_ship`: paid and deliverable (direct sale, or the winning ticket's order). */
export const MERCHANT_ORDER_FILTERS = ['awaiting_payment', 'paid', 'shipping', 'fulfilled', 'failed', 'cancelled', 'expired', 'refunded', 'to_ship'] as const;

export const merchantOrdersQuerySchema = z.object({
  ...listPage(MERCHANT_LIMITS.ordersPerPage),
  status: z.preprocess(blank, z.enum(MERCHANT_ORDER_FILTERS).optional()),
  type: z.preprocess(blank, z.enum(['lottery', 'product_purchase']).optional()),
});
export type MerchantOrdersQuery = z.infer<typeof merchantOrdersQuerySchema>;

export const MERCHANT_LOTTERY_STATUSES = ['draft', 'open', 'sold_out', 'expired', 'drawn', 'cancelled'] as const;
export type MerchantLotteryStatus = (typeof MERCHANT_LOTTERY_STATUSES)[number];

export const merchantLotteriesQuerySchema = z.object({
  ...listPage(MERCHANT_LIMITS.lotteriesPerPage),
  status: z.preprocess(blank, z.enum(MERCHANT_LOTTERY_STATUSES).optional()),
});
export type MerchantLotteriesQuery = z.infer<typeof merchantLotteriesQuerySchema>;

export const ANALYTICS_PERIODS = ['day', 'week', 'month'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/**
 * A calendar day PostgreSQL accepts: the JS parser takes 2026-02-30 as 2 March, the database refuses
 * it (and year 0), so the day must survive a round trip.
 */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, E('date_invalid'))
  .refine((v) => {
    const ms = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === v && v >= '1900-01-01';
  }, E('date_invalid'));

/** GET /merchant/analytics. Defaults: day → last 30 days, week → last 12 weeks, month → last 12 months. */
export const merchantAnalyticsQuerySchema = z.object({
  period: z.preprocess(blank, z.enum(ANALYTICS_PERIODS, { error: E('period_invalid') }).default('day')),
  /** YYYY-MM-DD, inclusive */
  from: z.preprocess(blank, calendarDay.optional()),
  to: z.preprocess(blank, calendarDay.optional()),
  /** within PostgreSQL's integer ids: a larger number would fail the query instead of matching nothing */
  product_id: z.preprocess(
    blank,
    z.coerce
      .number({ error: E('product_not_found') })
      .int(E('product_not_found'))
      .min(1, E('product_not_found'))
      .max(2_147_483_647, E('product_not_found'))
      .optional(),
  ),
});
export type MerchantAnalyticsQuery = z.infer<typeof merchantAnalyticsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Business profile and payout

/** PUT /merchant/settings/business. */
export const businessProfileSchema = z.object({
  company_name: withoutNul(text({ required: E('company_name_required'), min: [2, E('company_name_too_short')], max: [150, E('company_name_too_long')] })),
  business_email: z
    .string({ error: E('business_email_invalid') })
    .trim()
    .max(100, E('too_long'))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null))
    .refine((v) => !v || z.email().safeParse(v).success, E('business_email_invalid')),
  description: withoutNul(optionalText(2000)),
  city: withoutNul(optionalText(100)),
  address: withoutNul(optionalText(255)),
});
export type BusinessProfileInput = z.infer<typeof businessProfileSchema>;

/** PUT /merchant/settings/payout: a Gabonese Airtel or Moov number, stored in E.164. */
export const payoutSchema = z.object({
  payout_phone: z
    .string({ error: E('payout_phone_required') })
    .trim()
    .min(1, E('payout_phone_required'))
    .superRefine((v, ctx) => {
      if (!v) return;
      const e164 = normalizePhone(v);
      if (!e164) ctx.addIssue({ code: 'custom', message: E('payout_phone_invalid') });
      else if (!gabonOperator(e164)) ctx.addIssue({ code: 'custom', message: E('payout_phone_operator') });
    }),
});
export type PayoutInput = z.infer<typeof payoutSchema>;

// ---------------------------------------------------------------------------------------------
// Views

export interface MerchantPagination {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface MerchantLotterySummary {
  id: number;
  lottery_number: string;
  status: MerchantLotteryStatus;
  ticket_price: number;
  total_tickets: number;
  sold_tickets: number;
  reserved_tickets: number;
  min_participants: number;
  /** sold / total as a rounded percent */
  progress: number;
  /** sold tickets × ticket price */
  revenue: number;
  end_date: string;
  seed_commitment: string | null;
  /** sold or reserved tickets exist: LOCKED_LOTTERY_FIELDS can no longer change */
  locked: boolean;
}

export interface MerchantProductView {
  id: number;
  name: string;
  description: string;
  detailed_description: string | null;
  category: { id: number; name: string } | null;
  price: number;
  sale_mode: 'direct' | 'lottery';
  status: MerchantProductStatus;
  stock: number | null;
  images: string[];
  main_image: string | null;
  views_count: number;
  created_at: string;
  updated_at: string;
  /** the product's current raffle (the latest one) */
  lottery: MerchantLotterySummary | null;
  /** paid orders (paid, shipping or fulfilled) and their amount */
  sales: { orders: number; amount: number };
  can_archive: boolean;
}

export interface MerchantOrderView {
  id: number;
  order_number: string;
  status: OrderStatus;
  type: OrderType;
  quantity: number;
  unit_price: number;
  total_amount: number;
  currency: 'XAF';
  created_at: string;
  paid_at: string | null;
  fulfilled_at: string | null;
  buyer: { name: string; phone: string | null; city: string | null };
  product: { id: number; name: string; image: string | null; sale_mode: 'direct' | 'lottery' };
  lottery: { id: number; lottery_number: string; status: MerchantLotteryStatus; drawn: boolean } | null;
  has_winning_ticket: boolean;
  /** paid and deliverable: a direct sale, or the order holding the winning ticket */
  can_ship: boolean;
  payment_method: string | null;
}

export interface MerchantOrderDetail extends MerchantOrderView {
  notes: string | null;
  items: { product_id: number; name: string; quantity: number; unit_price: number; total: number }[];
  tickets: { ticket_number: string; status: string; is_winner: boolean; purchased_at: string | null }[];
  payment: { reference: string; status: string; method: string; amount: number; paid_at: string | null; created_at: string } | null;
}

export interface MerchantOrderStats {
  total_orders: number;
  awaiting_payment: number;
  paid_orders: number;
  to_ship: number;
  shipping_orders: number;
  fulfilled_orders: number;
  /** paid, shipping or fulfilled amounts */
  revenue: number;
}

export interface MerchantLotteryView extends MerchantLotterySummary {
  product: { id: number; name: string; image: string | null };
  /** the draw's date once drawn, else the end date */
  draw_date: string;
  drawn_at: string | null;
}

export interface MerchantLotteryDetail extends MerchantLotteryView {
  participants_count: number;
  /** tickets sold (paid) per day, oldest first, days without sales included */
  sales_series: { date: string; tickets: number; amount: number }[];
  winning_ticket_number: string | null;
  /** only after the draw */
  proof: DrawProofDto | null;
}

export interface MerchantSalesThisMonth {
  amount: number;
  orders: number;
  tickets: number;
}

export interface MerchantSimpleDashboard {
  seller_kind: SellerKind;
  products: { total: number; active: number; draft: number; sold_out: number; archived: number; lottery: number; direct: number };
  /** open raffles, ending soonest first */
  raffles: MerchantLotteryView[];
  sales_this_month: MerchantSalesThisMonth;
  to_ship: { count: number; orders: MerchantOrderView[] };
}

export interface MerchantTopProduct {
  id: number;
  name: string;
  image: string | null;
  sale_mode: 'direct' | 'lottery';
  amount: number;
  orders: number;
  tickets: number;
}

export interface MerchantFullDashboard extends MerchantSimpleDashboard {
  /** paid amounts per day over the last 30 days, oldest first */
  revenue_trend: { date: string; amount: number; orders: number }[];
  top_products: MerchantTopProduct[];
  /** paid orders / all orders (all time), rate in percent with one decimal */
  conversion: { orders: number; paid_orders: number; rate: number };
}

export interface MerchantAnalytics {
  period: AnalyticsPeriod;
  from: string;
  to: string;
  /** one point per bucket (start date YYYY-MM-DD), empty buckets included */
  series: { bucket: string; amount: number; orders: number; tickets: number }[];
  by_product: MerchantTopProduct[];
  totals: { amount: number; orders: number; tickets: number };
}

export interface MerchantProfileView {
  seller_kind: SellerKind;
  company_name: string | null;
  business_email: string | null;
  description: string | null;
  city: string | null;
  address: string | null;
  logo_url: string | null;
  payout_phone: string | null;
  payout_operator: 'airtel' | 'moov' | null;
  /** the name buyers see: company name, else first and last name */
  display_name: string;
}

// ---------------------------------------------------------------------------------------------
// Refunds owed because of the merchant's raffles

/** Raffles that ended without a draw: their paid tickets are owed back to the buyers. */
export const MERCHANT_REFUND_LOTTERY_STATUSES = ['expired', 'cancelled'] as const;

/** GET /merchant/refunds */
export const merchantRefundsQuerySchema = z.object({
  page: listPage(MERCHANT_LIMITS.lotteriesPerPage).page,
  per_page: listPage(MERCHANT_LIMITS.lotteriesPerPage).per_page,
});
export type MerchantRefundsQuery = z.infer<typeof merchantRefundsQuerySchema>;

export interface MerchantRefundLotteryView {
  id: number;
  lottery_number: string;
  status: (typeof MERCHANT_REFUND_LOTTERY_STATUSES)[number];
  end_date: string;
  min_participants: number;
  product: { id: number; name: string; image: string | null };
  /** distinct buyers who paid (tickets still paid or already refunded) */
  participants_count: number;
  paid_tickets: number;
  /** sum of the price paid for the tickets still paid, integer XAF */
  amount_to_refund: number;
  refunded_tickets: number;
  refunded_amount: number;
}

/** Over every lottery concerned, not only the page shown. */
export interface MerchantRefundTotals {
  lotteries: number;
  tickets: number;
  amount: number;
}
