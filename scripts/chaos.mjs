// npm run chaos — crash consistency under load: the built app (payment simulator, jobs on) sells raffle tickets
// and takes payments while it is killed with SIGKILL at random moments and restarted on the same database,
// CHAOS_KILLS times (default 20). Then, after a last restart and the jobs' time to settle, the invariants are
// checked in SQL, one pass/fail line each, and the run ends with ONE JSON line; exit 1 if any fails.
// DATABASE_URL given: a throw-away database on that server, dropped at the end; otherwise the embedded one.
// CHAOS_DEBUG=1 prints every request's status and latency on stderr.
import { randomBytes, randomInt } from 'node:crypto';
import pg from 'pg';
import {
  ensureBuild,
  newSecret,
  openDatabase,
  printResult,
  seedBuyers,
  seedRaffle,
  seedSeller,
  startApp,
} from '../bench/lib/harness.mjs';

const KILLS = Number(process.env.CHAOS_KILLS ?? 20);
const BUYERS = Number(process.env.CHAOS_BUYERS ?? 60);
const WORKERS = Number(process.env.CHAOS_WORKERS ?? 12);
// a freshly started process answers its first requests in 0.5–1 s (cold code, new connections): without this
// lead the kill would always land before any payment completes. The kill comes 100–1500 ms after it.
const WARMUP_MS = Number(process.env.CHAOS_WARMUP_MS ?? 2500);
// short reservations and payment windows, so that expiry happens within the run and is checked
const RESERVATION_MINUTES = 0.25;
const PAYMENT_WINDOW_SECONDS = 5;
const RECONCILE_SECONDS = 2;
// what reconciliation allows an unreachable gateway (GATEWAY_GRACE_MS in reconciliation.service.ts): the
// simulator keeps its bills in memory, so a bill opened before a kill is unknown after the restart
const GATEWAY_GRACE_SECONDS = 600;
const SLACK_SECONDS = 3 * RECONCILE_SECONDS + 5;
const SECRET = newSecret();
// the simulator's answer depends on the number's last two digits: < 70 pays, 80–89 fails
const PAYING_PHONE = '074000001';
const FAILING_PHONE = '074000085';
const RAFFLE_SIZES = [10, 30, 60, 120, 400];

ensureBuild(['build/src/main.js', 'dist/server']);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const database = await openDatabase();
const db = new pg.Pool({ connectionString: database.url, max: 5 });
const appEnv = {
  PAYMENT_GATEWAY: 'simulator',
  PAYOUT_GATEWAY: 'simulator',
  SIMULATOR_DELAY_MS: '0',
  JOBS_ENABLED: '1',
  RESERVATION_MINUTES: String(RESERVATION_MINUTES),
  PAYMENT_WINDOW_SECONDS: String(PAYMENT_WINDOW_SECONDS),
  RECONCILE_INTERVAL_SECONDS: String(RECONCILE_SECONDS),
  // one host and two payer numbers play every buyer: the quotas would stop them
  PAYMENT_PUSHES_PER_IP: '1000000',
  PAYMENT_PUSHES_PER_NUMBER: '1000000',
  PAYMENT_PUSHES_PER_USER: '1000000',
  RESERVATIONS_PER_IP: '0',
};
const boot = async () => {
  const app = startApp({ secret: SECRET, databaseUrl: database.url, name: 'chaos', env: appEnv });
  await app.waitHealthy();
  return app;
};

async function seed() {
  const tag = randomBytes(3).toString('hex');
  const merchantId = await seedSeller(db, { tag, label: 'Chaos' });
  const raffles = [];
  // one product per raffle, as merchants list them
  for (const [i, total] of RAFFLE_SIZES.entries()) {
    raffles.push(
      await seedRaffle(db, {
        secret: SECRET,
        merchantId,
        productName: `Chaos ${i}`,
        description: 'chaos',
        number: `CHAOS-${tag}-${i}`,
        total,
      }),
    );
  }
  return { raffles, buyers: await seedBuyers(db, { tag, label: 'Chaos', count: BUYERS, secret: SECRET }) };
}

const stats = { purchases: 0, refused: 0, payments: 0, payRefused: 0, errors: 0 };
/** Reservations whose payment was never confirmed started: paid (again) after a restart, as a buyer would retry. */
const unpaid = [];

async function call(base, token, path, body) {
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const out = { status: res.status, body: await res.json().catch(() => null) };
  if (process.env.CHAOS_DEBUG)
    console.error(
      `${path} ${out.status} ${(performance.now() - t0).toFixed(0)} ms ${out.status >= 300 ? JSON.stringify(out.body).slice(0, 200) : ''}`,
    );
  return out;
}

async function pay(base, order) {
  const phone = Math.random() < 0.8 ? PAYING_PHONE : FAILING_PHONE;
  const res = await call(base, order.token, '/api/payments/initiate-from-transaction', {
    phone,
    operator: 'airtel',
    order_number: order.orderNumber,
  });
  if (res.status === 201) stats.payments++;
  else if (res.status >= 500) stats.errors++;
  else stats.payRefused++;
}

/** One worker's loop until the app goes away: reserve 1–3 tickets, pay most of them at once, leave some to expire. */
async function worker(base, ctx, alive) {
  while (alive.value) {
    try {
      const retry = unpaid.length && Math.random() < 0.3 ? unpaid.shift() : null;
      // a buyer whose payment did not go through (the bill died with the process) presses pay again
      if (!retry && Math.random() < 0.15) {
        const { rows } = await db.query(
          `select user_id, order_number from orders where status = 'awaiting_payment' and expires_at > now() + interval '2 seconds' order by random() limit 1`,
        );
        const owner = rows[0] && ctx.buyers.find((b) => b.id === rows[0].user_id);
        if (owner) {
          await pay(base, { token: owner.token, orderNumber: rows[0].order_number });
          continue;
        }
      }
      if (retry) {
        await pay(base, retry);
        continue;
      }
      const buyer = ctx.buyers[randomInt(ctx.buyers.length)];
      const quantity = 1 + randomInt(3);
      const res = await call(base, buyer.token, '/api/tickets/purchase', {
        lottery_id: ctx.raffles[randomInt(ctx.raffles.length)],
        quantity,
        total_amount: quantity * 1000,
      });
      if (res.status === 201) {
        stats.purchases++;
        const order = { token: buyer.token, orderNumber: res.body.data.order_number };
        if (Math.random() < 0.85) {
          unpaid.push(order);
          await pay(base, order);
          const i = unpaid.indexOf(order);
          if (i >= 0) unpaid.splice(i, 1);
        }
      } else if (res.status >= 500) stats.errors++;
      else stats.refused++;
    } catch {
      // the app was killed under this request
      if (!alive.value) return;
      await sleep(50);
    }
  }
}

async function invariants() {
  const q = async (sql, params) => (await db.query(sql, params)).rows;
  const results = {};
  const detail = {};
  const check = (name, offenders) => {
    results[name] = offenders.length === 0;
    if (offenders.length) detail[name] = offenders.slice(0, 5);
  };
  // every completed payment settled exactly once, and only for the order it paid, for its amount. Money that
  // arrived for an order no longer waiting is not a completed payment: it is 'cancelled' with refund_due, and
  // stays so marked once paid back ('refunded')
  const credited = `(status = 'paid' or (status = 'refunded' and failure_reason is distinct from 'payments.errors.refund_due'))`;
  check(
    'one_completed_payment_per_order',
    await q(
      `select order_id, count(*)::int as completed from payments where ${credited} group by order_id having count(*) > 1`,
    ),
  );
  check(
    'order_paid_iff_completed_payment',
    await q(
      `select o.order_number, o.status, (select count(*)::int from payments p where p.order_id = o.id and p.status = 'paid') as paid_payments
       from orders o
      where (o.status in ('paid', 'shipping', 'fulfilled')) <> exists (select 1 from payments p where p.order_id = o.id and p.status = 'paid')`,
    ),
  );
  check(
    'paid_amount_equals_order_total',
    await q(
      `select o.order_number, o.total_amount, p.amount from payments p join orders o on o.id = p.order_id
      where p.id in (select id from payments where ${credited}) and p.amount <> o.total_amount`,
    ),
  );
  check(
    'completed_payment_has_transaction',
    await q(
      `select id, reference from payments where ${credited} and (paid_at is null or gateway_transaction_id is null)`,
    ),
  );
  // no ticket sold twice, and each raffle's counters are its tickets
  check(
    'ticket_numbers_unique_per_raffle',
    await q(
      `select lottery_id, ticket_number, count(*)::int as n from tickets group by lottery_id, ticket_number having count(*) > 1`,
    ),
  );
  check(
    'raffle_counters_match_tickets',
    await q(
      `select l.lottery_number, l.sold_tickets, l.reserved_tickets, l.total_tickets, t.sold, t.reserved
       from lotteries l
       left join lateral (select count(*) filter (where status in ('paid', 'won', 'lost'))::int as sold,
                                 count(*) filter (where status = 'reserved')::int as reserved
                            from tickets where lottery_id = l.id) t on true
      where l.sold_tickets <> t.sold or l.reserved_tickets <> t.reserved or l.sold_tickets + l.reserved_tickets > l.total_tickets`,
    ),
  );
  check(
    'tickets_follow_their_order',
    await q(
      `select o.order_number, o.status, t.ticket_number, t.status as ticket_status from tickets t join orders o on o.id = t.order_id
      where (t.status = 'reserved' and o.status <> 'awaiting_payment')
         or (t.status in ('paid', 'won', 'lost') and o.status not in ('paid', 'shipping', 'fulfilled'))
         or (o.status in ('paid', 'shipping', 'fulfilled') and t.status not in ('paid', 'won', 'lost'))`,
    ),
  );
  // no reservation held past its expiry once reconciliation ran; a pending bill that the gateway no longer
  // answers for holds its order up to the gateway grace, as reconciliation decides
  check(
    'no_reservation_past_expiry',
    await q(
      `select o.order_number, o.expires_at, o.reserved_tickets, o.payments,
            (select count(*)::int from orders q where q.status = 'awaiting_payment' and q.expires_at < o.expires_at) as awaiting_ahead from (
       select o.*, (select count(*)::int from tickets t where t.order_id = o.id and t.status = 'reserved') as reserved_tickets,
              (select coalesce(json_agg(json_build_object('status', p.status, 'billed', p.bill_id is not null)), '[]') from payments p where p.order_id = o.id) as payments,
              exists (select 1 from payments p where p.order_id = o.id and p.status = 'pending' and p.bill_id is not null) as billed
         from orders o where o.status = 'awaiting_payment') o
      where o.reserved_tickets > 0
        and o.expires_at + make_interval(secs => case when o.billed then $1::int + $2::int else $2::int end) < now()`,
      [GATEWAY_GRACE_SECONDS, SLACK_SECONDS],
    ),
  );
  check(
    'at_most_one_draw_per_raffle',
    await q(`select lottery_id, count(*)::int from draws group by lottery_id having count(*) > 1`),
  );
  check(
    'sold_out_raffles_drawn',
    await q(
      `select l.lottery_number, l.status from lotteries l where l.status = 'sold_out' and not exists (select 1 from draws d where d.lottery_id = l.id)
        or (l.status = 'drawn') <> exists (select 1 from draws d where d.lottery_id = l.id)`,
    ),
  );
  const { drawWinner, seedCommitment } = await import('../build/src/modules/lotteries/fair-draw.js');
  const draws = await q(
    `select d.*, l.lottery_number, l.seed_commitment as committed,
            (select coalesce(json_agg(t.ticket_number), '[]') from tickets t where t.lottery_id = l.id and t.status in ('won', 'lost')) as drawn_tickets,
            (select t.owner_id from tickets t where t.lottery_id = l.id and t.ticket_number = d.winning_ticket and t.status = 'won') as won_by
       from draws d join lotteries l on l.id = d.lottery_id`,
  );
  const badProofs = [];
  for (const d of draws) {
    const seedBytes = Buffer.from(d.seed, 'hex');
    const again = drawWinner(seedBytes, d.lottery_number, d.pool, d.beacon_value ?? undefined);
    const pool = [...d.pool].sort();
    const ok =
      seedCommitment(seedBytes) === d.seed_commitment &&
      d.seed_commitment === d.committed &&
      again.winner === d.winning_ticket &&
      again.counter === d.counter &&
      again.poolHash === d.pool_hash &&
      JSON.stringify(pool) === JSON.stringify([...d.drawn_tickets].sort()) &&
      d.won_by === d.winner_id;
    if (!ok) badProofs.push({ lottery: d.lottery_number, winning_ticket: d.winning_ticket, recomputed: again.winner });
  }
  check('draw_proofs_verify', badProofs);
  // no refund paid twice: one completed refund per payment at most, never more than the payment brought in
  check(
    'no_refund_paid_twice',
    await q(
      `select r.payment_id, count(*)::int as completed, sum(r.amount)::int as refunded, max(p.amount) as paid
       from refunds r join payments p on p.id = r.payment_id
      where r.status = 'completed' group by r.payment_id having count(*) > 1 or sum(r.amount) > max(p.amount)`,
    ),
  );
  check(
    'refunded_payment_has_its_refund',
    await q(
      `select p.id, p.reference, (select count(*)::int from refunds r where r.payment_id = p.id and r.status = 'completed') as completed
       from payments p where p.status = 'refunded' and (select count(*) from refunds r where r.payment_id = p.id and r.status = 'completed') <> 1`,
    ),
  );
  check(
    'one_active_refund_per_payment',
    await q(
      `select payment_id, count(*)::int from refunds where status <> 'rejected' group by payment_id having count(*) > 1`,
    ),
  );
  // a notification is one event told to one user: the same (user, type, data) twice is a duplicate. Two kinds
  // repeat by design and are bounded by their events instead: a failed attempt (an order may fail more than
  // once) and the staff alerts, whose data names only the alert kind
  check(
    'notification_once_per_user_event',
    await q(
      `select user_id, type, data::text, count(*)::int as n from notifications
      where type <> 'admin_alert' and not (type = 'order_status_changed' and data->>'status' = 'payment_failed')
      group by user_id, type, data::text having count(*) > 1`,
    ),
  );
  check(
    'failed_payment_notices_bounded',
    await q(
      `select n.user_id, n.order_number, n.notices, f.failed from (
       select user_id, data->>'order_number' as order_number, count(*)::int as notices from notifications
        where type = 'order_status_changed' and data->>'status' = 'payment_failed' group by 1, 2) n
       left join lateral (select count(*)::int as failed from payments p join orders o on o.id = p.order_id
                           where o.order_number = n.order_number and p.status = 'failed') f on true
      where n.notices > f.failed`,
    ),
  );
  check(
    'staff_alerts_bounded',
    await q(
      `select user_id, data->>'alert' as alert, count(*)::int as n from notifications where type = 'admin_alert'
      group by user_id, data->>'alert'
     having count(*) > case data->>'alert'
       when 'new_orders' then (select count(*) from payments where status in ('paid', 'refunded'))
       when 'failed_payments' then (select count(*) from payments where status = 'failed')
       else count(*) end`,
    ),
  );
  // an e-mail or SMS copies one notification: the same message to the same recipient at most as often as its notification
  check(
    'outbox_once_per_recipient_message',
    await q(
      `select m.channel, m.recipient, m.subject, m.n, f.failed_notices from (
       select channel, recipient, subject, text, count(*)::int as n from outbox_messages group by 1, 2, 3, 4) m
       left join lateral (select count(*)::int as failed_notices from notifications n join users u on u.id = n.user_id
                           where (u.email = m.recipient or u.phone = m.recipient)
                             and n.type = 'order_status_changed' and n.data->>'status' = 'payment_failed'
                             and position(n.data->>'order_number' in m.text) > 0) f on true
      where m.n > 1 and m.n > f.failed_notices`,
    ),
  );
  return { results, detail };
}

let app;
let kills = 0;
try {
  app = await boot();
  const ctx = await seed();
  console.log(
    `chaos: ${KILLS} kills, ${BUYERS} buyers, raffles of ${RAFFLE_SIZES.join('/')} tickets (${database.kind})`,
  );
  for (kills = 0; kills < KILLS; ) {
    const alive = { value: true };
    const load = Array.from({ length: WORKERS }, () => worker(app.base, ctx, alive));
    await sleep(WARMUP_MS + 100 + randomInt(1401));
    alive.value = false;
    await app.kill();
    kills++;
    await Promise.all(load);
    const state = (
      await db.query(
        `select count(*) filter (where status = 'awaiting_payment')::int as awaiting, count(*) filter (where status = 'paid')::int as paid,
              (select count(*)::int from draws) as draws from orders`,
      )
    ).rows[0];
    console.log(
      `chaos: kill ${kills}/${KILLS} | purchases ${stats.purchases} refused ${stats.refused} | payments ${stats.payments} refused ${stats.payRefused} | 5xx ${stats.errors} | orders awaiting ${state.awaiting} paid ${state.paid} | draws ${state.draws}`,
    );
    app = await boot();
  }
  // the last life: no load, the jobs settle what the kills left (reconciliation, expiry, waiting draws)
  const { until } = (
    await db.query(
      `select greatest(now() + interval '20 seconds', max(o.expires_at) + make_interval(secs => $1::int)) as until
       from orders o where o.status = 'awaiting_payment'
        and not exists (select 1 from payments p where p.order_id = o.id and p.status = 'pending' and p.bill_id is not null)`,
      [SLACK_SECONDS],
    )
  ).rows[0];
  const waitMs = Math.min(120_000, Math.max(20_000, new Date(until).getTime() - Date.now()));
  console.log(`chaos: last restart, waiting ${(waitMs / 1000).toFixed(0)} s for the jobs to settle`);
  await sleep(waitMs);
  const tally = async (table) =>
    Object.fromEntries(
      (await db.query(`select status, count(*)::int as n from ${table} group by status order by status`)).rows.map(
        (r) => [r.status, r.n],
      ),
    );
  const final = {
    orders: await tally('orders'),
    payments: await tally('payments'),
    draws: (await db.query('select count(*)::int as n from draws')).rows[0].n,
  };
  console.log(`chaos: settled state ${JSON.stringify(final)}`);
  const { results, detail } = await invariants();
  for (const [name, ok] of Object.entries(results)) {
    console.log(`chaos: ${ok ? 'pass' : 'FAIL'} ${name}${ok ? '' : ` ${JSON.stringify(detail[name])}`}`);
  }
  const failures = Object.values(results).filter((ok) => !ok).length;
  printResult({
    chaos: 'kill-9',
    kills,
    purchases: stats.purchases,
    payments: stats.payments,
    errors_5xx: stats.errors,
    paid_orders: final.orders.paid ?? 0,
    draws: final.draws,
    invariants: results,
    failures,
  });
  if (failures) process.exitCode = 1;
} catch (err) {
  console.error(`chaos: ${err instanceof Error ? err.stack : err}`);
  process.exitCode = 1;
} finally {
  await app?.stop();
  await db.end();
  await database.stop();
}
