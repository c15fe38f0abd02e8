import { ConflictError } from '../../common/errors/domain-error.js';
import type { AdminProductStatus } from '../../contracts/admin-products.js';
import type { ProductStatus } from './product.entity.js';

/**
 * A product's life, the one place its status changes. Stored statuses and the spec's (spec 3 §4):
 * draft (Brouillon), active (Actif), sold_out = completed (Terminé: stock gone or raffle sold out)
 * and archived = cancelled (Annulé). An archived product never comes back: buyers and the raffle
 * history point at it.
 */
export const PRODUCT_TRANSITIONS: Readonly<Record<ProductStatus, readonly ProductStatus[]>> = {
  draft: ['active', 'archived'],
  active: ['draft', 'sold_out', 'archived'],
  sold_out: ['active', 'draft', 'archived'],
  archived: [],
};

const TO_SPEC: Record<ProductStatus, AdminProductStatus> = { draft: 'draft', active: 'active', sold_out: 'completed', archived: 'cancelled' };
const FROM_SPEC: Record<AdminProductStatus, ProductStatus> = { draft: 'draft', active: 'active', completed: 'sold_out', cancelled: 'archived' };

export const specProductStatus = (s: ProductStatus): AdminProductStatus => TO_SPEC[s];
export const storedProductStatus = (s: AdminProductStatus): ProductStatus => FROM_SPEC[s];

export function canTransitionProduct(from: ProductStatus, to: ProductStatus): boolean {
  return from === to || PRODUCT_TRANSITIONS[from].includes(to);
}

/** Moves the product to `to`, or refuses with a French 409; staying in place is allowed and changes nothing. */
export function transitionProduct(product: { status: ProductStatus }, to: ProductStatus): void {
  if (product.status === to) return;
  if (!PRODUCT_TRANSITIONS[product.status].includes(to)) {
    throw new ConflictError(`admin_products.errors.status_transition_${TO_SPEC[to]}`);
  }
  product.status = to;
}
