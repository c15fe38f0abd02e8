import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Public raffle number: TB-YYMMDD-XXXXX (unique column; 31^5 per day makes a clash negligible). */
export function newLotteryNumber(now = new Date()): string {
  let s = '';
  for (let i = 0; i < 5; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `TB-${now.toISOString().slice(2, 10).replace(/-/g, '')}-${s}`;
}
