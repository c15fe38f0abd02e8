import { join } from 'node:path';
import type { AppConfig } from '../../config/config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { canRunEmbeddedProcess, startEmbeddedProcess } from './embedded-process.js';

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  /** The embedded database was created by this start. */
  fresh: boolean;
  stop(): Promise<void>;
}

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL kept under DATA_DIR, in a process of its own
 * when the app runs built (in the app's own process when it runs from its sources, as in the tests).
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'poolMax'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, fresh: false, stop: async () => {} };
  }
  // beyond the ORM's pool: the two data-version connections (VersionReads), the scheduler's and
  // single-flight locks' own clients, and a backup's
  const options = { dataDir: join(config.dataDir, 'pglite'), maxConnections: config.poolMax + 8 };
  const pg = canRunEmbeddedProcess() ? await startEmbeddedProcess(options) : await startEmbeddedPostgres(options);
  return { url: pg.url, embedded: true, fresh: pg.fresh, stop: () => pg.stop() };
}
