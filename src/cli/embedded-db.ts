import { startEmbeddedPostgres } from '../infra/database/embedded-postgres.js';

/**
 * The embedded PostgreSQL (PGlite) as a process of its own, started by the app when no DATABASE_URL is
 * set: its WASM heap stays out of the app's memory and its queries off the app's event loop. It tells
 * the parent its URL over IPC and stops with it (SIGTERM, or the IPC channel closing when the parent dies).
 */
const [dataDir, maxConnections] = process.argv.slice(2);
const pg = await startEmbeddedPostgres({ dataDir: dataDir || undefined, maxConnections: Number(maxConnections) || 20 });
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await pg.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', () => {}); // a terminal's Ctrl-C reaches the whole group: the parent decides when this stops
process.on('disconnect', stop);
process.send?.({ url: pg.url, fresh: pg.fresh });
