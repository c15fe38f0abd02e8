import type pg from 'pg';

/**
 * Tables a refused request may legitimately write: attempt counters (a wrong password or code is
 * counted, that is the point), the activity touch of the session that made the request, and what a
 * lock-out tells the account's owner and the staff.
 */
const ACCOUNTING = new Set(['rate_limits', 'sessions', 'notifications', 'outbox_messages', 'mikro_orm_migrations']);

/** Every other table's row count and newest row version (xmin): any insert, update or delete moves it. */
export async function fingerprintQuery(client: pg.Client): Promise<() => Promise<string>> {
  const { rows } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables = rows.map((r) => r.name).filter((t) => !ACCOUNTING.has(t));
  const sql = `select ${tables.map((t) => `(select count(*) || '/' || coalesce(max(xmin::text::bigint), 0) from "${t}")`).join(` || ' ' || `)} as f`;
  return async () => (await client.query<{ f: string }>(sql)).rows[0]!.f;
}

/** The tables whose part of two fingerprints differs. */
export async function changedTables(client: pg.Client, before: string, after: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables = rows.map((r) => r.name).filter((t) => !ACCOUNTING.has(t));
  const a = before.split(' ');
  const b = after.split(' ');
  return tables.filter((_, i) => a[i] !== b[i]);
}
