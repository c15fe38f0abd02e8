import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  /** True when the data directory held no database before this start. */
  fresh: boolean;
  stop(): Promise<void>;
}

/**
 * PostgreSQL compiled to WASM (PGlite), exposed on 127.0.0.1 through the wire protocol so that the
 * very same `pg` driver and MikroORM code run against it and against a real server.
 * `dataDir` undefined keeps everything in memory (tests).
 */
export async function startEmbeddedPostgres(opts: { dataDir?: string; maxConnections?: number; port?: number } = {}) {
  let fresh = true;
  let db: PGlite;
  // the extensions the migrations create (trigram indexes for "contains" searches)
  const extensions = { pg_trgm };
  if (opts.dataDir) {
    const dir = resolve(opts.dataDir);
    mkdirSync(dir, { recursive: true });
    const { existsSync } = await import('node:fs');
    fresh = !existsSync(resolve(dir, 'PG_VERSION'));
    db = await PGlite.create(dir, { extensions });
  } else {
    db = await PGlite.create({ extensions });
  }
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: opts.port ?? 0,
    maxConnections: opts.maxConnections ?? 20,
  });
  await server.start();
  const url = `postgresql://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`;
  let stopped = false;
  return {
    url,
    fresh,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close();
    },
  } satisfies EmbeddedPostgres;
}
