/**
 * Recomputes a published draw in the browser with Web Crypto, written from the algorithms' public
 * descriptions rather than shared with the server, so that a visitor's check does not depend on the
 * code it is checking:
 *   commitment = SHA-256(seed bytes); pool = ticket numbers sorted by code point;
 *   pool_hash = SHA-256(pool joined by "\n"); for counter = 0, 1, …:
 *   x = first 4 bytes (big-endian) of HMAC-SHA256(seed, message), where message is
 *     v1: `${lottery_number}:${pool_hash}:${counter}`
 *     v2: `${lottery_number}:${pool_hash}:${beacon_value}:${counter}` (beacon_value: the public beacon
 *         round published after sales closed, 64 lowercase hex digits);
 *   accept when x < 2^32 − (2^32 mod n), winner = pool[x mod n].
 */

export const ALGORITHM_V1 = 'hmac-sha256-rejection-v1';
export const ALGORITHM_V2 = 'hmac-sha256-rejection-v2';

export interface PublishedDraw {
  algorithm: string;
  lottery_number: string;
  seed: string;
  seed_commitment: string;
  pool_hash: string;
  tickets: string[];
  counter: number;
  winning_ticket: string;
  /** v2 only: the beacon value mixed in */
  beacon_value?: string | null;
}

export interface DrawCheck {
  /** SHA-256 of the revealed seed equals the commitment published before the sale */
  commitmentMatches: boolean;
  /** the published ticket list hashes to the published pool hash */
  poolHashMatches: boolean;
  /** the winner and counter we computed ourselves */
  winner: string | null;
  counter: number | null;
  /** every check passed and our winner is the published one */
  matches: boolean;
}

const TWO_32 = 2 ** 32;
const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

function fromHex(text: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-f]{2})+$/i.test(text)) throw new Error('invalid hex');
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return out;
}

type Subtle = (typeof globalThis.crypto)['subtle'];

function subtle(): Subtle {
  const s = globalThis.crypto?.subtle;
  // Web Crypto exists only in secure contexts (https or localhost)
  if (!s) throw new Error('Web Crypto unavailable');
  return s;
}

export function isWebCryptoAvailable(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === 'function';
}

export async function sha256Hex(data: Uint8Array<ArrayBuffer>): Promise<string> {
  return hex(await subtle().digest('SHA-256', data));
}

/** Sorted by UTF-16 code unit, which for the ASCII ticket numbers is the code point order the algorithm names. */
export function sortPool(tickets: string[]): string[] {
  return [...tickets].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Rejection sampling: values in the last, incomplete run of n (2^32 mod n of them) are refused,
 * so that x mod n favours no ticket.
 */
export function acceptedIndex(x: number, n: number): number | null {
  return x < TWO_32 - (TWO_32 % n) ? x % n : null;
}

/** The winner for a seed and a list of tickets (and, in v2, the beacon value), as the algorithm defines it. */
export async function computeWinner(
  seedHex: string,
  lotteryNumber: string,
  tickets: string[],
  beaconValue?: string,
): Promise<{ winner: string; counter: number; poolHash: string }> {
  const pool = sortPool(tickets);
  const n = pool.length;
  if (n === 0) throw new Error('empty pool');
  const poolHash = await sha256Hex(encoder.encode(pool.join('\n')));
  const key = await subtle().importKey('raw', fromHex(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const prefix =
    beaconValue === undefined ? `${lotteryNumber}:${poolHash}` : `${lotteryNumber}:${poolHash}:${beaconValue}`;
  // each try is accepted with probability > 1/2, so this ends after a couple of rounds in practice
  for (let counter = 0; counter < 10_000; counter++) {
    const mac = await subtle().sign('HMAC', key, encoder.encode(`${prefix}:${counter}`));
    const index = acceptedIndex(new DataView(mac).getUint32(0, false), n);
    if (index !== null) return { winner: pool[index]!, counter, poolHash };
  }
  throw new Error('no value accepted');
}

/** Checks a published proof end to end; never throws on bad data, it simply does not match. */
export async function verifyDraw(draw: PublishedDraw): Promise<DrawCheck> {
  const failed: DrawCheck = {
    commitmentMatches: false,
    poolHashMatches: false,
    winner: null,
    counter: null,
    matches: false,
  };
  let beacon: string | undefined;
  if (draw.algorithm === ALGORITHM_V2) {
    // the value is part of the message as published: it must be exactly 64 lowercase hex digits
    if (!/^[0-9a-f]{64}$/.test(draw.beacon_value ?? '')) return failed;
    beacon = draw.beacon_value!;
  } else if (draw.algorithm !== ALGORITHM_V1) {
    return failed;
  }
  try {
    const commitmentMatches = (await sha256Hex(fromHex(draw.seed))) === draw.seed_commitment.toLowerCase();
    const { winner, counter, poolHash } = await computeWinner(draw.seed, draw.lottery_number, draw.tickets, beacon);
    const poolHashMatches = poolHash === draw.pool_hash.toLowerCase();
    const matches = commitmentMatches && poolHashMatches && winner === draw.winning_ticket && counter === draw.counter;
    return { commitmentMatches, poolHashMatches, winner, counter, matches };
  } catch {
    return failed;
  }
}

/**
 * The fields a check needs, read from a published proof as `/api/public/results/:id/proof` answers it
 * (with or without its `{ success, data }` envelope). Missing fields read as values that cannot match.
 */
export function publishedDrawOf(proof: unknown): PublishedDraw {
  const root = (proof ?? {}) as Record<string, unknown>;
  const p = (root.data && typeof root.data === 'object' ? root.data : root) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const beacon = (p.beacon ?? null) as { value?: unknown } | null;
  return {
    algorithm: text(p.algorithm),
    lottery_number: text(p.lottery_number),
    seed: text(p.seed),
    seed_commitment: text(p.seed_commitment),
    pool_hash: text(p.pool_hash),
    tickets: Array.isArray(p.tickets) ? p.tickets.map(String) : [],
    counter: typeof p.counter === 'number' ? p.counter : -1,
    winning_ticket: text(p.winning_ticket),
    beacon_value: typeof beacon?.value === 'string' ? beacon.value : null,
  };
}
