import type pg from 'pg';

/**
 * Our own logical dump, so that a backup needs neither pg_dump nor pg_restore (absent next to the
 * embedded PGlite): gzip-compressed lines. `#mbolo-backup {header}` first, then per table
 * `#table <name> {"columns": [...]}` followed by one `row_to_json` line per row, and `#end {"rows": n}`
 * last (a file without it was cut short). Every value goes through its type's text form, so that
 * json_populate_recordset reads it back exactly (timestamps, numerics, bytea, arrays, jsonb).
 */
export const BACKUP_FORMAT = 'mbolo-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  /** names of the applied migrations: a restore needs the very same schema */
  migrations: string[];
  tables: string[];
}

/**
 * Not backed up, emptied by a restore:
 * - mikro_orm_migrations: the header lists them; the target's own rows describe its schema;
 * - sessions: signing everyone out is the safe outcome of going back in time (a revoked session or a
 *   changed password would otherwise come back);
 * - auth_tokens: one-time e-mail and reset codes that expire within minutes;
 * - rate_limits: attempt counters of the last minutes;
 * - outbox_messages: undelivered mail and SMS keep their bodies (reset codes, staff temporary passwords)
 *   for days; a backup file must not carry them, and mail from another time must not go out after a restore.
 */
export const TRANSIENT_TABLES = ['mikro_orm_migrations', 'sessions', 'auth_tokens', 'rate_limits', 'outbox_messages'];

export type Db = Pick<pg.Client, 'query'>;

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The public schema's tables, parents before the tables that reference them (restore order). */
export async function publicTables(db: Db): Promise<string[]> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  const { rows: edges } = await db.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set()]));
  for (const e of edges) parents.get(e.child)?.add(e.parent);
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (t: string, path: Set<string>) => {
    if (seen.has(t) || path.has(t)) return; // a cycle is left to the deferred or disabled checks
    path.add(t);
    for (const p of parents.get(t) ?? []) visit(p, path);
    path.delete(t);
    seen.add(t);
    ordered.push(t);
  };
  for (const t of tables) visit(t.name, new Set());
  return ordered;
}

/** Columns a row can be written to (generated columns are computed again). */
export async function writableColumns(db: Db, table: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.name);
}

/** Primary key columns, so that rows come out in id order (a row referencing an older one of its table follows it). */
export async function primaryKey(db: Db, table: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select a.attname as name from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = $1::regclass and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)`,
    [ident(table)],
  );
  return rows.map((r) => r.name);
}

export async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ exists: boolean }>(
    `select to_regclass('public.mikro_orm_migrations') is not null as exists`,
  );
  if (!rows[0]?.exists) return [];
  return (await db.query<{ name: string }>('select name from mikro_orm_migrations order by id')).rows.map(
    (r) => r.name,
  );
}
