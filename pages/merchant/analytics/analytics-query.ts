import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '../../../src/contracts/merchant.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';

/** The analytics page's URL filters (useUrlFilters in the browser, parseFilters in +data). */
export const ANALYTICS_FILTERS = { period: 'day', product_id: '' };

/** What is asked from the filters: an unknown period reads as the default day, as it always did. */
export function analyticsQuery(values: { period: string; product_id: string }): {
  period: AnalyticsPeriod;
  product_id?: string;
} {
  const period = (ANALYTICS_PERIODS as readonly string[]).includes(values.period)
    ? (values.period as AnalyticsPeriod)
    : 'day';
  return { period, product_id: values.product_id || undefined };
}

export const analyticsApiPath = (values: { period: string; product_id: string }) =>
  withQuery('/merchant/analytics', analyticsQuery(values));

/** The product choice lists the merchant's products, up to 100 (the API's page limit). */
export const ANALYTICS_PRODUCTS_PATH = '/merchant/products?per_page=100';
