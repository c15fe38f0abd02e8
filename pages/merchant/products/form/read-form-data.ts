import type { PageContextServer } from 'vike/types';
import { envelope } from '../../../../src/common/http/envelope.js';
import { merchantOf, settle } from '../../components/merchant-data.js';
import type { ProductFormPageData } from './form-data.js';

/** Server only: the form's terms, categories and (when editing) the merchant's own product, in-process. */
export async function readFormData(
  pageContext: PageContextServer,
  productId: number | null,
): Promise<ProductFormPageData> {
  const { id, kind } = merchantOf(pageContext);
  const { merchant, categories } = pageContext.services;
  const [terms, cats, product] = await Promise.all([
    settle('product form terms', async () => envelope(await merchant.products.terms(kind))),
    settle('product form categories', async () => envelope(await categories.list(pageContext.locale))),
    // a missing product (or another merchant's) is left to the browser, which shows the API's 404
    productId !== null && productId > 0
      ? settle('product form product', async () => envelope(await merchant.products.detail(id, productId)))
      : null,
  ]);
  return { terms, categories: cats, product };
}
