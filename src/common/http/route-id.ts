import { NotFoundError } from '../errors/domain-error.js';

/**
 * Reads a numeric route id. Anything that is not a positive integer names nothing, so it answers the
 * same French 404 as an unknown id rather than a validation error.
 */
export function routeId(raw: string, notFoundKey: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new NotFoundError(notFoundKey);
  return Number(raw);
}
