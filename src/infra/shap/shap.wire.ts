import { z } from 'zod';
import type { PayoutResult, PayoutState } from './payout-gateway.js';

/**
 * SHAP's JSON shapes (billing-easy's payout API), as merchant integrations use them. The simulator
 * validates requests and answers with these same shapes, so the client cannot tell it from SHAP.
 * Request schemas are strict (what SHAP accepts); answer schemas are tolerant of the variants
 * integrations report (ids as numbers or strings, extra fields).
 */

export const PAYOUT_SYSTEMS = ['airtelmoney', 'moovmoney4'] as const;

/** `POST /auth` body. */
export const authBodySchema = z.object({ api_id: z.string().min(1), api_secret: z.string().min(1) });
export type AuthBodyWire = z.infer<typeof authBodySchema>;

/** `POST /auth` answer. */
export const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().nullish(),
  expires_in: z.coerce.number().positive().nullish(),
});
export type TokenWire = { access_token: string; token_type: 'Bearer'; expires_in: number };

/** `POST /payout` body: the payout itself travels as a JSON-encoded string. */
export const payoutBodySchema = z.object({ payment_system_name: z.enum(PAYOUT_SYSTEMS), payout: z.string().min(2) });
export type PayoutBodyWire = z.infer<typeof payoutBodySchema>;

/** The object encoded in `payout`. */
export const payoutDetailsSchema = z.object({
  // 9 national digits, 0 first (074010203)
  payee_msisdn: z.string().regex(/^0\d{8}$/),
  // integer XAF
  amount: z.number().int().positive(),
  external_reference: z.string().trim().min(1).max(255),
  payout_type: z.enum(['refund', 'withdrawal', 'transfer']).default('refund'),
});
export type PayoutDetailsWire = z.input<typeof payoutDetailsSchema>;

/** A payout as SHAP describes it (`response` of a POST, `payout` of a GET). */
export interface PayoutWire {
  payout_id: string;
  external_reference: string;
  payee_msisdn: string;
  amount: number;
  payment_system_name: string;
  payout_type: string;
  state: 'success' | 'failed' | 'processing' | 'pending';
  transaction_id: string | null;
  failure_reason: string | null;
  created_at: string;
}

/** `successful` of a POST answer: only "success" means the money has left. */
export type Successful = 'success' | 'transaction_initiated' | 'processing' | 'pending';
export interface PayoutAnswerWire {
  successful: Successful;
  success_message: string;
  response: PayoutWire;
}

/**
 * `GET /kyc?payment_system_name&msisdn` answer: whether the operator holds a mobile-money account for
 * the number, and the name it is registered to (KYC). Tolerant: `account_name` or first/last names.
 */
export interface KycWire {
  exists: boolean;
  account_name?: string | null;
  firstname?: string | null;
  lastname?: string | null;
}
const kycSchema = z.looseObject({
  exists: z.union([z.boolean(), z.string()]).transform((v) => v === true || v === 'true'),
  account_name: z.string().nullish(),
  firstname: z.string().nullish(),
  lastname: z.string().nullish(),
});

/** The registered name of a KYC answer ('' when none), or null when the answer is not one. */
export function accountOfKyc(body: unknown): { exists: boolean; name: string } | null {
  const parsed = kycSchema.safeParse(body);
  if (!parsed.success) return null;
  const { exists, account_name, firstname, lastname } = parsed.data;
  const name = (account_name || [firstname, lastname].filter(Boolean).join(' ')).trim();
  return { exists, name };
}

/** `GET /balance` answer. */
export interface BalanceWire {
  data: { payment_system_name: string; amount: number }[];
}

/** Any 4xx answer. */
export interface ErrorWire {
  error_code: string;
  error_description: string;
}

const id = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)));
const payoutSchema = z.looseObject({
  payout_id: id,
  transaction_id: id,
  external_reference: z.string().nullish(),
  payee_msisdn: z.string().nullish(),
  state: z.string().nullish(),
  failure_reason: z.string().nullish(),
});
const answerSchema = z.looseObject({ successful: z.string(), response: payoutSchema.nullish() });
const recordSchema = z.looseObject({ payout: payoutSchema });
const errorSchema = z.looseObject({
  error_code: z.union([z.string(), z.number()]).transform(String),
  error_description: z.string().nullish(),
});

const SUCCESSFUL: Record<string, PayoutState> = {
  success: 'success',
  transaction_initiated: 'processing',
  processing: 'processing',
  pending: 'processing',
};
const FAILED = new Set(['failed', 'failure', 'error', 'rejected', 'refused', 'cancelled', 'canceled', 'expired']);
const SUCCEEDED = new Set(['success', 'successful', 'succeeded', 'completed', 'paid']);

/** A payout's state; anything SHAP reports that is neither done nor failed is still under way. */
export function toPayoutState(raw: unknown): PayoutState {
  const s = String(raw ?? '').toLowerCase();
  if (SUCCEEDED.has(s)) return 'success';
  return FAILED.has(s) ? 'failed' : 'processing';
}

/** Reads a `POST /payout` answer; null when it is not one. */
export function resultOfCreate(body: unknown): PayoutResult | null {
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) return null;
  const { successful, response } = parsed.data;
  let state = SUCCESSFUL[successful.toLowerCase()] ?? toPayoutState(response?.state);
  // a "success" whose payout says otherwise is left to the look-up to settle, never counted as paid
  if (state === 'success' && response?.state && toPayoutState(response.state) !== 'success') state = 'processing';
  // a refusal is a 4xx, never a 2xx: an accepted payout is not failed on the strength of its first answer
  if (state === 'failed') state = 'processing';
  return {
    state,
    payoutId: response?.payout_id ?? null,
    transactionId: response?.transaction_id ?? null,
    failureReason: null,
  };
}

/** Reads a `GET /payout` answer; null when it is not one. */
export function resultOfGet(body: unknown): { result: PayoutResult; externalReference: string | null } | null {
  const parsed = recordSchema.safeParse(body);
  if (!parsed.success) return null;
  const p = parsed.data.payout;
  const state = toPayoutState(p.state);
  return {
    externalReference: p.external_reference ?? null,
    result: {
      state,
      payoutId: p.payout_id,
      transactionId: p.transaction_id,
      failureReason: state === 'failed' ? p.failure_reason || null : null,
    },
  };
}

/** The `{error_code, error_description}` of a refusal, if the body is one. */
export function errorOf(body: unknown): { code: string; description: string | null } | null {
  const parsed = errorSchema.safeParse(body);
  return parsed.success ? { code: parsed.data.error_code, description: parsed.data.error_description || null } : null;
}
