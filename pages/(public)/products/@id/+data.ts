import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { ProductDetailDto } from '../../../../src/contracts/catalogue.js';
import type { ProductReviewsView } from '../../../../src/contracts/reviews.js';

/**
 * The product, or why it cannot be shown (spec 2 §8): a missing product and a failed load each have
 * their own message on this page, with a way back (and a retry for the failure). Its reviews come
 * along (null when they could not be read: the page is shown without them).
 */
export type ProductPageData =
  | { product: ProductDetailDto; reviews: ProductReviewsView | null; failure?: undefined }
  | { product: null; reviews?: undefined; failure: 'not_found' | 'error' };

async function reviewsOf(pageContext: PageContextServer, id: number): Promise<ProductReviewsView | null> {
  try {
    const { reviews } = pageContext.services;
    const [page, seller] = await Promise.all([reviews.ofProduct(id), reviews.sellerOfProduct(id)]);
    return { ...page, seller: seller ?? { average: null, count: 0 } };
  } catch (err) {
    console.error('product page reviews', err);
    return null;
  }
}

/** Every render of the page (first load or client navigation) counts one view, like the API's GET. */
export async function data(pageContext: PageContextServer): Promise<ProductPageData> {
  const id = pageContext.routeParams.id ?? '';
  // not a product URL at all: the site's 404
  if (!/^\d{1,9}$/.test(id)) throw render(404);
  try {
    const [product, reviews] = await Promise.all([
      pageContext.services.products.detail(Number(id), pageContext.locale, { countView: true }),
      reviewsOf(pageContext, Number(id)),
    ]);
    return { product, reviews };
  } catch (err) {
    // compared by status, not instanceof: the server build and the page bundle each have their own error classes
    if ((err as { status?: number }).status === 404) return { product: null, failure: 'not_found' };
    console.error('product page', err);
    return { product: null, failure: 'error' };
  }
}
