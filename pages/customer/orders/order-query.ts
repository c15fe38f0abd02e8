import { ORDERS_PER_PAGE } from '../../../src/contracts/orders.js';
import { withQuery, type WithPage } from '../../../renderer/lib/url-filters.js';

/** The URL filters of the orders list: +data (server) and the page (browser) read them alike. */
export const ORDER_FILTERS = { q: '', status: '', type: '' };
export type OrderFilterValues = WithPage<typeof ORDER_FILTERS>;

export const ORDER_STATS_PATH = '/orders/stats';

/** The query the list sends to the API for these filters; +data reads the same one in-process. */
export function ordersApiQuery({ page, ...applied }: OrderFilterValues): Record<string, string | number> {
  return { page, per_page: ORDERS_PER_PAGE, ...applied };
}

export const ordersApiPath = (filters: OrderFilterValues): string => withQuery('/orders', ordersApiQuery(filters));
