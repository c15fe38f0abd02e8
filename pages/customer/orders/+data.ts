import type { PageContextServer } from 'vike/types';
import { orderListQuerySchema } from '../../../src/contracts/orders.js';
import type { OrderStats, OrderSummaryView } from '../../../src/contracts/orders.js';
import type { Answer, Paged } from '../../../src/ssr/customer-reads.js';
import { parseFilters } from '../../../renderer/lib/url-filters.js';
import { ORDER_FILTERS, ordersApiQuery } from './order-query.js';

export type OrdersAnswer = Paged<OrderSummaryView>;
export type OrderStatsAnswer = Answer<OrderStats>;

export interface CustomerOrdersPageData {
  /** null when the server could not read it (filters the API refuses, a failure): the browser asks the API. */
  list: OrdersAnswer | null;
  stats: OrderStatsAnswer | null;
  /** the server's clock, so that the "pay before" lines hydrate to the same text */
  now: string;
}

/** The figures and the first page of the URL's filters, read in-process: the orders are there on first paint. */
export async function data(pageContext: PageContextServer): Promise<CustomerOrdersPageData> {
  const user = pageContext.user!; // the customer guard ran first
  const { customer } = pageContext.services;
  const query = orderListQuerySchema.safeParse(ordersApiQuery(parseFilters(ORDER_FILTERS, pageContext.urlParsed.search)));
  const [list, stats] = await Promise.all([
    query.success ? customer.orders(user.id, query.data).catch(failed) : null,
    customer.orderStats(user.id).catch(failed),
  ]);
  return { list, stats, now: new Date().toISOString() };
}

function failed(err: unknown): null {
  console.error('customer orders page', err);
  return null;
}
