// npm run bench:flash-sale — 2,000 distinct users each buying 1 ticket at once of a 1,000-ticket
// lottery through the real API, then the baseline on the same database: 16 clients looping the bare
// hot-row conditional UPDATE (the least work any sale of a limited stock does), as transactions/s.
// Ends with one JSON line. DATABASE_URL given: a throw-away database on that server, dropped at the end.
// With --pay, every successful reservation is then paid through the in-process E-Billing simulator
// (instant outcome): paid orders/s, purchase→paid latency, and sold == paid tickets == total, one draw.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import {
  ensureBuild,
  newSecret,
  openDatabase,
  percentile,
  printResult,
  seedBuyers,
  seedRaffle,
  seedSeller,
  startApp,
} from './lib/harness.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 2000);
const TOTAL = Number(process.env.BENCH_TICKETS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
// a running app has served traffic before a sale: its first purchases (JIT compilation, the pool's
// connections) are made on another raffle by other buyers before the measured one starts
const WARMUP = Number(process.env.BENCH_WARMUP ?? 400);
const BASELINE_CLIENTS = Number(process.env.BENCH_BASELINE_CLIENTS ?? 16);
const BASELINE_SECONDS = Number(process.env.BENCH_BASELINE_SECONDS ?? 5);
const SECRET = newSecret();
const PAY = process.argv.includes('--pay');

ensureBuild(['build/src/main.js', 'dist/server']);
if (PAY && !process.env.DATABASE_URL) {
  // the embedded server's single socket cannot take the app's and this watcher's interleaved queries
  console.error('--pay needs DATABASE_URL (a PostgreSQL server: the run creates its own database there and drops it)');
  process.exit(2);
}
const database = await openDatabase();
const app = startApp({
  secret: SECRET,
  databaseUrl: database.url,
  name: 'flash',
  env: {
    PAYMENT_GATEWAY: 'simulator',
    SIMULATOR_DELAY_MS: '0',
    // one host and one payer number play every buyer: the per-IP and per-number push quotas would stop them
    PAYMENT_PUSHES_PER_IP: '1000000',
    PAYMENT_PUSHES_PER_NUMBER: '1000000',
    RESERVATIONS_PER_IP: '0',
  },
});
const base = app.base;
const db = new pg.Pool({ connectionString: database.url, max: 20 });

async function cleanup() {
  agent.destroy();
  await app.stop();
  await db.end();
  await database.stop();
}

async function setup() {
  const tag = randomBytes(3).toString('hex');
  const merchantId = await seedSeller(db, { tag, label: 'Bench' });
  // a real committed seed, so that the sell-out in --pay mode can draw
  const lotteryApi = await seedRaffle(db, {
    secret: SECRET,
    merchantId,
    productName: 'Flash sale',
    description: 'bench',
    number: `FLASH-${tag}-API`,
    total: TOTAL,
  });
  const tokens = (await seedBuyers(db, { tag, label: 'Bench', count: USERS, secret: SECRET })).map((s) => s.token);
  const warmup = WARMUP
    ? {
        lottery: await seedRaffle(db, {
          secret: SECRET,
          merchantId,
          productName: 'Warm-up',
          description: 'bench warm-up',
          number: `FLASH-${tag}-WARM`,
          total: WARMUP,
        }),
        tokens: (await seedBuyers(db, { tag, label: 'Warmup', count: WARMUP, secret: SECRET, first: USERS + 1 })).map(
          (s) => s.token,
        ),
      }
    : null;
  return { lotteryApi, tokens, warmup };
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
  return { perSecond: items.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/**
 * The baseline: BASELINE_CLIENTS connections each looping `update … where id = 1 and left > 0 returning left`
 * on one row for BASELINE_SECONDS (the stock never runs out, so every statement takes the row lock).
 */
async function hotRowBaseline() {
  await db.query('create table bench_hot_row (id int primary key, "left" int not null)');
  await db.query('insert into bench_hot_row values (1, 2000000000)');
  const sql = 'update bench_hot_row set "left" = "left" - 1 where id = 1 and "left" > 0 returning "left"';
  const clients = await Promise.all(
    Array.from({ length: BASELINE_CLIENTS }, async () => {
      const c = new pg.Client({ connectionString: database.url });
      await c.connect();
      return c;
    }),
  );
  const latencies = [];
  let done = 0;
  const started = performance.now();
  const until = started + BASELINE_SECONDS * 1000;
  try {
    await Promise.all(
      clients.map(async (c) => {
        while (performance.now() < until) {
          const t0 = performance.now();
          await c.query(sql);
          latencies.push(performance.now() - t0);
          done++;
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  const seconds = (performance.now() - started) / 1000;
  const left = (await db.query('select "left" from bench_hot_row where id = 1')).rows[0].left;
  if (2000000000 - left !== done)
    throw new Error(`hot-row baseline: ${done} updates but the row moved by ${2000000000 - left}`);
  latencies.sort((a, b) => a - b);
  return { tps: done / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), transactions: done };
}

/** Pays every reservation through the simulator, then waits until each order is paid. */
async function payAll(reserved, lotteryId) {
  const payErrors = { initiate: 0 };
  const started = performance.now();
  const paidLatency = [];
  const pending = new Map(reserved.map((r) => [r.orderNumber, r]));
  const watcher = (async () => {
    while (pending.size && performance.now() - started < 120_000) {
      const { rows } = await db.query(
        `select order_number from orders where status = 'paid' and order_number = any($1::text[])`,
        [[...pending.keys()]],
      );
      const now = performance.now();
      for (const r of rows) {
        paidLatency.push(now - pending.get(r.order_number).at);
        pending.delete(r.order_number);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  await pool(reserved, async ({ token, orderNumber }) => {
    const { status } = await postJson('/api/payments/initiate-from-transaction', token, {
      phone: '074000001',
      operator: 'airtel',
      order_number: orderNumber,
    });
    if (status !== 201) payErrors.initiate++;
  });
  await watcher;
  const seconds = (performance.now() - started) / 1000;
  paidLatency.sort((a, b) => a - b);
  const p99 = percentile(paidLatency, 99);
  const state = (
    await db.query(
      `select l.sold_tickets, l.total_tickets, l.status,
              (select count(*) from tickets t where t.lottery_id = l.id and t.status in ('paid', 'won', 'lost')) as paid_tickets,
              (select count(*) from draws d where d.lottery_id = l.id) as draws
       from lotteries l where l.id = $1`,
      [lotteryId],
    )
  ).rows[0];
  console.log(
    `bench:flash-sale --pay: paid ${paidLatency.length}/${reserved.length} orders in ${seconds.toFixed(1)} s (${(paidLatency.length / seconds).toFixed(0)} paid orders/s), ` +
      `purchase→paid p99 ${p99} ms, initiation errors ${payErrors.initiate} | sold ${state.sold_tickets} paid tickets ${state.paid_tickets} total ${state.total_tickets}, draws ${state.draws} (${state.status})`,
  );
  const ledger = await ledgerInvariant(lotteryId);
  console.log(
    `bench:flash-sale --pay ledger: ${ledger.journals} receipts of ${ledger.received} XAF, sum of every entry ${ledger.sum}, ` +
      `${ledger.unbalanced} unbalanced journals, accounts matching their entries: ${ledger.accounts_match}`,
  );
  const consistent =
    Number(state.sold_tickets) === Number(state.paid_tickets) &&
    Number(state.paid_tickets) === Number(state.total_tickets) &&
    Number(state.draws) === 1 &&
    ledger.balanced &&
    ledger.journals === Number(state.paid_tickets) &&
    ledger.received === Number(state.paid_tickets) * 1000;
  if (!consistent || pending.size || payErrors.initiate) process.exitCode = 1;
  return {
    paid: paidLatency.length,
    paid_orders_per_s: Number((paidLatency.length / seconds).toFixed(1)),
    paid_p99_ms: p99,
    initiation_errors: payErrors.initiate,
    paid_tickets: Number(state.paid_tickets),
    draws: Number(state.draws),
    consistent,
    ledger,
  };
}

/**
 * The ledger after the sale: every entry sums to zero, so does each journal, the accounts hold what the
 * payments table says, and the raffle's payments were each received once for their amount.
 */
async function ledgerInvariant(lotteryId) {
  const { rows } = await db.query(
    `select (select coalesce(sum(amount), 0) from ledger_entries)::bigint as sum,
            (select count(*) from (select journal_id from ledger_entries group by journal_id having sum(amount) <> 0) u)::int as unbalanced,
            (select count(*) from ledger_journals j where j.kind = 'payment_received' and j.ref_type = 'payment'
               and j.ref_id in (select p.id::text from payments p join orders o on o.id = p.order_id where o.lottery_id = $1))::int as journals,
            (select coalesce(sum(e.amount), 0) from ledger_entries e where e.kind = 'payment_received' and e.amount > 0
               and e.ref_id in (select p.id::text from payments p join orders o on o.id = p.order_id where o.lottery_id = $1))::bigint as received`,
    [lotteryId],
  );
  // each account's balance against what the payments table says it holds: the operator received every
  // paid payment, and the merchant's payable and the commission share exactly that money between them
  const accounts = await db.query(
    `select (select coalesce(sum(amount), 0) from ledger_entries where account = 'operator:airtelmoney')::bigint as operator,
            (select coalesce(sum(amount), 0) from payments where status = 'paid')::bigint as paid,
            (select coalesce(sum(amount), 0) from ledger_entries where account like 'merchant:%:payable' or account = 'platform:commission')::bigint as shares`,
  );
  const a = accounts.rows[0];
  const r = rows[0];
  const accountsMatch = Number(a.operator) === Number(a.paid) && Number(a.shares) === -Number(a.paid);
  const sum = Number(r.sum);
  return {
    balanced: sum === 0 && r.unbalanced === 0 && accountsMatch,
    sum,
    unbalanced: r.unbalanced,
    accounts_match: accountsMatch,
    journals: r.journals,
    received: Number(r.received),
  };
}

// node:http with kept-alive connections, one per buyer in flight: the buyers share the machine's two cores
// with the app and the database, and fetch spent more CPU per request than node:http does
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
/** Posts JSON as a signed-in buyer; answers the status and the parsed body (null when not JSON). */
function postJson(path, token, payload) {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          let parsed = null;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {}
          resolve({ status: res.statusCode, body: parsed });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const buy = (token, lotteryId) =>
  postJson('/api/tickets/purchase', token, { lottery_id: lotteryId, quantity: 1, total_amount: 1000 });

try {
  await app.waitHealthy();
  const { lotteryApi, tokens, warmup } = await setup();
  if (warmup) await pool(warmup.tokens, (token) => buy(token, warmup.lottery));
  const counts = { sold: 0, refused: 0, errors: 0 };
  const reserved = [];
  const api = await pool(tokens, async (token) => {
    try {
      const { status, body } = await buy(token, lotteryApi);
      // a sale is counted only with the order it made: a 201 without one is an error, not a sale
      if (status === 201 && typeof body?.data?.order_number === 'string') {
        counts.sold++;
        reserved.push({ token, orderNumber: body.data.order_number, at: performance.now() });
      } else if (status === 409) counts.refused++;
      else counts.errors++;
    } catch {
      counts.errors++;
    }
  });
  const check = (
    await db.query('select sold_tickets + reserved_tickets as taken, total_tickets from lotteries where id = $1', [
      lotteryApi,
    ])
  ).rows[0];
  const baseline = await hotRowBaseline();
  const ratio = api.perSecond / baseline.tps;
  console.log(
    `bench:flash-sale ${USERS} buyers, ${TOTAL} tickets, ${CONCURRENCY} in flight (${database.kind}): ` +
      `sold ${counts.sold} refused ${counts.refused} errors ${counts.errors} (taken ${check.taken}/${check.total_tickets}) | ` +
      `API ${api.perSecond.toFixed(0)} purchases/s p50 ${api.p50} ms p99 ${api.p99} ms | ` +
      `hot-row UPDATE ×${BASELINE_CLIENTS} ${baseline.tps.toFixed(0)} tps p50 ${baseline.p50} ms p99 ${baseline.p99} ms | API/baseline ${ratio.toFixed(3)}`,
  );
  if (counts.sold !== Math.min(USERS, TOTAL) || counts.errors || Number(check.taken) > TOTAL) process.exitCode = 1;
  const pay = PAY ? await payAll(reserved, lotteryApi) : undefined;
  printResult({
    bench: 'flash-sale',
    database: database.kind,
    buyers: USERS,
    warmup_purchases: WARMUP,
    concurrency: CONCURRENCY,
    total: TOTAL,
    sold: counts.sold,
    refused: counts.refused,
    errors: counts.errors,
    purchases_per_s: Number(api.perSecond.toFixed(1)),
    p50_ms: api.p50,
    p99_ms: api.p99,
    baseline: `hot-row conditional UPDATE, ${BASELINE_CLIENTS} clients, ${BASELINE_SECONDS} s`,
    baseline_tps: Number(baseline.tps.toFixed(1)),
    baseline_p50_ms: baseline.p50,
    baseline_p99_ms: baseline.p99,
    ratio: Number(ratio.toFixed(3)),
    ...(pay && { pay }),
  });
} finally {
  await cleanup();
}
