import { ADMIN_ORDERS_PER_PAGE } from '../../../src/contracts/admin-orders.js';
import { withQuery, type WithPage } from '../../../renderer/lib/url-filters.js';

/** The list's filters as kept in the page's URL (spec 3 §2); empty = not applied. */
export const ORDER_FILTERS = { search: '', status: '', type: '', date_from: '', date_to: '' };
export type OrderFilters = typeof ORDER_FILTERS;

/** The API call answering these filters (the same one +data answers on the server). */
export const ordersApiPath = (f: WithPage<OrderFilters>) =>
  withQuery('/admin/orders', { ...f, per_page: ADMIN_ORDERS_PER_PAGE });
export const ORDER_STATS_PATH = '/admin/orders/stats';
