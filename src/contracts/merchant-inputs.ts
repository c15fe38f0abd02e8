import { z } from 'zod';
import './zod-locale.js';
import { EDITABLE_PRODUCT_STATUSES, MERCHANT_LIMITS, MERCHANT_PRODUCT_STATUSES } from './merchant-terms.js';
import { ORDER_STATUSES } from './orders.js';
import { gabonOperator, normalizePhone } from './phone.js';
import { optionalText as sharedOptionalText, text } from './zod-helpers.js';
import { pageQuery } from './pagination.js';

/** What the merchant area accepts: product forms, list and analytics queries, business profile and payout (see merchant.ts). */

const E = (k: string) => `merchant.errors.${k}`;

// Product forms

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** PostgreSQL text cannot hold U+0000: it is dropped before any check, so that it never fails a query. */
const withoutNul = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.replace(/\u0000/g, '') : v), schema);
/** Form inputs send strings: '' and null read as absent, numeric strings as numbers. */
const toNumber = (v: unknown) =>
  v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v.trim()) : v;
const intSchema = (key: string, min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? E(`${key}_required`) : E(`${key}_invalid`)) })
    .int(E(`${key}_invalid`))
    .min(min, E(`${key}_invalid`))
    .max(max, E(`${key}_invalid`));
const intField = (key: string, min: number, max = 1_000_000_000) => z.preprocess(toNumber, intSchema(key, min, max));
const optInt = (key: string, min: number, max = 1_000_000_000) =>
  z.preprocess(toNumber, intSchema(key, min, max).nullish());
const optionalText = (max: number) => sharedOptionalText(max, E);
const isoDate = z
  .string({ error: E('end_date_invalid') })
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), E('end_date_invalid'));

const productFields = {
  name: withoutNul(
    text({ required: E('name_required'), min: [3, E('name_too_short')], max: [200, E('name_too_long')] }),
  ),
  description: withoutNul(
    text({
      required: E('description_required'),
      min: [10, E('description_too_short')],
      max: [5000, E('description_too_long')],
    }),
  ),
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
  .object(
    Object.fromEntries(Object.entries(productFields).map(([k, s]) => [k, (s as z.ZodType).optional()])) as {
      [K in keyof typeof productFields]: z.ZodOptional<(typeof productFields)[K]>;
    },
  )
  .strip();
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;

/** Fields a raffle can no longer change once a ticket is sold or reserved. */
export const LOCKED_LOTTERY_FIELDS = ['price', 'total_tickets', 'ticket_price', 'end_date'] as const;

/** PUT /merchant/products/{id}/images: the same image URLs in their new order (first = main). */
export const imagesReorderSchema = z.strictObject({
  images: z
    .array(z.string().trim().min(1).max(500), { error: E('images_invalid') })
    .max(MERCHANT_LIMITS.maxImages, E('images_too_many')),
});
export type ImagesReorderInput = z.infer<typeof imagesReorderSchema>;

const listPage = (perPage: number) => ({
  ...pageQuery({ perPage, maxPerPage: MERCHANT_LIMITS.maxPerPage }),
  search: withoutNul(z.preprocess(blank, z.string().trim().max(100).optional())),
});

export const merchantProductsQuerySchema = z.object({
  ...listPage(MERCHANT_LIMITS.productsPerPage),
  status: z.preprocess(blank, z.enum(MERCHANT_PRODUCT_STATUSES).optional()),
  sale_mode: z.preprocess(blank, z.enum(['direct', 'lottery']).optional()),
});
export type MerchantProductsQuery = z.infer<typeof merchantProductsQuerySchema>;

/** `to_ship`: paid and deliverable (direct sale, or the winning ticket's order). */
export const MERCHANT_ORDER_FILTERS = [...ORDER_STATUSES, 'to_ship'] as const;

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
  company_name: withoutNul(
    text({
      required: E('company_name_required'),
      min: [2, E('company_name_too_short')],
      max: [150, E('company_name_too_long')],
    }),
  ),
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

/** GET /merchant/refunds */
export const merchantRefundsQuerySchema = z.object({
  page: listPage(MERCHANT_LIMITS.lotteriesPerPage).page,
  per_page: listPage(MERCHANT_LIMITS.lotteriesPerPage).per_page,
});
export type MerchantRefundsQuery = z.infer<typeof merchantRefundsQuerySchema>;
