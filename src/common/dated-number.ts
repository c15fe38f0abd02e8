import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Human-readable, unguessable number: PREFIX-YYMMDD-XXXXXX (no 0/O, 1/I/L to misread). */
export function newDatedNumber(prefix: string, now = new Date()): string {
  const d = now.toISOString().slice(2, 10).replace(/-/g, '');
  let s = '';
  for (let i = 0; i < 6; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${d}-${s}`;
}

/** Order numbers: MB-YYMMDD-XXXXXX. */
export const newOrderNumber = (now = new Date()): string => newDatedNumber('MB', now);
