import type { PageContextServer } from 'vike/types';
import { orderListQuerySchema } from '../../../src/contracts/orders.js';
import type { MyReviewDto } from '../../../src/contracts/reviews.js';
import { parseFilters } from '../../../renderer/lib/url-filters.js';
import { listWithStatsData } from '../components/list-with-stats-data.js';
import { ORDER_FILTERS, ordersApiQuery } from './order-query.js';

/** The figures and the first page of the URL's filters, read in-process: the orders are there on first paint. */
const ordersData = listWithStatsData({
  label: 'customer orders page',
  query: (pageContext) =>
    orderListQuerySchema.safeParse(ordersApiQuery(parseFilters(ORDER_FILTERS, pageContext.urlParsed.search))),
  // the customer guard ran first
  list: (pageContext, query) => pageContext.services.customer.orders(pageContext.user!.id, query),
  stats: (pageContext) => pageContext.services.customer.orderStats(pageContext.user!.id),
});

/** …with the reviews the customer already left (null when unread: the browser asks for them). */
export async function data(pageContext: PageContextServer) {
  const [base, reviews] = await Promise.all([
    ordersData(pageContext),
    pageContext.services.reviews.mine(pageContext.user!.id).catch((err: unknown): MyReviewDto[] | null => {
      console.error('customer orders page reviews', err);
      return null;
    }),
  ]);
  return { ...base, reviews };
}
