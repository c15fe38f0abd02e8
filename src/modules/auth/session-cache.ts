import { Injectable } from '@nestjs/common';
import type { EntityDTO } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { VersionReads } from '../../infra/cache/version-reads.js';
import { Session } from './session.entity.js';
import { SessionSnapshotReader, type SessionSnapshot } from './session-snapshot.js';

/** Signed-in devices kept per instance; past this, the longest-kept are dropped first. */
const MAX_ENTRIES = 50_000;

/** A deep copy of plain data (dates, arrays, objects), in this realm: structuredClone's dates fail `instanceof Date` under a VM context. */
function copy<T>(value: T): T {
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Array.isArray(value)) return value.map(copy) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = copy(v);
    return out as T;
  }
  return value;
}

/**
 * A signed-in request's session, user, roles and country, kept in memory so that it costs no query
 * but the shared read of `auth_version` (migration AuthVersion): any committed logout, revocation,
 * deactivation, profile or role change moves that version, on whichever instance or process wrote
 * it, and an entry is served only while its version is the current one. Entries are plain data,
 * turned into entities of the caller's own EntityManager when a request needs them, so no request
 * shares an entity with another.
 */
@Injectable()
export class SessionCache {
  private readonly entries = new Map<string, { version: string; snapshot: SessionSnapshot }>();
  private readonly reader: SessionSnapshotReader;

  constructor(
    em: EntityManager,
    private readonly reads: VersionReads,
  ) {
    this.reader = new SessionSnapshotReader(em);
  }

  /** The current version: read after this call began, shared with concurrent callers. */
  currentVersion(): Promise<string> {
    return this.reads.value('select "version" from "auth_version" where "id" = 1');
  }

  /** The kept session of `id`, when it was kept at `version`: the cache's own data, to read and never to change. */
  restore(id: string, version: string): SessionSnapshot | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.snapshot;
  }

  /** Reads the session `id` (one statement, see SessionSnapshotReader) and keeps it as of `version` (read before it). */
  async load(id: string, version: string): Promise<SessionSnapshot | null> {
    const snapshot = await this.reader.read(id);
    if (snapshot) this.keepSnapshot(id, snapshot, version);
    return snapshot;
  }

  /**
   * A kept session as entities of `em`: our own rows, read with the entities' metadata, so there is nothing
   * for the ORM to validate. A copy: whatever a request does to its entities stays out of the kept data.
   */
  entity(em: EntityManager, snapshot: SessionSnapshot): Session {
    return em.merge(Session, copy(snapshot) as EntityDTO<Session>, { validate: false });
  }

  private keepSnapshot(id: string, snapshot: SessionSnapshot, version: string): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.delete(id);
    this.entries.set(id, { version, snapshot });
  }

  /** The activity time written for a kept session (the once-a-minute touch, which moves no version). */
  touched(id: string, at: Date): void {
    const entry = this.entries.get(id);
    if (entry) entry.snapshot.lastActiveAt = at;
  }

  clear(): void {
    this.entries.clear();
  }
}
