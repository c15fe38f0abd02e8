// Without zod, so the payment screens that only show these values do not download it (payments.ts re-exports them).

const E = (k: string) => `payments.errors.${k}`;

export const PAYMENT_METHODS = ['airtel_money', 'moov_money'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What a payment row may record: a mobile-money method, or the buyer's Mbolo balance (no gateway). */
export const PAYMENT_RECORD_METHODS = [...PAYMENT_METHODS, 'wallet'] as const;
export type PaymentRecordMethod = (typeof PAYMENT_RECORD_METHODS)[number];
export const OPERATORS = ['airtel', 'moov'] as const;
export type Operator = (typeof OPERATORS)[number];
export const METHOD_OF_OPERATOR: Record<Operator, PaymentMethod> = { airtel: 'airtel_money', moov: 'moov_money' };
export const OPERATOR_OF_METHOD: Record<PaymentMethod, Operator> = { airtel_money: 'airtel', moov_money: 'moov' };

/** National prefixes per operator (spec 2 §5 "Phone screen"). */
export const OPERATOR_PREFIXES: Record<Operator, readonly string[]> = {
  airtel: ['074', '077', '076'],
  moov: ['065', '062', '066', '060'],
};

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Checks a 9-digit Gabonese mobile-money number against the chosen operator; returns an i18n key or null. */
export function mobileMoneyPhoneError(digits: string, operator: Operator): string | null {
  if (!digits) return E('phone_required');
  if (!/^\d{9}$/.test(digits)) return E('phone_length');
  if (!OPERATOR_PREFIXES[operator].some((p) => digits.startsWith(p))) return E(`phone_prefix_${operator}`);
  return null;
}
