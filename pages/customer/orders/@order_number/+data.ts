import type { PageContextServer } from 'vike/types';
import type { OrderDetailView } from '../../../../src/contracts/orders.js';
import type { Answer } from '../../../../src/ssr/customer-reads.js';

export type OrderAnswer = Answer<OrderDetailView>;

export interface OrderDetailPageData {
  order: OrderAnswer | null;
  /** Why there is no order: the API's status (404 unknown, 403 someone else's, 500 a failure). */
  failure: number | null;
  /** the server's clock, so that the retry button hydrates the same */
  now: string;
}

/** The signed-in customer's order, read in-process; an unknown or foreign one keeps the page's own message. */
export async function data(pageContext: PageContextServer): Promise<OrderDetailPageData> {
  const user = pageContext.user!; // the customer guard ran first
  const number = (pageContext.routeParams.order_number ?? '').trim();
  const now = new Date().toISOString();
  if (!number) return { order: null, failure: 404, now };
  try {
    return {
      order: await pageContext.services.customer.order(user.id, number, pageContext.locale),
      failure: null,
      now,
    };
  } catch (err) {
    // compared by status, not instanceof: the server build and the page bundle each have their own error classes
    const status = (err as { status?: number }).status;
    if (status === 404 || status === 403) return { order: null, failure: status, now };
    console.error('customer order page', err);
    return { order: null, failure: 500, now };
  }
}
