import type { PageContextServer } from 'vike/types';
import { adminProductListQuerySchema, type AdminProductList } from '../../../src/contracts/admin-products.js';

export interface AdminProductsPageData {
  /** The API's answer for the URL's filters, so the first paint has the rows (null: the load failed). */
  initial: { data: AdminProductList } | null;
}

export async function data(pageContext: PageContextServer): Promise<AdminProductsPageData> {
  const parsed = adminProductListQuerySchema.safeParse(pageContext.urlParsed.search);
  const query = parsed.success ? parsed.data : adminProductListQuerySchema.parse({});
  try {
    return { initial: { data: await pageContext.services.adminProducts.list(query) } };
  } catch (err) {
    console.error('admin products page', err);
    return { initial: null };
  }
}
