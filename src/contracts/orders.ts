import { z } from 'zod';
import './zod-locale.js';
import type { PaymentView } from './payments.js';
import { pageQuery, type PageInfo } from './pagination.js';

export const ORDER_TYPES = ['lottery', 'product_purchase'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Stored order states (spec 2 §4). */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'shipping',
  'fulfilled',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDERS_PER_PAGE = 10;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const orderListQuerySchema = z.object({
  ...pageQuery({ perPage: ORDERS_PER_PAGE, maxPerPage: 50 }),
  q: z.preprocess(blank, z.string().trim().max(100).optional()),
  // spec 2 also names the waiting state `pending`
  status: z.preprocess((v) => (v === 'pending' ? 'awaiting_payment' : blank(v)), z.enum(ORDER_STATUSES).optional()),
  type: z.preprocess(blank, z.enum(ORDER_TYPES).optional()),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const confirmDeliverySchema = z.strictObject({
  notes: z.preprocess(blank, z.string().trim().max(1000, 'orders.errors.notes_too_long').optional()),
});
export type ConfirmDeliveryInput = z.infer<typeof confirmDeliverySchema>;

/** Spec 2 §4: confirm receipt when paid or shipping, and either a direct sale or a winning lottery order. */
export function canConfirmReceipt(o: { status: string; type: string; has_winning_ticket: boolean }): boolean {
  return (o.status === 'paid' || o.status === 'shipping') && (o.type !== 'lottery' || o.has_winning_ticket);
}

/** Spec 2 §4: invoice and print only once paid. */
export function invoiceAvailable(status: string): boolean {
  return status === 'paid' || status === 'shipping' || status === 'fulfilled';
}

export type OrderListPagination = PageInfo;

export interface OrderSummaryView {
  id: number;
  order_number: string;
  status: OrderStatus;
  type: OrderType;
  total_amount: number;
  currency: 'XAF';
  quantity: number;
  unit_price: number;
  created_at: string;
  paid_at: string | null;
  fulfilled_at: string | null;
  cancelled_at: string | null;
  expires_at: string | null;
  payment_method: string | null;
  payments_count: number;
  has_winning_ticket: boolean;
  product: { id: number; name: string; image: string | null; sale_mode: 'direct' | 'lottery' };
  /** `drawn`: the draw is made, so a lottery order without a winning ticket is final */
  lottery: { id: number; lottery_number: string; drawn: boolean } | null;
}

export interface OrderDetailView extends OrderSummaryView {
  notes: string | null;
  client: { full_name: string; email: string | null; phone: string | null; created_at: string };
  product: OrderSummaryView['product'] & { description: string };
  seller: { name: string; kind: 'enterprise' | 'individual' };
  lottery:
    | (NonNullable<OrderSummaryView['lottery']> & {
        title: string;
        ticket_price: number;
        sold_tickets: number;
        max_tickets: number;
        draw_date: string | null;
        winning_ticket_number: string | null;
      })
    | null;
  tickets: {
    id: number;
    ticket_number: string;
    price_paid: number;
    status: string;
    is_winner: boolean;
    purchased_at: string | null;
  }[];
  payments: PaymentView[];
}

export interface OrderStats {
  total_orders: number;
  paid_orders: number;
  shipping_orders: number;
  pending_orders: number;
  failed_orders: number;
  fulfilled_orders: number;
  completed_orders: number;
  total_amount_spent: number;
  lottery_orders: number;
  direct_orders: number;
  total_tickets_purchased: number;
  winning_tickets: number;
}

/** Spec 3 §4: the four order statuses staff pick from (the stored states map onto them, see order.state.ts). */
export const ADMIN_ORDER_STATUSES = ['pending', 'paid', 'fulfilled', 'cancelled'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/** How a stored state reads in the admin's four: shipping is still paid, an unpaid order that ended is cancelled. */
export function adminOrderStatus(status: OrderStatus): AdminOrderStatus | 'refunded' {
  switch (status) {
    case 'awaiting_payment':
      return 'pending';
    case 'paid':
    case 'shipping':
      return 'paid';
    case 'fulfilled':
      return 'fulfilled';
    case 'refunded':
      return 'refunded';
    default:
      return 'cancelled';
  }
}

/** POST /admin/orders/{order_number}/status and PATCH /orders/{id}/status (staff). */
export const orderStatusChangeSchema = z.strictObject({
  status: z.enum(ADMIN_ORDER_STATUSES, { error: 'order_status.errors.invalid_status' }),
  notes: z.preprocess(blank, z.string().trim().max(1000, 'order_status.errors.notes_too_long').optional()),
});
export type OrderStatusChangeInput = z.infer<typeof orderStatusChangeSchema>;

/** The answer of both status calls: `status_label` is the spec 3 §4 label (locale key `ui.status.order.<status>`). */
export interface OrderStatusChangeView {
  status: AdminOrderStatus | 'refunded';
  status_label: string;
}
