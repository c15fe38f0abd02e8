// npm run bench:realtime — 5,000 authenticated Socket.IO clients on one instance of the built app, then
// notifications for random users through the real write path (POST /api/admin/notifications: one
// transaction per batch, then notification:new to each user's room). Prints how many arrived, the
// latency from the row's creation (just before its commit) to the client, and the server's RSS. Then the
// baseline in the same run: the same sockets and notifications through a bare Socket.IO server
// (bench/raw-socket-server.mjs: no session, no database). Ends with one JSON line.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { io } from 'socket.io-client';
import {
  ensureBuild,
  mintSessions,
  newSecret,
  openDatabase,
  percentile,
  printResult,
  startApp,
} from './lib/harness.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 5000);
const BATCH = Number(process.env.BENCH_BATCH ?? 100);
const IN_FLIGHT = Number(process.env.BENCH_CONCURRENCY ?? 4);
const CONNECT_CONCURRENCY = 250;
const SECRET = newSecret();

ensureBuild();
const database = await openDatabase();
const app = startApp({
  secret: SECRET,
  databaseUrl: database.url,
  name: 'realtime',
  env: { REDIS_URL: '', STAFF_2FA_REQUIRED: '0' },
});
const base = app.base;
const db = new pg.Pool({ connectionString: database.url, max: 10 });
let clients = [];
let rawServer;
const rssMb = () => app.rssMb();

function closeClients() {
  for (const c of clients) c.close();
  clients = [];
}

async function cleanup() {
  closeClients();
  rawServer?.kill();
  await app.stop();
  await db.end();
  await database.stop();
}

/** SOCKETS customers and one administrator, each with a live session and its token. */
async function setup() {
  const tag = randomBytes(3).toString('hex');
  const roleId = async (name) => (await db.query('select id from roles where name = $1', [name])).rows[0].id;
  const users = await db.query(
    `insert into users (first_name, last_name, email, password_hash, status, email_verified_at, created_at, updated_at)
     select 'Client', 'Bench' || g, 'rt-' || $1 || '-' || g || '@mbolo.test', 'x', 'active', now(), now(), now()
     from generate_series(0, $2) g returning id`,
    [tag, SOCKETS],
  );
  const ids = users.rows.map((r) => r.id);
  const [adminId, ...customerIds] = ids;
  await db.query(`insert into user_roles (user_id, role_id) select unnest($1::int[]), $2`, [
    customerIds,
    await roleId('Particulier'),
  ]);
  await db.query(`insert into user_roles (user_id, role_id) values ($1, $2)`, [adminId, await roleId('Admin')]);
  const [admin, ...customers] = await mintSessions(db, ids, SECRET);
  return { adminToken: admin.token, customers };
}

let received = new Map();
let latencies = [];

/** `auth` is what each socket presents: its session token to the app, its user id to the bare server. */
async function connectAll(base, customers, auth) {
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONNECT_CONCURRENCY }, async () => {
      while (next < customers.length) {
        const c = customers[next++];
        const socket = io(base, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: auth(c) });
        clients.push(socket);
        socket.on('notification:new', (n) => {
          latencies.push(Date.now() - Date.parse(n.created_at));
          received.set(n.id, true);
        });
        await new Promise((resolve) => {
          socket.once('connect', resolve);
          socket.once('connect_error', () => {
            failed++;
            resolve();
          });
        });
      }
    }),
  );
  return failed;
}

async function sendAll(url, headers, customers) {
  const batches = [];
  for (let sent = 0; sent < NOTIFICATIONS; sent += BATCH) {
    const size = Math.min(BATCH, NOTIFICATIONS - sent);
    const ids = new Set();
    while (ids.size < size) ids.add(customers[Math.floor(Math.random() * customers.length)].id);
    batches.push([...ids]);
  }
  let next = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < batches.length) {
        const userIds = batches[next++];
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ user_ids: userIds, title: 'Bench', message: '<b>Notification</b> de test' }),
        });
        await res.arrayBuffer();
        if (res.status !== 201) errors++;
      }
    }),
  );
  return errors;
}

/** Connects every customer, sends the notifications, waits for them (30 s at most): counts and latencies. */
async function run(base, customers, auth, sendUrl, sendHeaders) {
  received = new Map();
  latencies = [];
  const t0 = performance.now();
  const refused = await connectAll(base, customers, auth);
  const connectSeconds = (performance.now() - t0) / 1000;
  const rssConnected = rssMb();
  const t1 = performance.now();
  const errors = await sendAll(sendUrl, sendHeaders, customers);
  const deadline = Date.now() + 30_000;
  while (received.size < NOTIFICATIONS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const seconds = (performance.now() - t1) / 1000;
  latencies.sort((a, b) => a - b);
  closeClients();
  return {
    connected: customers.length - refused,
    refused,
    connectSeconds,
    rssConnected,
    errors,
    delivered: received.size,
    seconds,
    perSecond: received.size / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

try {
  await app.waitHealthy();
  const { adminToken, customers } = await setup();
  const r = await run(base, customers, (c) => ({ token: c.token }), `${base}/api/admin/notifications`, {
    authorization: `Bearer ${adminToken}`,
  });
  const rssAfter = rssMb();
  console.log(
    `bench:realtime ${r.connected}/${customers.length} sockets connected in ${r.connectSeconds.toFixed(1)} s (${database.kind}) | ` +
      `delivered ${r.delivered}/${NOTIFICATIONS} notifications in ${r.seconds.toFixed(1)} s (${r.perSecond.toFixed(0)}/s), ` +
      `created→client p50 ${r.p50} ms p99 ${r.p99} ms, send errors ${r.errors} | server RSS ${r.rssConnected} MB with sockets, ${rssAfter} MB after`,
  );

  rawServer = fork('bench/raw-socket-server.mjs', { stdio: 'ignore' });
  const rawPort = await new Promise((resolve) => rawServer.once('message', (m) => resolve(m.port)));
  const rawBase = `http://127.0.0.1:${rawPort}`;
  const b = await run(rawBase, customers, (c) => ({ user: c.id }), `${rawBase}/send`, {});
  console.log(
    `baseline bare Socket.IO: ${b.connected}/${customers.length} sockets in ${b.connectSeconds.toFixed(1)} s | ` +
      `delivered ${b.delivered}/${NOTIFICATIONS} in ${b.seconds.toFixed(1)} s (${b.perSecond.toFixed(0)}/s), p50 ${b.p50} ms p99 ${b.p99} ms`,
  );
  if (r.refused || r.errors || r.delivered < NOTIFICATIONS) process.exitCode = 1;
  printResult({
    bench: 'realtime',
    database: database.kind,
    sockets: r.connected,
    refused: r.refused,
    notifications: NOTIFICATIONS,
    delivered: r.delivered,
    send_errors: r.errors,
    delivered_per_s: Number(r.perSecond.toFixed(1)),
    p50_ms: r.p50,
    p99_ms: r.p99,
    rss_mb: r.rssConnected,
    rss_after_mb: rssAfter,
    baseline: 'bare Socket.IO server, same sockets and notifications',
    baseline_delivered: b.delivered,
    baseline_delivered_per_s: Number(b.perSecond.toFixed(1)),
    baseline_p50_ms: b.p50,
    baseline_p99_ms: b.p99,
    // how many times the bare server's p99 the app's is
    ratio: r.p99 != null && b.p99 ? Number((r.p99 / b.p99).toFixed(3)) : null,
  });
} finally {
  await cleanup();
}
