import { z } from 'zod';
import './zod-locale.js';
import type { PaymentRecordMethod, PaymentStatus } from './payments.js';
import { pageQuery, type PageInfo } from './pagination.js';

const E = (k: string) => `admin_payments.errors.${k}`;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Spec 3 §4 payment states as the admin sees them. */
export const ADMIN_PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type AdminPaymentStatus = (typeof ADMIN_PAYMENT_STATUSES)[number];

/**
 * The code's payment states behind each admin state: a bill that expired or was cancelled never
 * collected anything, so the operator sees it as failed.
 */
export const STORED_STATUSES: Record<AdminPaymentStatus, readonly PaymentStatus[]> = {
  pending: ['pending'],
  completed: ['paid'],
  failed: ['failed', 'expired', 'cancelled'],
  refunded: ['refunded'],
};

export function adminPaymentStatus(stored: PaymentStatus): AdminPaymentStatus {
  if (stored === 'paid') return 'completed';
  if (stored === 'pending' || stored === 'refunded') return stored;
  return 'failed';
}

/** Spec 3 §9: payments are listed 20 per page. */
export const ADMIN_PAYMENTS_PER_PAGE = 20;

const isoDate = (key: string) =>
  z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, E(key))
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), E(key))
      .optional(),
  );

/** The filters shared by the list and the export (spec 3 §7 Payments). */
export const adminPaymentFiltersSchema = z.object({
  search: z.preprocess(blank, z.string().trim().max(100, E('search_too_long')).optional()),
  status: z.preprocess(blank, z.enum(ADMIN_PAYMENT_STATUSES, { error: E('status_invalid') }).optional()),
  start_date: isoDate('start_date_invalid'),
  end_date: isoDate('end_date_invalid'),
});
export type AdminPaymentFilters = z.infer<typeof adminPaymentFiltersSchema>;

export const adminPaymentListQuerySchema = adminPaymentFiltersSchema.extend({
  ...pageQuery({ perPage: ADMIN_PAYMENTS_PER_PAGE, maxPerPage: 100, maxPage: 100_000 }),
});
export type AdminPaymentListQuery = z.infer<typeof adminPaymentListQuerySchema>;

export const adminPaymentExportQuerySchema = adminPaymentFiltersSchema.extend({
  format: z.preprocess(blank, z.enum(['json', 'csv'], { error: E('format_invalid') }).default('json')),
});
export type AdminPaymentExportQuery = z.infer<typeof adminPaymentExportQuerySchema>;

/** Spec 3 §3 "Payment (admin)", plus the references an operator needs to trace a transaction. */
export interface AdminPaymentView {
  id: number;
  transaction_id: string;
  reference: string;
  bill_id: string | null;
  provider_transaction_id: string | null;
  payment_method: PaymentRecordMethod;
  user_id: number;
  user_name: string;
  user_email: string;
  user_phone: string | null;
  order_number: string;
  order_type: 'lottery' | 'product_purchase';
  product_name: string;
  lottery_number: string | null;
  tickets_count: number;
  amount: number;
  currency: 'XAF';
  status: AdminPaymentStatus;
  gateway_status: PaymentStatus;
  failure_reason: string | null;
  paid_at: string | null;
  created_at: string;
}

/** GET /admin/payments/{id}: the row plus what the detail modal shows. */
export interface AdminPaymentDetail extends AdminPaymentView {
  phone: string;
  gateway: string;
  updated_at: string;
  can_refund: boolean;
  refund: { id: number; refund_number: string; status: string; amount: number; created_at: string } | null;
}

export interface AdminPaymentStats {
  total_revenue: number;
  current_month_revenue: number;
  revenue_change: number;
  successful_transactions: number;
  current_month_transactions: number;
  transactions_change: number;
  success_rate: number;
  success_rate_change: number;
  failed_transactions: number;
  /** spec 3 §2: the failed card's change is minus failed / max(successful, 1), in percent */
  failed_transactions_change: number;
  pending_transactions: number;
}

export type AdminPaymentPagination = PageInfo;

export interface AdminPaymentList {
  payments: AdminPaymentView[];
  pagination: AdminPaymentPagination;
  stats: AdminPaymentStats;
}
