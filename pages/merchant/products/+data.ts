import type { PageContextServer } from 'vike/types';
import { merchantProductsQuerySchema, type MerchantProductView } from '../../../src/contracts/merchant.js';
import { readList } from '../components/merchant-data.js';
import type { Page } from '../components/merchant-api.js';
import { PRODUCT_FILTERS } from '../components/merchant-filters.js';

export interface MerchantProductsPageData {
  /** GET /api/merchant/products for the URL's filters; null when it could not be read here. */
  list: Page<MerchantProductView> | null;
}

export async function data(pageContext: PageContextServer): Promise<MerchantProductsPageData> {
  const { products } = pageContext.services.merchant;
  return {
    list: await readList(pageContext, PRODUCT_FILTERS, merchantProductsQuerySchema, (id, q) => products.list(id, q)),
  };
}
