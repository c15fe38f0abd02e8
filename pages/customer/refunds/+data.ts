import type { PageContextServer } from 'vike/types';
import type { RefundStats, RefundView } from '../../../src/contracts/refunds.js';
import type { Answer } from '../../../src/ssr/customer-reads.js';
import { parseFilters } from '../../../renderer/lib/url-filters.js';
import { REFUND_FILTERS, refundsApiQuery } from './refund-query.js';

export type RefundsAnswer = Answer<{ refunds: RefundView[]; stats: RefundStats }>;

export interface CustomerRefundsPageData {
  /** null when the server could not read it: the browser asks the API. */
  list: RefundsAnswer | null;
}

/** The figures and the 50 latest refunds of the URL's status, read in-process: they are there on first paint. */
export async function data(pageContext: PageContextServer): Promise<CustomerRefundsPageData> {
  const user = pageContext.user!; // the customer guard ran first
  const query = refundsApiQuery(parseFilters(REFUND_FILTERS, pageContext.urlParsed.search));
  try {
    return { list: await pageContext.services.customer.refunds(user.id, query, pageContext.locale) };
  } catch (err) {
    console.error('customer refunds page', err);
    return { list: null };
  }
}
