// tsconfig.web.json also checks this file but does not load the Jest globals.
/// <reference types="jest" />
import { randomBytes } from 'node:crypto';
import {
  acceptIndex,
  DRAW_ALGORITHM_V1 as DRAW_ALGORITHM,
  DRAW_ALGORITHM_V2,
  drawWinner,
  seedCommitment,
} from '../../modules/lotteries/fair-draw.js';
import { acceptedIndex, computeWinner, verifyDraw, type PublishedDraw } from './verify-draw.js';

/** What the server publishes for a draw made by fair-draw.ts (v2 when a beacon value is given). */
function published(seed: Buffer, lotteryNumber: string, tickets: string[], beaconValue?: string): PublishedDraw {
  const r = drawWinner(seed, lotteryNumber, tickets, beaconValue);
  return {
    algorithm: beaconValue === undefined ? DRAW_ALGORITHM : DRAW_ALGORITHM_V2,
    beacon_value: beaconValue ?? null,
    lottery_number: lotteryNumber,
    seed: seed.toString('hex'),
    seed_commitment: seedCommitment(seed),
    pool_hash: r.poolHash,
    tickets: r.pool,
    counter: r.counter,
    winning_ticket: r.winner,
  };
}

const numbers = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${String(i + 1).padStart(4, '0')}`);

describe('verify-draw (Web Crypto) against fair-draw (node:crypto)', () => {
  it('runs on the runtime’s Web Crypto, as a browser would', () => {
    expect(typeof globalThis.crypto.subtle.sign).toBe('function');
  });

  it('finds the same winner, counter and pool hash for many seeds and pool sizes', async () => {
    for (const size of [1, 2, 3, 7, 10, 100, 999, 1000]) {
      for (let round = 0; round < 6; round++) {
        const seed = randomBytes(32);
        // given unsorted, as a database might return them: both sides must sort the same way
        const tickets = numbers(`TMB-${size}`, size).reverse();
        const expected = drawWinner(seed, `TMB-${size}`, tickets);
        const ours = await computeWinner(seed.toString('hex'), `TMB-${size}`, tickets);
        expect({ size, ...ours }).toEqual({
          size,
          winner: expected.winner,
          counter: expected.counter,
          poolHash: expected.poolHash,
        });
      }
    }
  });

  it('gives the known answer of the fixed test vector', async () => {
    const seed = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
    const tickets = numbers('L-2026-0001', 10);
    await expect(computeWinner(seed, 'L-2026-0001', tickets)).resolves.toMatchObject({
      winner: 'L-2026-0001-0009',
      counter: 0,
    });
  });

  it('sorts by code point, not by locale', async () => {
    const seed = randomBytes(32);
    const tickets = ['b', 'B', 'a', 'é', 'Z-10', 'Z-9'];
    const ours = await computeWinner(seed.toString('hex'), 'L', tickets);
    expect(ours.poolHash).toBe(drawWinner(seed, 'L', tickets).poolHash);
  });

  it('applies the same rejection rule (a real pool never reaches the tail, so it is compared value by value)', () => {
    const cases: [number, number][] = [
      [5, 3],
      [2 ** 32 - 2, 3],
      [2 ** 32 - 1, 3],
      [2 ** 32 - 297, 1000],
      [2 ** 32 - 296, 1000],
      [2 ** 31, 2 ** 31 + 1],
      [2 ** 31 + 1, 2 ** 31 + 1],
      [0, 1],
      [2 ** 32 - 1, 1],
    ];
    for (const [x, n] of cases)
      expect({ x, n, index: acceptedIndex(x, n) }).toEqual({ x, n, index: acceptIndex(x, n) });
    expect(acceptedIndex(2 ** 32 - 1, 3)).toBeNull();
  });

  it('accepts a genuine proof and refuses tampered ones', async () => {
    const proof = published(randomBytes(32), 'TMB-42', numbers('TMB-42', 50));
    await expect(verifyDraw(proof)).resolves.toMatchObject({
      matches: true,
      commitmentMatches: true,
      poolHashMatches: true,
      winner: proof.winning_ticket,
    });

    const other = proof.tickets.find((x) => x !== proof.winning_ticket)!;
    expect((await verifyDraw({ ...proof, winning_ticket: other })).matches).toBe(false);
    expect((await verifyDraw({ ...proof, seed: randomBytes(32).toString('hex') })).commitmentMatches).toBe(false);
    expect((await verifyDraw({ ...proof, tickets: [...proof.tickets, 'TMB-42-9999'] })).poolHashMatches).toBe(false);
    expect((await verifyDraw({ ...proof, algorithm: 'other' })).matches).toBe(false);
    expect((await verifyDraw({ ...proof, seed: 'not hex' })).matches).toBe(false);
  });

  it('recomputes v2 draws, which mix in the beacon value, and refuses a changed or missing value', async () => {
    for (const size of [1, 3, 10, 999]) {
      const seed = randomBytes(32);
      const beacon = randomBytes(32).toString('hex');
      const tickets = numbers(`TMB-${size}`, size);
      const expected = drawWinner(seed, `TMB-${size}`, tickets, beacon);
      await expect(computeWinner(seed.toString('hex'), `TMB-${size}`, tickets, beacon)).resolves.toEqual({
        winner: expected.winner,
        counter: expected.counter,
        poolHash: expected.poolHash,
      });
    }
    const proof = published(randomBytes(32), 'TMB-43', numbers('TMB-43', 200), randomBytes(32).toString('hex'));
    await expect(verifyDraw(proof)).resolves.toMatchObject({ matches: true, winner: proof.winning_ticket });
    // another beacon value gives another winner (with 200 tickets, almost surely)
    const others = await Promise.all(
      [1, 2, 3].map(() => verifyDraw({ ...proof, beacon_value: randomBytes(32).toString('hex') })),
    );
    expect(others.some((c) => !c.matches)).toBe(true);
    expect((await verifyDraw({ ...proof, beacon_value: null })).matches).toBe(false);
    expect((await verifyDraw({ ...proof, beacon_value: proof.beacon_value!.toUpperCase() })).matches).toBe(false);
    // a v2 proof read as v1 does not match either
    expect((await verifyDraw({ ...proof, algorithm: DRAW_ALGORITHM })).matches).toBe(false);
  });

  it('gives the known answer of the fixed v2 test vector', async () => {
    const seed = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
    const beacon = 'ff'.repeat(32);
    const tickets = numbers('L-2026-0001', 10);
    const expected = drawWinner(Buffer.from(seed, 'hex'), 'L-2026-0001', tickets, beacon);
    await expect(computeWinner(seed, 'L-2026-0001', tickets, beacon)).resolves.toMatchObject({
      winner: expected.winner,
      counter: expected.counter,
    });
  });
});
