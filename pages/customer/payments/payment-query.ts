import { withQuery, type WithPage } from '../../../renderer/lib/url-filters.js';

/** The URL filters of the payments list: +data (server) and the page (browser) read them alike. */
export const PAYMENT_FILTERS = { search: '', status: '', method: '' };
export type PaymentFilterValues = WithPage<typeof PAYMENT_FILTERS>;

export const PAYMENTS_PER_PAGE = 10;
export const PAYMENT_STATS_PATH = '/payments/stats';

/** The query the list sends to the API for these filters; +data reads the same one in-process. */
export function paymentsApiQuery({ page, ...applied }: PaymentFilterValues): Record<string, string | number> {
  return { page, per_page: PAYMENTS_PER_PAGE, ...applied };
}

export const paymentsApiPath = (filters: PaymentFilterValues): string =>
  withQuery('/payments', paymentsApiQuery(filters));
