import type { PageContextServer } from 'vike/types';
import { merchantOrdersQuerySchema, type MerchantOrderView } from '../../../src/contracts/merchant.js';
import { readList } from '../components/merchant-data.js';
import type { Page } from '../components/merchant-api.js';
import { ORDER_FILTERS } from '../components/merchant-filters.js';

export interface MerchantOrdersPageData {
  /** GET /api/merchant/orders for the URL's filters (with its stats); null when it could not be read here. */
  list: Page<MerchantOrderView> | null;
}

export async function data(pageContext: PageContextServer): Promise<MerchantOrdersPageData> {
  const { orders } = pageContext.services.merchant;
  return { list: await readList(pageContext, ORDER_FILTERS, merchantOrdersQuerySchema, (id, q) => orders.list(id, q)) };
}
