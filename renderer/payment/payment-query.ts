import {
  OPERATOR_OF_METHOD,
  PAYMENT_METHODS,
  OPERATORS,
  type Operator,
  type PaymentMethod,
} from '../../src/contracts/payment-options.js';

/** `path?query` without the empty values. */
export function paymentUrl(path: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const s = search.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * What the method and phone screens hand each other besides the method (what is paid for, and how much),
 * so that going back and forth between them loses nothing.
 */
export function carriedQuery(q: Record<string, string | undefined>, type: string | undefined, amount: number) {
  return {
    type,
    order_number: q.order_number,
    transaction_id: q.transaction_id,
    amount,
    /** the part already set aside from the Mbolo balance (the amount is then what is left to pay) */
    wallet_share: q.wallet_share,
    quantity: q.quantity,
    product: q.product,
    lottery_id: q.lottery_id,
  };
}

/** A whole positive amount from the query, else null (spec 2 §2.3: a missing or non-positive amount is refused). */
export function queryAmount(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw.trim())) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function queryMethod(raw: string | undefined): PaymentMethod | null {
  return PAYMENT_METHODS.find((m) => m === raw) ?? null;
}

export function queryOperator(raw: string | undefined): Operator | null {
  return OPERATORS.find((o) => o === raw) ?? null;
}

/** The phone screen takes `method` (from the method screen) or `operator` (back from the confirmation screen). */
export function operatorOf(search: Record<string, string>): Operator | null {
  const method = queryMethod(search.method);
  return method ? OPERATOR_OF_METHOD[method] : queryOperator(search.operator);
}

/** "+241 74010203": the display form of a 9-digit national number (spec 2 §9). */
export function displayPhone(digits: string): string {
  const national = digits.replace(/\D/g, '').replace(/^0/, '');
  return national ? `+241 ${national}` : '';
}

/** Spec 2 §2.3: where the success button leads, and its label key. */
export function successTarget(
  type: string | undefined,
  orderNumber: string | undefined,
): { href: string; key: string } {
  if (type === 'ticket' || type === 'lottery')
    return { href: '/customer/tickets', key: 'payment.confirmation.view_tickets' };
  if (type === 'product' && orderNumber)
    return { href: `/customer/orders/${encodeURIComponent(orderNumber)}`, key: 'payment.confirmation.view_order' };
  if (type === 'product') return { href: '/customer/orders', key: 'payment.confirmation.view_orders' };
  return { href: '/customer', key: 'payment.confirmation.view_purchases' };
}
