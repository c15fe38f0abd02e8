// npm run bench:flash-sale — 2,000 distinct users each buying 1 ticket at once of a 1,000-ticket
// lottery through the real API, then the same number of bare conditional UPDATEs on the same server.
import { spawn } from 'node:child_process';
import { randomUUID, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';
import pg from 'pg';

const USERS = Number(process.env.BENCH_USERS ?? 2000);
const TOTAL = Number(process.env.BENCH_TICKETS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
const SECRET = randomBytes(32).toString('hex');

if (!existsSync('build/src/main.js') || !existsSync('dist/server')) {
  console.error('Build first: npm run build');
  process.exit(1);
}

let embedded;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  const { startEmbeddedPostgres } = await import('../build/src/infra/database/embedded-postgres.js');
  const { runMigrations } = await import('../build/src/infra/database/migrate.js');
  embedded = await startEmbeddedPostgres({ maxConnections: 40 });
  databaseUrl = embedded.url;
  await runMigrations(databaseUrl);
}
const dataDir = mkdtempSync(join(tmpdir(), 'mbolo-flash-'));
const port = 3900 + Math.floor(Math.random() * 90);
const app = spawn(process.execPath, ['build/src/main.js'], {
  env: { ...process.env, NODE_ENV: 'production', APP_SECRET: SECRET, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', JOBS_ENABLED: '0', SSR_MODE: 'off', DB_POOL_MAX: '20' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
const db = new pg.Pool({ connectionString: databaseUrl, max: 20 });

async function cleanup() {
  app.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await db.end();
  await embedded?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitHealthy() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('app did not start');
}

async function setup() {
  const tag = randomBytes(3).toString('hex');
  const role = (await db.query(`select id from roles where name = 'Particulier'`)).rows[0].id;
  const merchant = (await db.query(
    `insert into users (first_name, last_name, email, password_hash, status, created_at, updated_at) values ('Bench', 'Vendeur', $1, 'x', 'active', now(), now()) returning id`,
    [`bench-seller-${tag}@mbolo.test`],
  )).rows[0].id;
  const product = (await db.query(
    `insert into products (merchant_id, name, description, price, sale_mode, status, featured, views_count, images, created_at, updated_at) values ($1, 'Flash sale', 'bench', 100000, 'lottery', 'active', false, 0, '[]', now(), now()) returning id`,
    [merchant],
  )).rows[0].id;
  const mkLottery = async (n) =>
    (await db.query(
      `insert into lotteries (product_id, lottery_number, ticket_price, total_tickets, sold_tickets, reserved_tickets, ticket_seq, min_participants, end_date, status, seed_commitment, created_at, updated_at)
       values ($1, $2, 1000, $3, 0, 0, 0, 1, now() + interval '1 day', 'open', repeat('0', 64), now(), now()) returning id`,
      [product, `FLASH-${tag}-${n}`, TOTAL],
    )).rows[0].id;
  const lotteryApi = await mkLottery('API');
  const lotteryRaw = await mkLottery('RAW');
  const users = await db.query(
    `insert into users (first_name, last_name, email, phone, password_hash, status, email_verified_at, created_at, updated_at)
     select 'Client', 'Bench' || g, 'bench-' || $1 || '-' || g || '@mbolo.test', '+24174' || lpad(g::text, 6, '0'), 'x', 'active', now(), now(), now()
     from generate_series(1, $2) g returning id`,
    [tag, USERS],
  );
  const ids = users.rows.map((r) => r.id);
  await db.query(`insert into user_roles (user_id, role_id) select unnest($1::int[]), $2`, [ids, role]);
  const sessions = ids.map((id) => ({ id, sid: randomUUID() }));
  await db.query(
    `insert into sessions (id, user_id, device, remember_me, created_at, last_active_at, expires_at)
     select unnest($1::uuid[]), unnest($2::int[]), 'bench', false, now(), now(), now() + interval '1 day'`,
    [sessions.map((s) => s.sid), sessions.map((s) => s.id)],
  );
  const jwt = new JwtService({ secret: SECRET });
  const tokens = sessions.map((s) => jwt.sign({ sid: s.sid }, { subject: String(s.id), audience: 'mbolo', issuer: 'mbolo', algorithm: 'HS256', expiresIn: 3600 }));
  return { lotteryApi, lotteryRaw, tokens };
}

async function pool(items, worker) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++];
        const t0 = performance.now();
        await worker(item);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  return { perSecond: items.length / seconds, p50: pct(50), p99: pct(99) };
}

try {
  await waitHealthy();
  const { lotteryApi, lotteryRaw, tokens } = await setup();
  const counts = { sold: 0, refused: 0, errors: 0 };
  const api = await pool(tokens, async (token) => {
    try {
      const res = await fetch(`${base}/api/tickets/purchase`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ lottery_id: lotteryApi, quantity: 1, total_amount: 1000 }),
      });
      await res.arrayBuffer();
      if (res.status === 201) counts.sold++;
      else if (res.status === 409) counts.refused++;
      else counts.errors++;
    } catch {
      counts.errors++;
    }
  });
  const check = (await db.query('select sold_tickets + reserved_tickets as taken, total_tickets from lotteries where id = $1', [lotteryApi])).rows[0];
  const raw = await pool(tokens, async () => {
    await db.query(
      `update lotteries set reserved_tickets = reserved_tickets + 1 where id = $1 and sold_tickets + reserved_tickets + 1 <= total_tickets returning reserved_tickets`,
      [lotteryRaw],
    );
  });
  console.log(
    `bench:flash-sale ${USERS} buyers, ${TOTAL} tickets, ${CONCURRENCY} in flight (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}): ` +
      `sold ${counts.sold} refused ${counts.refused} errors ${counts.errors} (taken ${check.taken}/${check.total_tickets}) | ` +
      `API ${api.perSecond.toFixed(0)} purchases/s p50 ${api.p50} ms p99 ${api.p99} ms | bare UPDATE ${raw.perSecond.toFixed(0)}/s p50 ${raw.p50} ms p99 ${raw.p99} ms | API/bare ${(api.perSecond / raw.perSecond).toFixed(3)}`,
  );
  if (counts.sold !== Math.min(USERS, TOTAL) || counts.errors || Number(check.taken) > TOTAL) process.exitCode = 1;
} finally {
  await cleanup();
}
