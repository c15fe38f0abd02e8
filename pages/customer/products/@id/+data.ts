import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { DomainError } from '../../../../src/common/errors/domain-error.js';
import type { ProductDetailDto } from '../../../../src/contracts/catalogue.js';
import type { ParticipantsDto } from '../../../../src/contracts/customer.js';

export interface CustomerProductData {
  product: ProductDetailDto;
  /** the current draw's participants; null for a direct sale or a finished draw */
  participants: ParticipantsDto | null;
  now: string;
}

/** The public catalogue's product detail (no view counted twice), plus who takes part in its draw. */
export async function data(pageContext: PageContextServer): Promise<CustomerProductData> {
  const raw = pageContext.routeParams.id ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw render(404);
  const { products, participants } = pageContext.services;
  let product: ProductDetailDto;
  try {
    product = await products.detail(Number(raw), pageContext.locale);
  } catch (err) {
    if (err instanceof DomainError && err.status === 404) throw render(404);
    throw err;
  }
  const lottery = product.active_lottery;
  return {
    product,
    participants: lottery ? await participants.list(lottery.id) : null,
    now: new Date().toISOString(),
  };
}
