import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { ProductDetailDto } from '../../../../src/contracts/catalogue.js';
import type { ParticipantsDto } from '../../../../src/contracts/customer.js';

export type CustomerProductPageData = CustomerProductData | { product: null; failure: 'not_found' | 'error' };

export interface CustomerProductData {
  failure?: undefined;
  product: ProductDetailDto;
  /** the current draw's participants; null for a direct sale or a finished draw */
  participants: ParticipantsDto | null;
  now: string;
}

/** The public catalogue's product detail (no view counted twice), plus who takes part in its draw. */
export async function data(pageContext: PageContextServer): Promise<CustomerProductPageData> {
  const raw = pageContext.routeParams.id ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw render(404);
  const { products, participants } = pageContext.services;
  let product: ProductDetailDto;
  try {
    product = await products.detail(Number(raw), pageContext.locale);
  } catch (err) {
    // compared by status, not instanceof: the server build and the page bundle each have their own error classes
    if ((err as { status?: number }).status === 404) return { product: null, failure: 'not_found' };
    console.error('customer product page', err);
    return { product: null, failure: 'error' };
  }
  const lottery = product.active_lottery;
  // the list of participants is a bonus: the page stays usable without it
  const people = lottery
    ? await participants.list(lottery.id).catch((err: unknown) => {
        console.error('participants', err);
        return null;
      })
    : null;
  return { product, participants: people, now: new Date().toISOString() };
}
