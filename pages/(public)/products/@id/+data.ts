import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { ProductDetailDto } from '../../../../src/contracts/catalogue.js';

export interface ProductPageData {
  product: ProductDetailDto;
}

/** Every render of the page (first load or client navigation) counts one view, like the API's GET. */
export async function data(pageContext: PageContextServer): Promise<ProductPageData> {
  const id = pageContext.routeParams.id ?? '';
  if (!/^\d{1,9}$/.test(id)) throw render(404);
  try {
    return { product: await pageContext.services.products.detail(Number(id), pageContext.locale, { countView: true }) };
  } catch (err) {
    // compared by status, not instanceof: the server build and the page bundle each have their own error classes
    if ((err as { status?: number }).status === 404) throw render(404);
    throw err;
  }
}
