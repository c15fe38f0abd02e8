import { defineMachine } from '../../common/state-machine.js';
import type { AdminProductStatus } from '../../contracts/admin-products.js';
import type { ProductStatus } from './product.entity.js';

/**
 * A product's life, the one place its status changes. Stored statuses and the spec's (spec 3 §4):
 * draft (Brouillon), active (Actif), sold_out = completed (stock gone or raffle sold out) and
 * archived = cancelled. An archived product never comes back: buyers and the raffle history point at it.
 * A refused move is the shared 422 « Impossible de passer l'article de … à … ».
 */
export const productMachine = defineMachine<ProductStatus>('product', {
  draft: ['active', 'archived'],
  active: ['draft', 'sold_out', 'archived'],
  sold_out: ['active', 'draft', 'archived'],
  archived: [],
});

const TO_SPEC: Record<ProductStatus, AdminProductStatus> = {
  draft: 'draft',
  active: 'active',
  sold_out: 'completed',
  archived: 'cancelled',
};
const FROM_SPEC: Record<AdminProductStatus, ProductStatus> = {
  draft: 'draft',
  active: 'active',
  completed: 'sold_out',
  cancelled: 'archived',
};

export const specProductStatus = (s: ProductStatus): AdminProductStatus => TO_SPEC[s];
export const storedProductStatus = (s: AdminProductStatus): ProductStatus => FROM_SPEC[s];

/** Moves the product to `to` through the table; staying in place is allowed and changes nothing. */
export function transitionProduct(product: { status: ProductStatus }, to: ProductStatus): void {
  if (product.status === to) return;
  productMachine.apply(product, to);
}
