import { ReferenceKind, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BatchedCalls } from '../../infra/cache/batched-calls.js';
import { Session } from './session.entity.js';

/** What the cache keeps of a signed-in device: the session with its user, roles and country, as plain data. */
export type SessionSnapshot = Record<string, unknown>;

/** The user's part of a kept session that signing a request in reads (the rest is read through the entities). */
export interface KeptUser {
  id: number;
  status: string;
  phone: string | null;
  emailVerifiedAt: Date | null;
  mustChangePassword: boolean;
  twoFactorEnabledAt: Date | null;
  roles: { name: string }[];
}

/** The scalar properties an entity's serialised form holds: loaded eagerly and not hidden. */
const snapshotProps = (meta: EntityMetadata) =>
  meta.props.filter(
    (p) => p.kind === ReferenceKind.SCALAR && !p.lazy && !p.hidden && p.persist !== false && p.fieldNames?.length === 1,
  );

function objectSql(meta: EntityMetadata, alias: string, nested: string[] = []): string {
  const pairs = snapshotProps(meta).map((p) => `'${p.name}', ${alias}."${p.fieldNames[0]}"`);
  return `json_build_object(${[...pairs, ...nested].join(', ')})`;
}

/** JSON has no dates: the datetime properties come back as ISO strings. */
function revive(meta: EntityMetadata, data: Record<string, unknown>): Record<string, unknown> {
  for (const p of snapshotProps(meta) as EntityProperty[]) {
    const v = data[p.name];
    if (p.runtimeType === 'Date' && typeof v === 'string') data[p.name] = new Date(v);
  }
  return data;
}

/**
 * One statement that reads sessions, each with its user, the user's roles and country, already in the shape
 * `wrap(session).toObject()` gives (property names, nested relations), built from the entities' metadata
 * so that a new column is never missed. The signed-in request's cold path: no query building, no
 * hydration of rows that the cache turns into plain data at once.
 */
export class SessionSnapshotReader {
  private sql?: string;
  /** a burst of first requests from many devices (a flash sale) reads their sessions in one statement, not one each */
  private readonly batches = new BatchedCalls<string, SessionSnapshot | null>((ids) => this.readMany(ids));

  constructor(private readonly em: EntityManager) {}

  read(id: string): Promise<SessionSnapshot | null> {
    return this.batches.call(id);
  }

  private async readMany(ids: string[]): Promise<(SessionSnapshot | null)[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ snapshot: SessionSnapshot }[]>(this.statement(), [[...new Set(ids)]]);
    const found = new Map(rows.map((r) => [r.snapshot.id as string, r.snapshot]));
    // each caller gets its own object: the same device asked twice in a batch must not share one
    return ids.map((id, i) => {
      const snapshot = found.get(id);
      if (!snapshot) return null;
      return this.revived(ids.indexOf(id) === i ? snapshot : JSON.parse(JSON.stringify(snapshot)));
    });
  }

  private revived(snapshot: SessionSnapshot): SessionSnapshot {
    const m = this.metas();
    const session = revive(m.session, snapshot);
    const user = revive(m.user, session.user as Record<string, unknown>);
    if (user.country) revive(m.country, user.country as Record<string, unknown>);
    for (const role of user.roles as Record<string, unknown>[]) revive(m.role, role);
    return session;
  }

  /** The session's entity and, through its relations, the user's, the country's and the role's. */
  private metas() {
    const session = this.em.getMetadata().get(Session);
    const user = session.properties.user.targetMeta!;
    return {
      session,
      user,
      country: user.properties.country.targetMeta!,
      role: user.properties.roles.targetMeta!,
    };
  }

  private statement(): string {
    if (this.sql) return this.sql;
    const m = this.metas();
    const country = `(select ${objectSql(m.country, 'c')} from "countries" c where c."id" = u."country_id")`;
    const roles = `coalesce((select json_agg(${objectSql(m.role, 'r')} order by r."id") from "user_roles" ur
      join "roles" r on r."id" = ur."role_id" where ur."user_id" = u."id"), '[]'::json)`;
    const user = objectSql(m.user, 'u', [`'country', ${country}`, `'roles', ${roles}`]);
    this.sql = `select ${objectSql(m.session, 's', [`'user', ${user}`])} as snapshot
      from "sessions" s join "users" u on u."id" = s."user_id" where s."id" in (?)`;
    return this.sql;
  }
}
