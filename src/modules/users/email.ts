import { raw, type FilterQuery } from '@mikro-orm/core';
import type { User } from './user.entity.js';

/** The form every address is stored and compared in: trimmed, lower case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Matches the account whose address is exactly `value`, case aside. Plain equality on lower(email),
 * which the unique index covers: never LIKE, where `_` and `%` (both valid in an address) are wildcards.
 */
export function emailIs(value: string): FilterQuery<User> {
  return { [raw((alias) => `lower(${alias}.email)`)]: normalizeEmail(value) } as FilterQuery<User>;
}
