/** Merchant limits, product statuses, the ticket price and a raffle's settings-based terms (see merchant.ts). */

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
export function ticketPrice({
  price,
  totalTickets,
  commission,
  margin = DEFAULT_TICKET_MARGIN,
  min,
  max,
}: TicketPriceInput): number {
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
  const add = (field: string, key: string) => {
    errors[field] = [...(errors[field] ?? []), E(key)];
  };
  const totalTickets = terms.fixed_total_tickets ?? input.total_tickets ?? 0;
  if (terms.fixed_total_tickets == null) {
    if (!input.total_tickets) add('total_tickets', 'total_tickets_required');
    else if (totalTickets < terms.total_tickets_min || totalTickets > terms.total_tickets_max)
      add('total_tickets', 'total_tickets_range');
  }
  if (input.min_participants < Math.max(MIN_PARTICIPANTS_FLOOR, terms.min_participants))
    add('min_participants', 'min_participants_below_setting');
  else if (totalTickets > 0 && input.min_participants > totalTickets)
    add('min_participants', 'min_participants_above_total');
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
    else if (input.ticket_price < terms.ticket_price_min || input.ticket_price > terms.ticket_price_max)
      add('ticket_price', 'ticket_price_range');
    else price = input.ticket_price;
  }
  return { errors, totalTickets, ticketPrice: price };
}
