import { paymentListQuerySchema } from '../../../src/contracts/payments.js';
import { parseFilters } from '../../../renderer/lib/url-filters.js';
import { listWithStatsData } from '../components/list-with-stats-data.js';
import { PAYMENT_FILTERS, paymentsApiQuery } from './payment-query.js';

/** The figures and the first page of the URL's filters, read in-process: the payments are there on first paint. */
export const data = listWithStatsData({
  label: 'customer payments page',
  query: (pageContext) =>
    paymentListQuerySchema.safeParse(paymentsApiQuery(parseFilters(PAYMENT_FILTERS, pageContext.urlParsed.search))),
  // the customer guard ran first
  list: (pageContext, query) => pageContext.services.customer.payments(pageContext.user!.id, query, pageContext.locale),
  stats: (pageContext) => pageContext.services.customer.paymentStats(pageContext.user!.id),
});
