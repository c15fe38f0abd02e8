import { z } from 'zod';
import './zod-locale.js';
import {
  mobileMoneyPhoneError,
  OPERATORS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentRecordMethod,
  type PaymentStatus,
} from './payment-options.js';
import { pageQuery } from './pagination.js';

export * from './payment-options.js';

const E = (k: string) => `payments.errors.${k}`;

/** POST /payments/initiate — a direct purchase creates its order (spec 2 §7). */
export const initiateDirectSchema = z.strictObject({
  product_id: z.coerce
    .number({ error: E('product_required') })
    .int(E('product_required'))
    .positive(E('product_required')),
  type: z.literal('product_purchase', { error: E('type_invalid') }).default('product_purchase'),
  amount: z.coerce
    .number({ error: E('amount_invalid') })
    .int(E('amount_invalid'))
    .positive(E('amount_invalid')),
  quantity: z.coerce
    .number({ error: E('quantity_invalid') })
    .int(E('quantity_invalid'))
    .min(1, E('quantity_invalid'))
    .max(100, E('quantity_invalid'))
    .default(1),
});
export type InitiateDirectInput = z.infer<typeof initiateDirectSchema>;

/** POST /payments/initiate-from-transaction — bill + USSD push for an order awaiting payment. */
export const initiatePaymentSchema = z
  .strictObject({
    phone: z
      .string({ error: E('phone_required') })
      .trim()
      .transform((v) => v.replace(/\D/g, '')),
    operator: z.enum(OPERATORS, { error: E('operator_invalid') }),
    order_number: z.string().trim().max(40).optional().nullable(),
    transaction_id: z.string().trim().max(40).optional().nullable(),
  })
  .superRefine((v, ctx) => {
    const err = mobileMoneyPhoneError(v.phone, v.operator);
    if (err) ctx.addIssue({ code: 'custom', path: ['phone'], message: err });
    if (!v.order_number && !v.transaction_id)
      ctx.addIssue({ code: 'custom', path: ['order_number'], message: E('order_missing') });
  });
export type InitiatePaymentInput = z.infer<typeof initiatePaymentSchema>;

/** GET /payments/payer-name — who holds the number's mobile-money account, before paying (KYC look-up). */
export const payerNameQuerySchema = z
  .object({
    phone: z
      .string({ error: E('phone_required') })
      .trim()
      .transform((v) => v.replace(/\D/g, '')),
    operator: z.enum(OPERATORS, { error: E('operator_invalid') }),
  })
  .superRefine((v, ctx) => {
    const err = mobileMoneyPhoneError(v.phone, v.operator);
    if (err) ctx.addIssue({ code: 'custom', path: ['phone'], message: err });
  });
export type PayerNameQuery = z.infer<typeof payerNameQuerySchema>;

/**
 * found: the account's holder, shortened to the first name and initials ("Jean N."): enough for the
 * payer to see a typo, too little to learn strangers' names from numbers. unavailable: the look-up
 * could not be made; the payment goes on as before.
 */
export interface PayerNameDto {
  status: 'found' | 'not_found' | 'unavailable';
  name: string | null;
}

export const retryUssdSchema = z.strictObject({
  bill_id: z
    .string({ error: E('bill_required') })
    .trim()
    .min(1, E('bill_required'))
    .max(40),
  operator: z.enum(OPERATORS, { error: E('operator_invalid') }).optional(),
  token: z.string().max(100).optional(),
});
export type RetryUssdInput = z.infer<typeof retryUssdSchema>;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const paymentListQuerySchema = z.object({
  ...pageQuery({ perPage: 10, maxPerPage: 50 }),
  search: z.preprocess(blank, z.string().trim().max(100).optional()),
  // spec 2 shows a `completed` payment as paid
  status: z.preprocess((v) => (v === 'completed' ? 'paid' : blank(v)), z.enum(PAYMENT_STATUSES).optional()),
  method: z.preprocess(blank, z.enum(PAYMENT_METHODS).optional()),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

/** POST /payments/initiate-from-transaction answer (spec 2 §3 "Payment initiation response"). */
export interface PaymentInitiation {
  bill_id: string;
  reference: string;
  amount: number;
  transaction_id: string;
  order_number: string;
  /** lets the (login-free) confirmation page follow this bill */
  status_token: string;
  expires_at: string;
}

/** GET /payments/status/{bill_id} answer data. */
export interface PaymentStatusView {
  bill_id: string;
  status: PaymentStatus;
  error_message: string | null;
  order_number: string;
  order_type: 'lottery' | 'product_purchase';
  amount: number;
  paid_at: string | null;
  expires_at: string;
}

/** Pushed over Socket.IO (event `payment.status`) to the payer's room and the bill's room. */
export type PaymentStatusEvent = PaymentStatusView;

export interface PaymentView {
  id: number;
  billing_id: string | null;
  ebilling_id: string | null;
  reference: string;
  status: PaymentStatus;
  amount: number;
  currency: 'XAF';
  payment_method: PaymentRecordMethod;
  phone_number: string;
  customer_name: string;
  customer_email: string | null;
  external_transaction_id: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  expires_at: string;
  gateway_response: { failure_reason: string | null };
  gateway: { display_name: string };
  order: {
    order_number: string;
    type: 'lottery' | 'product_purchase';
    status: string;
    product_name: string;
    quantity: number;
  };
  can_retry: boolean;
}

export interface PaymentStats {
  successful_payments: number;
  pending_payments: number;
  failed_payments: number;
  total_amount: number;
}
