import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/** Identifies this exact algorithm in every published proof. */
export const DRAW_ALGORITHM = 'hmac-sha256-rejection-v1';

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
 * HMAC-SHA256(seed, `${lotteryNumber}:${poolHash}:${counter}`), first 4 bytes big-endian, rejection
 * sampling so that every ticket has exactly the same chance (no modulo bias).
 */
export function drawWinner(seed: Buffer, lotteryNumber: string, ticketNumbers: string[]): DrawResult {
  const { pool, poolHash } = poolOf(ticketNumbers);
  const n = pool.length;
  if (n === 0) throw new Error('Cannot draw an empty pool');
  for (let counter = 0; ; counter++) {
    const h = createHmac('sha256', seed).update(`${lotteryNumber}:${poolHash}:${counter}`, 'utf8').digest();
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
