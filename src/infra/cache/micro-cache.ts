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

  constructor(
    private readonly maxAgeMs: number,
    private readonly stamp: () => Promise<string>,
    private readonly maxEntries = 500,
  ) {}

  get enabled(): boolean {
    return this.maxAgeMs > 0;
  }

  /** The entry of `key` and the current stamp (to store a fresh value under). */
  async lookup(key: string): Promise<{ hit: T | null; stamp: string }> {
    const stamp = await this.stamp();
    const slot = this.slots.get(key);
    if (!slot) return { hit: null, stamp };
    if (slot.stamp !== stamp || Date.now() - slot.at >= this.maxAgeMs) {
      this.slots.delete(key);
      return { hit: null, stamp };
    }
    return { hit: slot.value, stamp };
  }

  set(key: string, stamp: string, value: T): void {
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
