import type { PageContextServer } from 'vike/types';
import {
  ADMIN_ORDERS_PER_PAGE,
  adminOrderListQuerySchema,
  type AdminOrderRow,
  type AdminOrderStats,
  type AdminPagination,
} from '../../../src/contracts/admin-orders.js';
import { envelope, paged } from '../../../src/common/http/envelope.js';
import { translator } from '../../../src/common/i18n/server-i18n.js';
import { pageOf } from '../../../src/contracts/pagination.js';
import { parseFilters } from '../../../renderer/lib/url-filters.js';
import { ORDER_FILTERS } from './order-filters.js';

export interface OrderListAnswer {
  success: boolean;
  data: AdminOrderRow[];
  pagination: AdminPagination;
}
export interface OrderStatsAnswer {
  success: boolean;
  data: AdminOrderStats;
}
export interface AdminOrdersPageData {
  list: OrderListAnswer;
  stats: OrderStatsAnswer;
  /** Why the first list could not be read (bad filters in the URL, a failure), shown as a toast. */
  error: string | null;
}

const NO_ROWS: OrderListAnswer = paged([], pageOf(0, 1, ADMIN_ORDERS_PER_PAGE));
const NO_STATS: AdminOrderStats = {
  total_orders: 0,
  paid_orders: 0,
  pending_orders: 0,
  fulfilled_orders: 0,
  total_amount: 0,
  today_orders: 0,
};

/** The figures and the first page for the URL's filters, read in-process: the table is there on first paint. */
export async function data(pageContext: PageContextServer): Promise<AdminOrdersPageData> {
  const { adminOrders } = pageContext.services;
  const t = translator(pageContext.locale);
  const filters = parseFilters(ORDER_FILTERS, pageContext.urlParsed.search);
  const stats = adminOrders.stats().then(
    (data): OrderStatsAnswer => envelope(data),
    (): OrderStatsAnswer => ({ success: false, data: NO_STATS }),
  );
  const query = adminOrderListQuerySchema.safeParse({ ...filters, per_page: ADMIN_ORDERS_PER_PAGE });
  if (!query.success) {
    const first = query.error.issues[0]?.message;
    return { list: NO_ROWS, stats: await stats, error: first ? t(first) : t('admin_orders.messages.load_failed') };
  }
  try {
    const { data, pagination } = await adminOrders.list(query.data, pageContext.locale);
    return { list: paged(data, pagination), stats: await stats, error: null };
  } catch (err) {
    console.error('admin orders', err);
    return { list: NO_ROWS, stats: await stats, error: t('admin_orders.messages.load_failed') };
  }
}
