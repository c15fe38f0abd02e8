import type { DrawProofDto } from './catalogue.js';
import type { AnalyticsPeriod, MerchantLotteryStatus } from './merchant-inputs.js';
import type { MerchantProductStatus, SellerKind } from './merchant-terms.js';
import type { OrderStatus, OrderType } from './orders.js';
import type { PageInfo } from './pagination.js';

/** What the merchant area answers: the views of its products, orders, raffles, dashboards, settings and refunds (see merchant.ts). */

export type MerchantPagination = PageInfo;

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
  payment: {
    reference: string;
    status: string;
    method: string;
    amount: number;
    paid_at: string | null;
    created_at: string;
  } | null;
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
  products: {
    total: number;
    active: number;
    draft: number;
    sold_out: number;
    archived: number;
    lottery: number;
    direct: number;
  };
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
