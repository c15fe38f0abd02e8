import { ReferenceKind, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from './session.entity.js';

/** What the cache keeps of a signed-in device: the session with its user, roles and country, as plain data. */
export type SessionSnapshot = Record<string, unknown>;

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
 * One statement that reads a session with its user, the user's roles and country, already in the shape
 * `wrap(session).toObject()` gives (property names, nested relations), built from the entities' metadata
 * so that a new column is never missed. The signed-in request's cold path: no query building, no
 * hydration of rows that the cache turns into plain data at once.
 */
export class SessionSnapshotReader {
  private sql?: string;

  constructor(private readonly em: EntityManager) {}

  async read(id: string): Promise<SessionSnapshot | null> {
    const [row] = await this.em.getConnection().execute<{ snapshot: SessionSnapshot }[]>(this.statement(), [id]);
    if (!row) return null;
    const m = this.metas();
    const session = revive(m.session, row.snapshot);
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
      from "sessions" s join "users" u on u."id" = s."user_id" where s."id" = ?`;
    return this.sql;
  }
}
