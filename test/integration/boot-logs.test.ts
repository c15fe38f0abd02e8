import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/modules/seed/reference-data.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { freePort } from '../support/free-port.js';

/**
 * What a developer sees after `npm start` (or `npm run dev`), and what a log shipper reads in production:
 * the built server (`npm run build`) in its own process, as those scripts run it.
 */
interface Running {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** `npm start`'s own lines before the server's: an empty line, `> mbolo@… start`, the command, an empty line. */
const NPM_LINES = 4;
const SCREEN = 15;

async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mbolo-boot-'));
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'APP_ENV', 'SSR_MODE', 'LOG_LEVEL', 'SEED_DEMO', 'APP_URL', 'FORCE_COLOR'])
    delete inherited[name];
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['build/src/main.js'], {
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 10_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, output: () => log, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`The server did not become healthy:\n${log}`);
}

/** Waits until the output has a line that `match` accepts (logs may be written a moment after the answer). */
async function lineOf(server: Running, match: (line: string) => boolean): Promise<string | undefined> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = server.output().split('\n').find(match);
    if (found || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function parsed(line: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(line);
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

// `npm start` serves the built pages; `npm run dev` serves them through Vite
describe.each([
  ['npm start', { NODE_ENV: 'production', APP_ENV: 'development', SSR_MODE: 'prod' }],
  ['npm run dev', { SSR_MODE: 'dev' }],
])(
  'development start-up as %s (a fresh embedded database: demo data seeded, its sold-out raffles drawn)',
  (_command, mode) => {
    let server: Running;
    let hmrPort: number;
    beforeAll(async () => {
      hmrPort = await freePort();
      server = await startServer({ NODE_ENV: 'development', VITE_HMR_PORT: String(hmrPort), ...mode });
    }, 120_000);
    afterAll(() => server?.stop());

    it('fits on one screen with npm’s lines, the banner last', async () => {
      // anything logged as the server settles would come now
      await new Promise((r) => setTimeout(r, 500));
      const lines = server.output().replace(/\n+$/, '').split('\n');
      expect(lines.length + NPM_LINES).toBeLessThanOrEqual(SCREEN);
      const ready = lines.findIndex((l) => /ready at http:\/\/localhost:\d+ .*embedded PostgreSQL/.test(l));
      expect(ready).toBeGreaterThanOrEqual(0);
      const banner = lines.slice(ready).join('\n');
      expect(banner).toContain(DEMO_PASSWORD);
      for (const account of DEMO_ACCOUNTS) expect(banner).toContain(account.email);
      expect(lines[lines.length - 1]).toContain(DEMO_ACCOUNTS[DEMO_ACCOUNTS.length - 1]!.email);
    });

    it('writes readable lines, not JSON', async () => {
      await fetch(`${server.url}/api/no-such-route`);
      const request = await lineOf(server, (l) => l.includes('/api/no-such-route'));
      expect(request).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/no-such-route 404 \d+ ms id=[0-9a-f-]{36}$/);
      for (const line of server.output().split('\n')) expect(parsed(line)).toBeUndefined();
    }, 15_000);
  },
);

describe('production logs', () => {
  let db: TestDatabase;
  let server: Running;
  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startServer({
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      APP_SECRET: 'boot-logs-test-secret-0123456789abcdef0123456789',
      ALLOW_SIMULATOR: '1',
      DRAW_BEACON: 'local',
      SEED_DEMO: '1',
      ALLOW_DEMO_ACCOUNTS: '1',
      SSR_MODE: 'off',
      LOG_LEVEL: 'info',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  it('are JSON lines: a request with its id, its user and its duration', async () => {
    const client = DEMO_ACCOUNTS.find((a) => a.email.startsWith('client@'))!;
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: client.email, password: DEMO_PASSWORD }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    const { data } = (await me.json()) as { data: { user: { id: number } } };
    const id = me.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const line = await lineOf(server, (l) => (parsed(l)?.req as { id?: string } | undefined)?.id === id);
    expect(parsed(line!)).toMatchObject({
      level: 30,
      req: { id, method: 'GET', url: '/api/auth/me' },
      res: { statusCode: 200 },
      userId: data.user.id,
      responseTime: expect.any(Number),
    });
  }, 15_000);
});
