import type { PageContextServer } from 'vike/types';
import { envelope, paged } from '../../../src/common/http/envelope.js';
import {
  merchantAnalyticsQuerySchema,
  merchantProductsQuerySchema,
  type MerchantAnalytics,
  type MerchantProductView,
} from '../../../src/contracts/merchant.js';
import { parseFilters } from '../../../renderer/lib/url-filters.js';
import type { One, Page } from '../components/merchant-api.js';
import { merchantOf, settle } from '../components/merchant-data.js';
import { ANALYTICS_FILTERS, analyticsQuery } from './analytics-query.js';

export interface MerchantAnalyticsPageData {
  /** GET /api/merchant/analytics for the URL's period and product; null when not read here (the browser asks). */
  analytics: One<MerchantAnalytics> | null;
  /** GET /api/merchant/products?per_page=100, for the product choice. */
  products: Page<MerchantProductView> | null;
}

export async function data(pageContext: PageContextServer): Promise<MerchantAnalyticsPageData> {
  const { id } = merchantOf(pageContext);
  const { analytics, products } = pageContext.services.merchant;
  // a product id the API would refuse (422) is left to the browser, which shows that answer
  const query = merchantAnalyticsQuerySchema.safeParse(
    analyticsQuery(parseFilters(ANALYTICS_FILTERS, pageContext.urlParsed.search)),
  );
  const [figures, list] = await Promise.all([
    query.success ? settle('analytics', async () => envelope(await analytics.analytics(id, query.data))) : null,
    settle('analytics products', async () => {
      const { data, pagination } = await products.list(id, merchantProductsQuerySchema.parse({ per_page: 100 }));
      return paged(data, pagination);
    }),
  ]);
  return { analytics: figures, products: list };
}
