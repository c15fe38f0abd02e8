import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { FlushEventArgs, TransactionEventArgs } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { VersionReads } from './version-reads.js';

/**
 * Tables no public page shows (sessions, notifications, mail, logs, money records): a commit writing
 * only these leaves the public micro-cache alone (a sign-in or a notification does not empty it).
 */
const PRIVATE_TABLES = new Set([
  'sessions',
  'auth_tokens',
  'rate_limits',
  'notifications',
  'lottery_reminders',
  'contact_messages',
  'audit_log',
  'settings_history',
  'order_status_history',
  'orders',
  'payments',
  'refunds',
  'outbox_messages',
]);

/** Tables with a data version (migrations DataVersions, SettingsGroups and Privileges): keep the lists identical. */
export type VersionedTable =
  | 'users'
  | 'products'
  | 'lotteries'
  | 'tickets'
  | 'draws'
  | 'orders'
  | 'payments'
  | 'refunds'
  | 'settings'
  | 'role_privileges';

/**
 * A result computed right after its tables' version moved may have been read inside another instance's
 * commit: the version moves in that commit a moment before its rows can be read. Such a result is kept
 * this long only, then computed once more; another instance's write is thus seen within about a second,
 * not at the end of the maximum age.
 */
export const SETTLE_MS = 1_000;

interface Entry {
  version: string;
  /** how long this entry may be served (SETTLE_MS when computed just after its version moved) */
  ttl: number;
  /** this process's commits to the entry's tables when it was computed */
  local: string;
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
export class VersionedCache implements OnModuleInit {
  private readonly entries = new Map<string, Entry>();
  private readonly stamps = new Map<string, { at: number; commits: number; value: Promise<string> }>();
  /** moves on every commit of this process that wrote something the public may see, so that its own writes are seen at once */
  private commits = 0;
  /**
   * This process's commits per table. A table's version moves in its writer's commit, a moment before the
   * written rows can be read: a read in that moment would keep the old rows under the new version. Its
   * own commits this process learns of only after they are visible, so an entry made before one of them
   * is never served after it (an administrator's save is seen at once by the next request).
   */
  private readonly tableCommits = new Map<string, number>();

  constructor(
    private readonly em: EntityManager,
    private readonly reads: VersionReads,
  ) {}

  onModuleInit(): void {
    // a flush inside a transaction counts once that transaction commits
    const pending = new WeakMap<object, { tables: Set<string>; public: boolean }>();
    const committed = (tables: Iterable<string>, visible: boolean) => {
      for (const t of tables) this.tableCommits.set(t, (this.tableCommits.get(t) ?? 0) + 1);
      if (visible) this.commits += 1;
    };
    this.em.getEventManager().registerSubscriber({
      afterFlush: (args: FlushEventArgs) => {
        const tables = new Set(args.uow.getChangeSets().map((cs) => cs.meta.tableName));
        if (!tables.size) return;
        const visible = [...tables].some((t) => !PRIVATE_TABLES.has(t));
        const tx = args.em.isInTransaction() ? args.em.getTransactionContext() : undefined;
        if (!tx) return committed(tables, visible);
        const seen = pending.get(tx) ?? { tables: new Set<string>(), public: false };
        for (const t of tables) seen.tables.add(t);
        seen.public ||= visible;
        pending.set(tx, seen);
      },
      afterTransactionCommit: (args: TransactionEventArgs) => {
        const seen = args.transaction ? pending.get(args.transaction) : undefined;
        if (seen) committed(seen.tables, seen.public);
      },
    });
  }

  async get<T>(
    key: string,
    tables: readonly VersionedTable[],
    compute: () => Promise<T>,
    maxAgeMs = 60_000,
  ): Promise<T> {
    // read before computing: a change committed meanwhile moves the version, so the next call recomputes
    const local = this.localStamp(tables);
    const version = await this.versionOf(tables);
    const hit = this.entries.get(key);
    if (
      hit &&
      hit.version === version &&
      hit.local === this.localStamp(tables) &&
      Date.now() - hit.at < Math.min(maxAgeMs, hit.ttl)
    )
      return hit.value as Promise<T>;
    const value = compute();
    const moved = hit !== undefined && hit.version !== version;
    const entry: Entry = { version, ttl: moved ? SETTLE_MS : maxAgeMs, local, at: Date.now(), value };
    this.entries.set(key, entry);
    // a failure is not kept
    value.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    return value;
  }

  /**
   * The current versions of `tables` for callers that check them on every request (the public micro-cache):
   * read at most once per `freshMs` (concurrent callers share the query), and moved by any commit of this
   * process; another instance's change to these tables is thus seen within `freshMs`.
   */
  stamp(tables: readonly VersionedTable[], freshMs = 100): Promise<string> {
    const key = tables.join(',');
    const hit = this.stamps.get(key);
    if (hit && hit.commits === this.commits && Date.now() - hit.at < freshMs) return hit.value;
    const commits = this.commits;
    // this process's commits are part of the stamp: its writes to tables without a version (categories,
    // languages) are seen at once too; another instance's, within the caller's maximum age
    const entry = { at: Date.now(), commits, value: this.versionOf(tables).then((v) => `${v}#${commits}`) };
    this.stamps.set(key, entry);
    entry.value.catch(() => this.stamps.get(key) === entry && this.stamps.delete(key));
    return entry.value;
  }

  private localStamp(tables: readonly VersionedTable[]): string {
    return tables.map((t) => this.tableCommits.get(t) ?? 0).join('.');
  }

  /** Drops every cached result (tests, settings that change what is computed); answers how many there were. */
  clear(): number {
    const n = this.entries.size;
    this.entries.clear();
    return n;
  }

  /**
   * The versions of `tables`, read after this call began (so a change committed before it is seen); the
   * callers arriving while a read is under way share the next one (VersionReads.value): one query for a
   * burst of requests, not one each.
   */
  private versionOf(tables: readonly VersionedTable[]): Promise<string> {
    return this.reads.value(
      tables.map((t) => `(select last_value::text || is_called::text from "data_version_${t}")`).join(` || ':' || `),
    );
  }
}
