import { join } from 'node:path';
import type { AppConfig } from '../../config/config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  /** The embedded database was created by this start. */
  fresh: boolean;
  stop(): Promise<void>;
}

/** DATABASE_URL when set; otherwise the embedded PostgreSQL kept under DATA_DIR. */
export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'poolMax'>): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, fresh: false, stop: async () => {} };
  }
  const pg = await startEmbeddedPostgres({ dataDir: join(config.dataDir, 'pglite'), maxConnections: config.poolMax + 5 });
  return { url: pg.url, embedded: true, fresh: pg.fresh, stop: () => pg.stop() };
}
