import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  TRANSIENT_TABLES,
  appliedMigrations,
  ident,
  primaryKey,
  publicTables,
  writableColumns,
  type BackupHeader,
  type Db,
} from './backup-format.js';

const FETCH_ROWS = 1000;

/**
 * Writes every table of the public schema (but TRANSIENT_TABLES) to `file`, as one consistent
 * snapshot (a read-only repeatable-read transaction), streamed through a cursor so that memory stays
 * flat. Works the same on a PostgreSQL server and on the embedded PGlite (which serves this
 * connection's transaction alone until it ends). The file appears only once complete.
 */
export async function dumpDatabase(clientUrl: string, file: string): Promise<{ tables: number; rows: number }> {
  const client = new pg.Client({ connectionString: clientUrl });
  await client.connect();
  const partial = `${file}.partial`;
  const counts = { tables: 0, rows: 0 };
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables = (await publicTables(client)).filter((t) => !TRANSIENT_TABLES.includes(t));
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      migrations: await appliedMigrations(client),
      tables,
    };
    await pipeline(
      Readable.from(lines(client, header, counts)),
      createGzip(),
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    await client.query('commit');
    await rename(partial, file);
    return counts;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    await rm(partial, { force: true });
    throw err;
  } finally {
    await client.end();
  }
}

async function* lines(db: Db, header: BackupHeader, counts: { tables: number; rows: number }): AsyncGenerator<string> {
  yield `#${BACKUP_FORMAT} ${JSON.stringify(header)}\n`;
  for (const table of header.tables) {
    const columns = await writableColumns(db, table);
    yield `#table ${table} ${JSON.stringify({ columns })}\n`;
    const key = await primaryKey(db, table);
    const order = key.length ? ` order by ${key.map(ident).join(', ')}` : '';
    await db.query(
      `declare backup_rows no scroll cursor for select row_to_json(t)::text as r from (select ${columns.map(ident).join(', ')} from ${ident(table)}${order}) t`,
    );
    for (;;) {
      const { rows } = await db.query<{ r: string }>(`fetch ${FETCH_ROWS} from backup_rows`);
      if (!rows.length) break;
      counts.rows += rows.length;
      yield rows.map((row) => `${row.r}\n`).join('');
    }
    await db.query('close backup_rows');
    counts.tables++;
  }
  yield `#end ${JSON.stringify({ rows: counts.rows })}\n`;
}
