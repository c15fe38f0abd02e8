import { z } from 'zod';
import './zod-locale.js';
import {
  ADMIN_ORDER_STATUSES,
  ORDER_STATUSES,
  adminOrderStatus,
  type AdminOrderStatus,
  type OrderStatus,
  type OrderType,
} from './orders.js';
import type { PaymentStatus } from './payments.js';
import { pageQuery, type PageInfo } from './pagination.js';

const E = (k: string) => `admin_orders.errors.${k}`;

/**
 * Spec 3 §4 speaks of four order statuses; the orders module stores eight finer states (spec 2 §4).
 * The back-office shows and filters by the four as the order state machine reads them
 * (`adminOrderStatus` in contracts/orders.ts), plus `refunded`, which none of the four describes:
 * pending = awaiting_payment; paid = paid, shipping; fulfilled = fulfilled; cancelled = cancelled,
 * failed, expired; refunded = refunded. The stored state is still returned (`state`, `state_label`).
 */
export { ADMIN_ORDER_STATUSES, adminOrderStatus, type AdminOrderStatus } from './orders.js';
/** What a row shows: one of the four, or refunded (final, offered by no dropdown). */
export type AdminOrderStatusShown = AdminOrderStatus | 'refunded';
export const ADMIN_ORDER_STATUS_FILTER = [...ADMIN_ORDER_STATUSES, 'refunded'] as const;

/** The stored states behind each status shown: the inverse of adminOrderStatus, for the list's filter. */
export const ADMIN_STATUS_STATES: Record<AdminOrderStatusShown, OrderStatus[]> = Object.fromEntries(
  ADMIN_ORDER_STATUS_FILTER.map((s) => [s, ORDER_STATUSES.filter((state) => adminOrderStatus(state) === s)]),
) as Record<AdminOrderStatusShown, OrderStatus[]>;

/** Spec 3 §4 types: lottery (Tombola), direct (Achat direct) — the latter stored as product_purchase. */
export const ADMIN_ORDER_TYPES = ['lottery', 'direct'] as const;
export type AdminOrderType = (typeof ADMIN_ORDER_TYPES)[number];
export const adminOrderType = (type: OrderType): AdminOrderType => (type === 'lottery' ? 'lottery' : 'direct');
export const storedOrderType = (type: AdminOrderType): OrderType =>
  type === 'lottery' ? 'lottery' : 'product_purchase';

/** Spec 3 §4 payment statuses; an attempt that failed, expired or was cancelled reads as failed. */
export const ADMIN_PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type AdminPaymentStatus = (typeof ADMIN_PAYMENT_STATUSES)[number];
export function adminPaymentStatus(status: PaymentStatus): AdminPaymentStatus {
  if (status === 'paid') return 'completed';
  if (status === 'pending' || status === 'refunded') return status;
  return 'failed';
}

/** Spec 3 §9: fifteen orders a page. */
export const ADMIN_ORDERS_PER_PAGE = 15;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const day = z.preprocess(
  blank,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, E('invalid_date'))
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      E('invalid_date'),
    )
    .optional(),
);

/** GET /admin/orders — the four statuses (or refunded), or one stored state for a finer look (e.g. expired). */
export const adminOrderListQuerySchema = z
  .object({
    ...pageQuery({ perPage: ADMIN_ORDERS_PER_PAGE, maxPerPage: 100, maxPage: 100_000 }),
    search: z.preprocess(blank, z.string().trim().max(100).optional()),
    status: z.preprocess(blank, z.string().trim().optional()),
    type: z.preprocess(
      blank,
      z.enum([...ADMIN_ORDER_TYPES, 'product_purchase'], { error: E('invalid_type') }).optional(),
    ),
    date_from: day,
    date_to: day,
  })
  .superRefine((v, ctx) => {
    const known: readonly string[] = [
      ...ADMIN_ORDER_STATUS_FILTER,
      'awaiting_payment',
      'shipping',
      'failed',
      'expired',
    ];
    if (v.status !== undefined && !known.includes(v.status))
      ctx.addIssue({ code: 'custom', path: ['status'], message: E('invalid_status') });
    if (v.date_from && v.date_to && v.date_from > v.date_to)
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: E('date_range') });
  });
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** One row of GET /admin/orders (spec 3 §3 "Order (admin)"). */
export interface AdminOrderRow {
  id: number;
  order_number: string;
  status: AdminOrderStatusShown;
  status_label: string;
  /** the stored state behind `status` (spec 2 §4), and its label */
  state: OrderStatus;
  state_label: string;
  type: AdminOrderType;
  type_label: string;
  total_amount: number;
  currency: 'XAF';
  quantity: number;
  customer_name: string;
  item_name: string | null;
  user: { id: number; email: string | null; phone: string | null };
  lottery: { id: number; lottery_number: string; sold_tickets: number; max_tickets: number } | null;
  lottery_progress: number | null;
  payment_status: AdminPaymentStatus | null;
  payment_status_label: string | null;
  payment_method: string | null;
  payment_method_label: string | null;
  created_at: string;
}

export interface AdminOrderTimelineEvent {
  /** created | paid | fulfilled | cancelled | status_changed | payment_initiated | payment_failed | … | expired | failed | refunded */
  type: string;
  title: string;
  timestamp: string | null;
  /** who made a manual status change, and why */
  by: { id: number; name: string } | null;
  notes: string | null;
}

export interface AdminOrderPayment {
  id: number;
  reference: string;
  transaction_id: string | null;
  method: string;
  method_label: string;
  status: AdminPaymentStatus;
  status_label: string;
  amount: number;
  phone: string;
  created_at: string;
  paid_at: string | null;
}

/** GET /admin/orders/{order_number or id}. */
export interface AdminOrderDetail extends AdminOrderRow {
  customer: { name: string; email: string | null; phone: string | null };
  unit_price: number;
  paid_at: string | null;
  fulfilled_at: string | null;
  cancelled_at: string | null;
  expires_at: string | null;
  notes: string | null;
  product: { id: number; name: string; merchant_name: string };
  tickets_count: number;
  payments: AdminOrderPayment[];
  timeline: AdminOrderTimelineEvent[];
}

/** GET /admin/orders/stats (spec 3 §3 "Order stats"). */
export interface AdminOrderStats {
  total_orders: number;
  paid_orders: number;
  pending_orders: number;
  fulfilled_orders: number;
  /** FCFA actually kept: paid (including being delivered) and fulfilled orders */
  total_amount: number;
  /** created since midnight, Africa/Libreville */
  today_orders: number;
}

export type AdminPagination = PageInfo;
