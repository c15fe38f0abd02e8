// What the load benchmarks share: a database (a throw-away one on DATABASE_URL's server, or an embedded one), the built app
// in its own production process, and live sessions minted straight into the database.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';
import pg from 'pg';

export function requireBuild(parts = ['build/src/main.js']) {
  if (parts.some((p) => !existsSync(p))) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
}

/**
 * With DATABASE_URL: a throw-away database of our own on that server (`mbolo_bench_<random>`, never the one
 * the URL names), empty (the app migrates and seeds it on boot), dropped by stop(). Without: an embedded
 * server, migrated unless `migrate: false`.
 */
export async function openDatabase({ migrate = true } = {}) {
  const given = process.env.DATABASE_URL;
  if (given) {
    const name = `mbolo_bench_${randomBytes(4).toString('hex')}`;
    const onServer = async (sql) => {
      const c = new pg.Client({ connectionString: given });
      await c.connect();
      try {
        await c.query(sql);
      } finally {
        await c.end();
      }
    };
    await onServer(`create database "${name}"`);
    const u = new URL(given);
    u.pathname = `/${name}`;
    let dropped = false;
    const drop = async () => {
      if (dropped) return;
      dropped = true;
      await onServer(`drop database if exists "${name}" with (force)`);
    };
    // an interrupted run must not leave its database behind
    for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => drop().finally(() => process.exit(130)));
    return { url: u.toString(), kind: `PostgreSQL (${name})`, name, stop: drop };
  }
  const { startEmbeddedPostgres } = await import('../../build/src/infra/database/embedded-postgres.js');
  const embedded = await startEmbeddedPostgres({ maxConnections: 40 });
  if (migrate) {
    const { runMigrations } = await import('../../build/src/infra/database/migrate.js');
    await runMigrations(embedded.url);
  }
  return { url: embedded.url, kind: 'embedded', stop: () => embedded.stop() };
}

/** A fresh APP_SECRET per run: nothing has to be exported by hand, and no real secret is ever used. */
export const newSecret = () => randomBytes(32).toString('hex');

/** Sorted-sample percentile, in ms with one decimal. */
export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1));
}

/** The one JSON object a benchmark ends with: always its last stdout line. */
export function printResult(result) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

/** The built app as production runs it, on a random port, with the benchmark's own secret and env (simulators allowed). */
export function startApp({ secret, databaseUrl, name, env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), `mbolo-${name}-`));
  const port = 3900 + Math.floor(Math.random() * 99);
  const base = `http://127.0.0.1:${port}`;
  // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the app under the bench's load
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'build/src/main.js'], {
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
        return Math.round(kb / 1024);
      } catch {
        return null;
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
    /** Ends the process at once, as a crash or an OOM kill would (SIGKILL): it gets no chance to clean up. */
    async kill() {
      const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
    async stop() {
      const exited = child.exitCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
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
