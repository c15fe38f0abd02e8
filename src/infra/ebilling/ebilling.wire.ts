import type { Bill, BillState } from './payment-gateway.js';

/**
 * E-Billing's JSON and form shapes, as merchant integrations use them. The simulator answers with
 * these same shapes, so the client cannot tell it from the real gateway.
 */

/** `POST /e_bills` body. */
export interface CreateBillWire {
  payer_msisdn: string;
  payer_email: string;
  payer_name: string;
  amount: number;
  short_description: string;
  external_reference: string;
  /** minutes */
  expiry_period: number;
}

/** `POST /e_bills/{bill_id}/ussd_push` body. */
export interface UssdPushWire {
  payment_system_name: string;
  payer_msisdn: string;
}

/** The e_bill object, answered as `{ e_bill: {...} }` by create and get. */
export interface EbillWire extends CreateBillWire {
  bill_id: string;
  state: string;
  created_at: string;
  due_date: string;
  payment_system_name: string | null;
  transaction_id: string | null;
  reason: string | null;
  paid_at: string | null;
}

/** OAuth2 client-credentials answer. */
export interface TokenWire {
  access_token: string;
  token_type: string;
  expires_in: number;
}

/** Fields of the form-encoded notification E-Billing posts to the merchant's callback URL. */
export const NOTIFICATION_FIELDS = [
  'billingid',
  'merchantid',
  'customerid',
  'transactionid',
  'reference',
  'payer_id',
  'payer_code',
  'paymentsystem',
  'amount',
  'shortdescription',
  'payername',
  'payeremail',
  'createdat',
  'state',
] as const;
export type NotificationWire = Record<(typeof NOTIFICATION_FIELDS)[number], string>;

const KNOWN_STATES = new Set<BillState>(['ready', 'paid', 'processed', 'failed', 'cancelled', 'expired']);

/** E-Billing also reports in-between states (created, pending, in_progress…): all mean "not settled yet". */
export function toBillState(raw: unknown): BillState {
  const s = String(raw ?? '').toLowerCase() as BillState;
  return KNOWN_STATES.has(s) ? s : 'ready';
}

const str = (v: unknown): string | null => (v === undefined || v === null || v === '' ? null : String(v));

/** Reads an e_bill answer (wrapped in `e_bill` or bare), tolerant of the variants integrations report. */
export function toBill(payload: unknown): Bill | null {
  const root = (payload ?? {}) as Record<string, unknown>;
  const b = (root.e_bill ?? root.bill ?? root ?? {}) as Record<string, unknown>;
  const billId = str(b.bill_id ?? b.id);
  if (!billId) return null;
  const amount = Number(b.amount);
  return {
    billId,
    externalReference: str(b.external_reference) ?? '',
    amount: Number.isFinite(amount) ? amount : 0,
    state: toBillState(b.state),
    payerMsisdn: str(b.payer_msisdn),
    transactionId: str(b.transaction_id ?? b.transactionid),
    paymentSystem: str(b.payment_system_name ?? b.paymentsystem),
    failureReason: str(b.reason ?? b.failure_reason),
  };
}
