// What the load benchmarks share: a database (DATABASE_URL or an embedded one, migrated), the built app
// in its own production process, and live sessions minted straight into the database.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';

export function requireBuild(parts = ['build/src/main.js']) {
  if (parts.some((p) => !existsSync(p))) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
}

/** DATABASE_URL as given, else an embedded server migrated to the latest schema. */
export async function openDatabase() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, kind: 'PostgreSQL', stop: async () => {} };
  const { startEmbeddedPostgres } = await import('../../build/src/infra/database/embedded-postgres.js');
  const { runMigrations } = await import('../../build/src/infra/database/migrate.js');
  const embedded = await startEmbeddedPostgres({ maxConnections: 40 });
  await runMigrations(embedded.url);
  return { url: embedded.url, kind: 'embedded', stop: () => embedded.stop() };
}

/** The built app as production runs it, on a random port, with the benchmark's own secret and env (simulators allowed). */
export function startApp({ secret, databaseUrl, name, env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), `mbolo-${name}-`));
  const port = 3900 + Math.floor(Math.random() * 99);
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['build/src/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_SECRET: secret,
      // a throw-away process on a disposable database: the simulator and demo accounts are expected
      ALLOW_SIMULATOR: '1',
      ALLOW_DEMO_ACCOUNTS: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: '0',
      SSR_MODE: 'off',
      DB_POOL_MAX: '20',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    base,
    rssMb() {
      try {
        const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0);
        return (kb / 1024).toFixed(0);
      } catch {
        return 'n/a';
      }
    },
    async waitHealthy() {
      for (let i = 0; i < 240; i++) {
        try {
          if ((await fetch(`${base}/api/health`)).ok) return;
        } catch {}
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error('app did not start');
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One live session per user id, and the bearer token naming it (as the app signs them). */
export async function mintSessions(db, userIds, secret) {
  const sessions = userIds.map((id) => ({ id, sid: randomUUID() }));
  await db.query(
    `insert into sessions (id, user_id, device, remember_me, created_at, last_active_at, expires_at)
     select unnest($1::uuid[]), unnest($2::int[]), 'bench', false, now(), now(), now() + interval '1 day'`,
    [sessions.map((s) => s.sid), sessions.map((s) => s.id)],
  );
  // signed as the app signs them: with the session key derived from the secret, its version in `kid`
  const { currentKey, KEY_PURPOSES } = await import('../../build/src/common/crypto/keys.js');
  const { version, key } = currentKey(secret, KEY_PURPOSES.sessionJwt);
  const jwt = new JwtService({ secret: key });
  return sessions.map((s) => ({
    id: s.id,
    token: jwt.sign({ sid: s.sid }, { subject: String(s.id), audience: 'mbolo', issuer: 'mbolo', algorithm: 'HS256', expiresIn: 3600, keyid: `v${version}` }),
  }));
}
