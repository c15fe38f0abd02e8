import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../../mikro-orm.config.js';
import { MIGRATIONS } from '../../../migrations/index.js';
import { LOCK_KEYS, withAdvisoryLock } from './advisory-lock.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  appliedMigrations,
  ident,
  publicTables,
  writableColumns,
  type BackupHeader,
  type Db,
} from './backup-format.js';

/** Rows and bytes per INSERT: large enough to be quick, small enough for one protocol message. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

export class BackupRestoreError extends Error {}

/**
 * Replaces every row of the database at `clientUrl` with the backup's, in one transaction: all or
 * nothing. The target must have applied exactly the backup's migrations; an empty database is first
 * migrated to them. Used by `npm run db:restore` (and by the tests, the same way).
 */
export async function restoreBackup(clientUrl: string, file: string): Promise<{ tables: number; rows: number }> {
  const header = await readHeader(file);
  const known = new Set(MIGRATIONS.map((m) => m.name));
  const unknown = header.migrations.filter((m) => !known.has(m));
  if (unknown.length)
    throw new BackupRestoreError(
      `The backup was made by a newer version (migrations ${unknown.join(', ')}); update the application first.`,
    );
  return withAdvisoryLock(clientUrl, LOCK_KEYS.migrations, async () => {
    const client = new pg.Client({ connectionString: clientUrl });
    await client.connect();
    try {
      await ensureSameSchema(client, clientUrl, header);
      await client.query('begin');
      try {
        const counts = await replaceData(client, file);
        await client.query('commit');
        return counts;
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      }
    } finally {
      await client.end();
    }
  });
}

async function ensureSameSchema(client: pg.Client, clientUrl: string, header: BackupHeader): Promise<void> {
  let applied = await appliedMigrations(client);
  if (!applied.length) {
    const tables = (await publicTables(client)).filter((t) => t !== 'mikro_orm_migrations');
    if (tables.length)
      throw new BackupRestoreError(
        'The target database has tables but no applied migrations: restore into an empty database or a migrated one.',
      );
    const orm = await MikroORM.init(ormConfig({ clientUrl, poolMax: 2 }));
    try {
      await orm.migrator.up({ migrations: header.migrations });
    } finally {
      await orm.close(true);
    }
    applied = await appliedMigrations(client);
  }
  const want = [...header.migrations].sort();
  const have = [...applied].sort();
  if (want.join() !== have.join()) {
    const missing = want.filter((m) => !have.includes(m));
    const extra = have.filter((m) => !want.includes(m));
    throw new BackupRestoreError(
      `The target database's migrations differ from the backup's (missing: ${missing.join(', ') || 'none'}; not in the backup: ${extra.join(', ') || 'none'}). ` +
        'Restore into an empty database, or one at the same version.',
    );
  }
}

async function replaceData(db: Db, file: string): Promise<{ tables: number; rows: number }> {
  // Rows must come back exactly as saved: no trigger may stamp them again (the audit log's chain) or
  // refuse them (its append-only guard), and foreign keys are not checked row by row. replica mode
  // does both but needs a superuser; a table owner can still turn its tables' own triggers off (in
  // this transaction only), and the dump's parents-first order keeps the foreign keys satisfied.
  const all = (await publicTables(db)).filter((t) => t !== 'mikro_orm_migrations');
  let replica = true;
  await db.query('savepoint replica');
  try {
    await db.query('set local session_replication_role = replica');
  } catch {
    replica = false;
    await db.query('rollback to savepoint replica');
    await db.query('set constraints all deferred');
    for (const t of all) await db.query(`alter table ${ident(t)} disable trigger user`);
  }
  await db.query('release savepoint replica');

  if (all.length) await db.query(`truncate table ${all.map(ident).join(', ')} restart identity cascade`);

  const counts = { tables: 0, rows: 0 };
  let section: { table: string; columns: string[] } | null = null;
  let batch: string[] = [];
  let bytes = 0;
  let end: { rows: number } | null = null;
  const flush = async () => {
    if (!section || !batch.length) return;
    const cols = section.columns.map(ident).join(', ');
    await db.query(
      `insert into ${ident(section.table)} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${ident(section.table)}, $1::json)`,
      [`[${batch.join(',')}]`],
    );
    counts.rows += batch.length;
    batch = [];
    bytes = 0;
  };

  let first = true;
  for await (const line of readLines(file)) {
    if (first) {
      first = false;
      continue;
    }
    if (end) throw new BackupRestoreError('Unexpected data after the end of the backup.');
    if (line.startsWith('#table ')) {
      await flush();
      const [, table, meta] = /^#table (\S+) (.*)$/.exec(line) ?? [];
      if (!table || !all.includes(table))
        throw new BackupRestoreError(`The backup's table ${table} does not exist in the target database.`);
      const writable = new Set(await writableColumns(db, table));
      const columns = (JSON.parse(meta!) as { columns: string[] }).columns.filter((c) => writable.has(c));
      section = { table, columns };
      counts.tables++;
    } else if (line.startsWith('#end ')) {
      await flush();
      end = JSON.parse(line.slice(5)) as { rows: number };
    } else if (line) {
      if (!section) throw new BackupRestoreError('Row outside of a table in the backup.');
      batch.push(line);
      bytes += line.length;
      if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
    }
  }
  if (!end || end.rows !== counts.rows)
    throw new BackupRestoreError('The backup is incomplete (cut short while written or copied).');

  if (!replica) for (const t of all) await db.query(`alter table ${ident(t)} enable trigger user`);
  await resetSequences(db);
  return counts;
}

/** Serial columns continue after the restored ids; the data versions move so that every cache reloads. */
async function resetSequences(db: Db): Promise<void> {
  const { rows } = await db.query<{ tbl: string; col: string; seq: string }>(
    `select c.table_name as tbl, c.column_name as col, pg_get_serial_sequence(format('%I.%I', c.table_schema, c.table_name), c.column_name) as seq
       from information_schema.columns c
      where c.table_schema = 'public' and pg_get_serial_sequence(format('%I.%I', c.table_schema, c.table_name), c.column_name) is not null`,
  );
  for (const r of rows) {
    await db.query(
      `select setval($1, coalesce(max(${ident(r.col)}), 1), max(${ident(r.col)}) is not null) from ${ident(r.tbl)}`,
      [r.seq],
    );
  }
  await db.query(
    `select nextval(c.oid) from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' and c.relname like 'data\\_version\\_%'`,
  );
}

export async function readHeader(file: string): Promise<BackupHeader> {
  for await (const line of readLines(file)) {
    const prefix = `#${BACKUP_FORMAT} `;
    if (!line.startsWith(prefix)) break;
    const header = JSON.parse(line.slice(prefix.length)) as BackupHeader;
    if (header.version !== BACKUP_VERSION)
      throw new BackupRestoreError(`Unsupported backup version ${header.version}.`);
    return header;
  }
  throw new BackupRestoreError(`${file} is not a Mbolo backup.`);
}

async function* readLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (err) => gunzip.destroy(err));
  source.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of gunzip) {
      const parts = (rest + decoder.write(chunk as Buffer)).split('\n');
      rest = parts.pop()!;
      yield* parts;
    }
    rest += decoder.end();
    if (rest) yield rest;
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}
