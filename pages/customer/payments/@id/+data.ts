import type { PageContextServer } from 'vike/types';
import type { PaymentView } from '../../../../src/contracts/payments.js';
import type { Answer } from '../../../../src/ssr/customer-reads.js';

export type PaymentAnswer = Answer<PaymentView>;

export interface PaymentDetailPageData {
  payment: PaymentAnswer | null;
  /** Why there is no payment: the API's status (404 unknown or someone else's, 500 a failure). */
  failure: number | null;
  /** the server's clock, so that "expires"/"expired" hydrates the same */
  now: string;
}

/** The signed-in customer's payment, read in-process; an unknown one keeps the page's own message. */
export async function data(pageContext: PageContextServer): Promise<PaymentDetailPageData> {
  const user = pageContext.user!; // the customer guard ran first
  const raw = pageContext.routeParams.id ?? '';
  const now = new Date().toISOString();
  // the API's own reading of the id (routeId): anything else is unknown
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) return { payment: null, failure: 404, now };
  try {
    return {
      payment: await pageContext.services.customer.payment(user.id, Number(raw), pageContext.locale),
      failure: null,
      now,
    };
  } catch (err) {
    // compared by status, not instanceof: the server build and the page bundle each have their own error classes
    const status = (err as { status?: number }).status;
    if (status === 404 || status === 403) return { payment: null, failure: status, now };
    console.error('customer payment page', err);
    return { payment: null, failure: 500, now };
  }
}
