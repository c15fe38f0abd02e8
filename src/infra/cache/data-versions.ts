import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** Tables with a data version (migrations DataVersions, SettingsGroups and Privileges): keep the lists identical. */
export type VersionedTable = 'users' | 'products' | 'lotteries' | 'tickets' | 'draws' | 'orders' | 'payments' | 'refunds' | 'settings' | 'role_privileges';

interface Entry {
  version: string;
  at: number;
  value: Promise<unknown>;
}

/**
 * Keeps costly read results (aggregates over a year of orders and payments) until one of the tables
 * they read changes, on any instance: each table has a version that moves when a transaction writing
 * it commits, and a cached result is served only while the versions it was computed at are current
 * (one light query) and it is younger than `maxAgeMs`, which bounds what depends on the clock (this
 * month, the last 24 h). Concurrent callers of one key share one computation.
 */
@Injectable()
export class VersionedCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly em: EntityManager) {}

  async get<T>(key: string, tables: readonly VersionedTable[], compute: () => Promise<T>, maxAgeMs = 60_000): Promise<T> {
    // read before computing: a change committed meanwhile moves the version, so the next call recomputes
    const version = await this.versionOf(tables);
    const hit = this.entries.get(key);
    if (hit && hit.version === version && Date.now() - hit.at < maxAgeMs) return hit.value as Promise<T>;
    const value = compute();
    const entry: Entry = { version, at: Date.now(), value };
    this.entries.set(key, entry);
    // a failure is not kept
    value.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    return value;
  }

  /** Drops every cached result (tests, settings that change what is computed); answers how many there were. */
  clear(): number {
    const n = this.entries.size;
    this.entries.clear();
    return n;
  }

  private async versionOf(tables: readonly VersionedTable[]): Promise<string> {
    const columns = tables.map((t) => `(select last_value::text || is_called::text from "data_version_${t}")`).join(` || ':' || `);
    const [row] = await this.em.fork().getConnection().execute<{ v: string }[]>(`select ${columns} as v`);
    return row?.v ?? '';
  }
}
