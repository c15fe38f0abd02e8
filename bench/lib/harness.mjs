// What the load benchmarks share: a database (a throw-away one on DATABASE_URL's server, or an embedded one), the built app
// in its own production process, and live sessions minted straight into the database.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';
import pg from 'pg';
import { ensureBuild } from '../../scripts/lib/ensure-build.mjs';

export { ensureBuild };

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
  // the young generation's size `npm start`, `start:prod` and the Dockerfile give the app (package.json)
  const child = spawn(process.execPath, ['--max-semi-space-size=16', ...nodeArgs, 'build/src/main.js'], {
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
      const exited =
        child.exitCode !== null || child.signalCode !== null
          ? Promise.resolve()
          : new Promise((r) => child.once('exit', r));
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
    token: jwt.sign(
      { sid: s.sid },
      {
        subject: String(s.id),
        audience: 'mbolo',
        issuer: 'mbolo',
        algorithm: 'HS256',
        expiresIn: 3600,
        keyid: `v${version}`,
      },
    ),
  }));
}

/** A merchant account to list the seeded raffles: `<label> Vendeur`, `<label>-seller-<tag>@mbolo.test`. */
export async function seedSeller(db, { tag, label }) {
  const { rows } = await db.query(
    `insert into users (first_name, last_name, email, password_hash, status, created_at, updated_at) values ($1, 'Vendeur', $2, 'x', 'active', now(), now()) returning id`,
    [label, `${label.toLowerCase()}-seller-${tag}@mbolo.test`],
  );
  return rows[0].id;
}

/**
 * An open raffle of `total` tickets at 1,000 on a product of its own, with a real sealed seed and its
 * commitment, so that a sold-out raffle draws. Resolves with the lottery id.
 */
export async function seedRaffle(db, { secret, merchantId, productName, description, number, total }) {
  const product = (
    await db.query(
      `insert into products (merchant_id, name, description, price, sale_mode, status, featured, views_count, images, created_at, updated_at) values ($1, $2, $3, 100000, 'lottery', 'active', false, 0, '[]', now(), now()) returning id`,
      [merchantId, productName, description],
    )
  ).rows[0].id;
  const { sealSeed } = await import('../../build/src/modules/lotteries/seed-box.js');
  const { newSeed, seedCommitment } = await import('../../build/src/modules/lotteries/fair-draw.js');
  const seed = newSeed();
  return (
    await db.query(
      `insert into lotteries (product_id, lottery_number, ticket_price, total_tickets, sold_tickets, reserved_tickets, ticket_seq, min_participants, end_date, status, seed_sealed, seed_commitment, opened_at, created_at, updated_at)
     values ($1, $2, 1000, $3, 0, 0, 0, 1, now() + interval '1 day', 'open', $4, $5, now(), now(), now()) returning id`,
      [product, number, total, sealSeed({ appSecret: secret }, number, seed), seedCommitment(seed)],
    )
  ).rows[0].id;
}

/**
 * `count` active customers (role Particulier, verified e-mail, 18+ confirmed as registration asks: README "Buyer
 * protection"; phone +24174000001…), `Client <label>1…`, e-mail `<label>-<tag>-<n>@mbolo.test`, each with a live
 * session: their ids and bearer tokens (mintSessions). One 1 000 FCFA ticket each stays far within the monthly cap.
 */
export async function seedBuyers(db, { tag, label, count, secret, first = 1 }) {
  const role = (await db.query(`select id from roles where name = 'Particulier'`)).rows[0].id;
  const users = await db.query(
    `insert into users (first_name, last_name, email, phone, password_hash, status, email_verified_at, adult_confirmed_at, created_at, updated_at)
     select 'Client', $3::text || g, lower($3::text) || '-' || $1 || '-' || g || '@mbolo.test', '+24174' || lpad(g::text, 6, '0'), 'x', 'active', now(), now(), now(), now()
     from generate_series($4::int, $4::int + $2 - 1) g returning id`,
    [tag, count, label, first],
  );
  const ids = users.rows.map((r) => r.id);
  await db.query(`insert into user_roles (user_id, role_id) select unnest($1::int[]), $2`, [ids, role]);
  return mintSessions(db, ids, secret);
}
