import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { AdminProductDetail } from '../../../../src/contracts/admin-products.js';

export interface AdminProductPageData {
  product: AdminProductDetail | null;
}

/** The product detail page (the spec does not show it): images, merchant, raffle, participants, orders, history. */
export async function data(pageContext: PageContextServer): Promise<AdminProductPageData> {
  const raw = pageContext.routeParams.id ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw render(404);
  try {
    return { product: await pageContext.services.adminProducts.detail(Number(raw)) };
  } catch (err) {
    // compared by status: the server build and the page bundle each have their own error classes
    if ((err as { status?: number }).status === 404) throw render(404);
    console.error('admin product page', err);
    return { product: null };
  }
}
