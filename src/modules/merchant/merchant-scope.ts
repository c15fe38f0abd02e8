import { NotFoundError } from '../../common/errors/domain-error.js';
import type { SellerKind } from '../../contracts/merchant.js';

/** Orders whose money is in: they count as sales everywhere in the merchant area. */
export const SOLD_ORDER_STATUSES = ['paid', 'shipping', 'fulfilled'] as const;
export const SOLD_STATUSES_SQL = `('paid', 'shipping', 'fulfilled')`;

const norm = (name: string) => name.toLowerCase().replace(/[\s-]+/g, '_');

/** Business Enterprise sells as an enterprise; Business Individual and legacy Business as individuals. */
export function sellerKind(roles: string[]): SellerKind {
  return roles.some((r) => norm(r) === 'business_enterprise') ? 'enterprise' : 'individual';
}

/**
 * A route id that is not a positive integer names nothing: 404, like another merchant's id, so
 * that ids can neither be probed nor crash a query.
 */
export function parseId(raw: string, messageKey: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new NotFoundError(messageKey);
  const id = Number(raw);
  if (id < 1) throw new NotFoundError(messageKey);
  return id;
}

export function progressOf(sold: number, total: number): number {
  return total > 0 ? Math.round((sold / total) * 100) : 0;
}

/** YYYY-MM-DD of a date in UTC. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
