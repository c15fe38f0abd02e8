import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/**
 * Identifies the algorithm in every published proof. v1: HMAC of `lottery_number:pool_hash:counter` under
 * the seed (raffles opened before v2). v2: the message also carries a public beacon value published after
 * sales closed, which nobody (not even us) could know while tickets were sold.
 */
export const DRAW_ALGORITHM_V1 = 'hmac-sha256-rejection-v1';
export const DRAW_ALGORITHM_V2 = 'hmac-sha256-rejection-v2';
/** The algorithm raffles are opened with. */
export const DRAW_ALGORITHM = DRAW_ALGORITHM_V2;
export type DrawAlgorithm = typeof DRAW_ALGORITHM_V1 | typeof DRAW_ALGORITHM_V2;

const TWO_32 = 2 ** 32;

export function newSeed(): Buffer {
  return randomBytes(32);
}

/** Published when the lottery opens: lowercase hex SHA-256 of the seed bytes. */
export function seedCommitment(seed: Buffer): string {
  return createHash('sha256').update(seed).digest('hex');
}

/** The paid ticket numbers sorted by code point, and the hash of their newline-joined list. */
export function poolOf(ticketNumbers: string[]): { pool: string[]; poolHash: string } {
  const pool = [...ticketNumbers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { pool, poolHash: createHash('sha256').update(pool.join('\n'), 'utf8').digest('hex') };
}

export interface DrawResult {
  winner: string;
  index: number;
  counter: number;
  poolHash: string;
  pool: string[];
}

/**
 * HMAC-SHA256(seed, `${lotteryNumber}:${poolHash}:${counter}`) in v1, or
 * HMAC-SHA256(seed, `${lotteryNumber}:${poolHash}:${beaconValue}:${counter}`) in v2 (beaconValue: the
 * beacon round's randomness in lowercase hex); first 4 bytes big-endian, rejection sampling so that
 * every ticket has exactly the same chance (no modulo bias).
 */
export function drawWinner(
  seed: Buffer,
  lotteryNumber: string,
  ticketNumbers: string[],
  beaconValue?: string,
): DrawResult {
  const { pool, poolHash } = poolOf(ticketNumbers);
  const n = pool.length;
  if (n === 0) throw new Error('Cannot draw an empty pool');
  if (beaconValue !== undefined && !/^[0-9a-f]{64}$/.test(beaconValue))
    throw new Error('A beacon value is 32 bytes of lowercase hex');
  const prefix =
    beaconValue === undefined ? `${lotteryNumber}:${poolHash}` : `${lotteryNumber}:${poolHash}:${beaconValue}`;
  for (let counter = 0; ; counter++) {
    const h = createHmac('sha256', seed).update(`${prefix}:${counter}`, 'utf8').digest();
    const index = acceptIndex(h.readUInt32BE(0), n);
    if (index !== null) return { winner: pool[index]!, index, counter, poolHash, pool };
  }
}

/** The pool index for a 32-bit value, or null when the value falls in the biased tail and must be redrawn. */
export function acceptIndex(x: number, n: number): number | null {
  return x < TWO_32 - (TWO_32 % n) ? x % n : null;
}

// No 0/O, 1/I/L: codes are read aloud and typed on phones.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random 8-character verification code (not derived from public data). */
export function verificationCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
