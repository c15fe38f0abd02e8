import { createHash, createHmac } from 'node:crypto';
import {
  acceptIndex,
  DRAW_ALGORITHM,
  DRAW_ALGORITHM_V1,
  DRAW_ALGORITHM_V2,
  drawWinner,
  poolOf,
  seedCommitment,
  verificationCode,
} from './fair-draw.js';

const SEED = Buffer.from('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'hex');

describe(DRAW_ALGORITHM_V1, () => {
  it('commits to the seed with its SHA-256', () => {
    expect(seedCommitment(SEED)).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
  });

  it('hashes the pool sorted by code point and joined by newlines', () => {
    const { pool, poolHash } = poolOf(['T-010', 'T-002', 'T-001', 'T-100']);
    expect(pool).toEqual(['T-001', 'T-002', 'T-010', 'T-100']);
    expect(poolHash).toBe(createHash('sha256').update('T-001\nT-002\nT-010\nT-100').digest('hex'));
    // code-point order, not locale order: upper case before lower case
    expect(poolOf(['b', 'B', 'a']).pool).toEqual(['B', 'a', 'b']);
  });

  it('gives a known answer for a fixed seed and pool', () => {
    const tickets = Array.from({ length: 10 }, (_, i) => `L-2026-0001-${String(i + 1).padStart(4, '0')}`);
    const result = drawWinner(SEED, 'L-2026-0001', tickets);
    // known answer, computed independently with Python's hmac/hashlib
    const { poolHash } = poolOf(tickets);
    const h = createHmac('sha256', SEED).update(`L-2026-0001:${poolHash}:0`).digest();
    expect(result.counter).toBe(0);
    expect(result.winner).toBe(tickets.sort()[h.readUInt32BE(0) % 10]);
    expect(result.winner).toBe('L-2026-0001-0009');
  });

  it('rejects values in the biased tail so that no ticket is favoured', () => {
    expect(acceptIndex(5, 3)).toBe(2);
    expect(acceptIndex(2 ** 32 - 2, 3)).toBe((2 ** 32 - 2) % 3);
    expect(acceptIndex(2 ** 32 - 1, 3)).toBeNull(); // 2^32 mod 3 = 1: the last value is the tail
    expect(acceptIndex(2 ** 31, 2 ** 31 + 1)).toBe(2 ** 31);
    expect(acceptIndex(2 ** 31 + 1, 2 ** 31 + 1)).toBeNull();
  });

  it('is fair: over many seeds every ticket wins about as often', () => {
    const tickets = ['1', '2', '3', '4', '5', '6', '7'];
    const wins = new Map<string, number>();
    for (let i = 0; i < 7000; i++) {
      const seed = createHash('sha256').update(String(i)).digest();
      const w = drawWinner(seed, 'L', tickets).winner;
      wins.set(w, (wins.get(w) ?? 0) + 1);
    }
    for (const t of tickets) expect(Math.abs((wins.get(t) ?? 0) - 1000)).toBeLessThan(150);
  });

  it('makes 8-character codes from the unambiguous alphabet', () => {
    const codes = new Set(Array.from({ length: 500 }, verificationCode));
    expect(codes.size).toBe(500);
    for (const c of codes) expect(c).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
  });
});

describe(DRAW_ALGORITHM_V2, () => {
  const tickets = Array.from({ length: 10 }, (_, i) => `L-2026-0001-${String(i + 1).padStart(4, '0')}`);
  const BEACON = 'ff'.repeat(32);

  it('is the algorithm new raffles are opened with', () => {
    expect(DRAW_ALGORITHM).toBe(DRAW_ALGORITHM_V2);
  });

  it('mixes the beacon value into the message: known answer', () => {
    const result = drawWinner(SEED, 'L-2026-0001', tickets, BEACON);
    // computed independently with Python's hmac/hashlib over `L-2026-0001:{pool_hash}:{ff×32}:0`
    expect({ winner: result.winner, counter: result.counter }).toEqual({ winner: 'L-2026-0001-0006', counter: 0 });
    const h = createHmac('sha256', SEED)
      .update(`L-2026-0001:${poolOf(tickets).poolHash}:${BEACON}:0`)
      .digest();
    expect(result.winner).toBe(poolOf(tickets).pool[h.readUInt32BE(0) % 10]);
    // the same seed and pool without the beacon (v1) give another message, here another winner
    expect(drawWinner(SEED, 'L-2026-0001', tickets).winner).toBe('L-2026-0001-0009');
  });

  it('takes only a 32-byte lowercase hex beacon value', () => {
    expect(() => drawWinner(SEED, 'L', tickets, 'FF'.repeat(32))).toThrow();
    expect(() => drawWinner(SEED, 'L', tickets, 'ff')).toThrow();
  });

  it('is fair whatever the beacon value', () => {
    const wins = new Map<string, number>();
    for (let i = 0; i < 7000; i++) {
      const beacon = createHash('sha256').update(`beacon ${i}`).digest('hex');
      const w = drawWinner(SEED, 'L', tickets.slice(0, 7), beacon).winner;
      wins.set(w, (wins.get(w) ?? 0) + 1);
    }
    for (const t of tickets.slice(0, 7)) expect(Math.abs((wins.get(t) ?? 0) - 1000)).toBeLessThan(150);
  });
});
