import type { PageContextServer } from 'vike/types';
import { paymentListQuerySchema, type PaymentStats, type PaymentView } from '../../../src/contracts/payments.js';
import type { Answer, Paged } from '../../../src/ssr/customer-reads.js';
import { parseFilters } from '../../../renderer/lib/url-filters.js';
import { PAYMENT_FILTERS, paymentsApiQuery } from './payment-query.js';

export type PaymentsAnswer = Paged<PaymentView>;
export type PaymentStatsAnswer = Answer<PaymentStats>;

export interface CustomerPaymentsPageData {
  /** null when the server could not read it (filters the API refuses, a failure): the browser asks the API. */
  list: PaymentsAnswer | null;
  stats: PaymentStatsAnswer | null;
  /** the server's clock, so that the expiry lines hydrate to the same text */
  now: string;
}

/** The figures and the first page of the URL's filters, read in-process: the payments are there on first paint. */
export async function data(pageContext: PageContextServer): Promise<CustomerPaymentsPageData> {
  const user = pageContext.user!; // the customer guard ran first
  const { customer } = pageContext.services;
  const query = paymentListQuerySchema.safeParse(paymentsApiQuery(parseFilters(PAYMENT_FILTERS, pageContext.urlParsed.search)));
  const [list, stats] = await Promise.all([
    query.success ? customer.payments(user.id, query.data, pageContext.locale).catch(failed) : null,
    customer.paymentStats(user.id).catch(failed),
  ]);
  return { list, stats, now: new Date().toISOString() };
}

function failed(err: unknown): null {
  console.error('customer payments page', err);
  return null;
}
