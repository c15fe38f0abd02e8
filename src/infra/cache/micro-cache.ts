import type { VersionedTable } from './data-versions.js';

/** What anonymous pages and public API lists show: a change to one of these recomputes them. */
export const PUBLIC_TABLES: readonly VersionedTable[] = ['products', 'lotteries', 'tickets', 'draws', 'settings'];

interface Slot<T> {
  at: number;
  stamp: string;
  value: T;
}

/**
 * A small in-process cache of what every anonymous visitor is shown alike (pages, public lists), so that
 * a busy page is computed a few times a second rather than once per visitor. An entry is served while it
 * is younger than `maxAgeMs` and the data versions it was made at (`stamp`) are still current: a change
 * committed on this instance is seen at once, on another within the stamp's freshness. Never put anything
 * personal in it: callers keep signed-in requests out.
 */
export class MicroCache<T> {
  private readonly slots = new Map<string, Slot<T>>();
  private readonly flights = new Map<string, { stamp: string; result: Promise<{ value: T; keep: boolean }> }>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly stamp: () => Promise<string>,
    private readonly maxEntries = 500,
  ) {}

  get enabled(): boolean {
    return this.maxAgeMs > 0;
  }

  /** The kept value of `key` while valid, without computing anything. */
  async peek(key: string): Promise<T | undefined> {
    if (!this.slots.has(key)) return undefined;
    const stamp = await this.stamp();
    const slot = this.slots.get(key);
    return slot && slot.stamp === stamp && Date.now() - slot.at < this.maxAgeMs ? slot.value : undefined;
  }

  /**
   * The value of `key`: the kept one while valid, else `compute()`'s. Concurrent callers of a key share
   * one computation, so an expiry under load costs one render, not one per waiting visitor. A result
   * that must not be kept (`keep: false`: a redirect, a cookie) is the caller's alone: the others compute
   * their own. `hit` tells whether this caller's value came from another's computation.
   */
  async get(key: string, compute: () => Promise<{ value: T; keep: boolean }>): Promise<{ value: T; hit: boolean }> {
    const stamp = await this.stamp();
    const slot = this.slots.get(key);
    if (slot && slot.stamp === stamp && Date.now() - slot.at < this.maxAgeMs) return { value: slot.value, hit: true };
    const flight = this.flights.get(key);
    if (flight && flight.stamp === stamp) {
      const shared = await flight.result.catch(() => null);
      if (shared?.keep) return { value: shared.value, hit: true };
    }
    const result = compute();
    const mine = { stamp, result };
    this.flights.set(key, mine);
    try {
      const { value, keep } = await result;
      if (keep) this.set(key, stamp, value);
      return { value, hit: false };
    } finally {
      if (this.flights.get(key) === mine) this.flights.delete(key);
    }
  }

  private set(key: string, stamp: string, value: T): void {
    // oldest first out: a crawler walking every filter combination cannot grow it without bound
    if (!this.slots.has(key) && this.slots.size >= this.maxEntries) {
      const oldest = this.slots.keys().next().value;
      if (oldest !== undefined) this.slots.delete(oldest);
    }
    this.slots.delete(key);
    this.slots.set(key, { at: Date.now(), stamp, value });
  }

  clear(): void {
    this.slots.clear();
  }
}
