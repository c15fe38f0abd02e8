import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from './database.js';
import { freePort } from './free-port.js';

export interface ServerProcess {
  url: string;
  /** The server's own database, for tests that arrange rows directly. */
  databaseUrl: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * The built application (`npm run build`) in its own process, as `npm run start:prod` runs it, on a
 * private database: a clone of the template on the test server, else a fresh embedded database.
 * `sharedDatabaseUrl` runs it on another process's database instead (a second instance), left in place on stop.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  sharedDatabaseUrl?: string,
): Promise<ServerProcess> {
  if (!existsSync('build/src/main.js') || !existsSync('dist/server')) {
    throw new Error('The app is not built: run `npm run build` first (npm test does it).');
  }
  const port = await freePort();
  // Always a database the test can reach too (a clone on the test server, or an embedded one
  // served from this process), so tests may arrange rows directly.
  const db: TestDatabase = sharedDatabaseUrl
    ? { url: sharedDatabaseUrl, drop: async () => {} }
    : await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'mbolo-e2e-'));
  const dbEnv: Record<string, string> = { DATABASE_URL: db.url, SEED_DEMO: '1', DATA_DIR: dataDir };
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['build/src/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SSR_MODE: 'prod',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      LOG_LEVEL: 'warn',
      // the demo staff accounts sign in without two-factor unless a test asks for the rule
      STAFF_2FA_REQUIRED: '0',
      ...dbEnv,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      // the timer is cleared so that it does not keep Jest alive after a prompt exit
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 10_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { url, databaseUrl: db?.url, output: () => log, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`The server did not become healthy:\n${log}`);
}
