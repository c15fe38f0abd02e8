// npm run bench:realtime — 5,000 authenticated Socket.IO clients on one instance of the built app, then
// notifications for random users through the real write path (POST /api/admin/notifications: one
// transaction per batch, then notification:new to each user's room). Prints how many arrived, the
// latency from the row's creation (just before its commit) to the client, and the server's RSS.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { io } from 'socket.io-client';
import { mintSessions, openDatabase, requireBuild, startApp } from './lib/harness.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 5000);
const BATCH = Number(process.env.BENCH_BATCH ?? 100);
const IN_FLIGHT = Number(process.env.BENCH_CONCURRENCY ?? 4);
const CONNECT_CONCURRENCY = 250;
const SECRET = randomBytes(32).toString('hex');

requireBuild();
const database = await openDatabase();
const app = startApp({ secret: SECRET, databaseUrl: database.url, name: 'realtime', env: { REDIS_URL: '', STAFF_2FA_REQUIRED: '0' } });
const base = app.base;
const db = new pg.Pool({ connectionString: database.url, max: 10 });
const clients = [];
const rssMb = () => app.rssMb();

async function cleanup() {
  for (const c of clients) c.close();
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
  await db.query(`insert into user_roles (user_id, role_id) select unnest($1::int[]), $2`, [customerIds, await roleId('Particulier')]);
  await db.query(`insert into user_roles (user_id, role_id) values ($1, $2)`, [adminId, await roleId('Admin')]);
  const [admin, ...customers] = await mintSessions(db, ids, SECRET);
  return { adminToken: admin.token, customers };
}

const received = new Map();
const latencies = [];

async function connectAll(customers) {
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONNECT_CONCURRENCY }, async () => {
      while (next < customers.length) {
        const c = customers[next++];
        const socket = io(base, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token: c.token } });
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

async function sendAll(adminToken, customers) {
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
        const res = await fetch(`${base}/api/admin/notifications`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
          body: JSON.stringify({ user_ids: userIds, title: 'Bench', message: '<b>Notification</b> de test' }),
        });
        await res.arrayBuffer();
        if (res.status !== 201) errors++;
      }
    }),
  );
  return errors;
}

try {
  await app.waitHealthy();
  const { adminToken, customers } = await setup();
  const t0 = performance.now();
  const refused = await connectAll(customers);
  const connectSeconds = (performance.now() - t0) / 1000;
  const rssConnected = rssMb();
  const t1 = performance.now();
  const errors = await sendAll(adminToken, customers);
  const deadline = Date.now() + 30_000;
  while (received.size < NOTIFICATIONS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const seconds = (performance.now() - t1) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : NaN);
  console.log(
    `bench:realtime ${customers.length - refused}/${customers.length} sockets connected in ${connectSeconds.toFixed(1)} s (${database.kind}) | ` +
      `delivered ${received.size}/${NOTIFICATIONS} notifications in ${seconds.toFixed(1)} s (${(received.size / seconds).toFixed(0)}/s), ` +
      `created→client p50 ${pct(50)} ms p99 ${pct(99)} ms, send errors ${errors} | server RSS ${rssConnected} MB with sockets, ${rssMb()} MB after`,
  );
  if (refused || errors || received.size < NOTIFICATIONS) process.exitCode = 1;
} finally {
  await cleanup();
}
