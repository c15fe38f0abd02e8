import { randomBytes, randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import pg from 'pg';
import { io, type Socket as ClientSocket } from 'socket.io-client';
import { currentKey, KEY_PURPOSES } from '../../src/common/crypto/keys.js';
import { newSeed, seedCommitment } from '../../src/modules/lotteries/fair-draw.js';
import { sealSeed } from '../../src/modules/lotteries/seed-box.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/**
 * Scale-out: two processes of the built app on one PostgreSQL database and one Redis, as compose.yaml
 * deploys them behind a reverse proxy. Whatever one instance changes, the other must honour at once.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = randomBytes(32).toString('hex');
const tag = randomBytes(3).toString('hex');
const env = {
  APP_SECRET: SECRET,
  REDIS_URL,
  // a channel prefix of its own, so that parallel runs sharing the Redis never hear each other
  REDIS_PREFIX: `mbolo-2i-${tag}`,
  // one host plays every buyer: the per-IP reservation quota would stop the flash sale
  RESERVATIONS_PER_IP: '0',
  // two pools, the test's and the job connections fit the embedded server's 20 connections (no TEST_DATABASE_URL)
  DB_POOL_MAX: '6',
};

let a: ServerProcess;
let b: ServerProcess;
let db: pg.Pool;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  a = await startServerProcess(env);
  b = await startServerProcess(env, a.databaseUrl);
  db = new pg.Pool({ connectionString: a.databaseUrl, max: 4 });
}, 180_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await db?.end();
  // b first: a's stop drops the shared database
  await b?.stop();
  await a?.stop();
}, 60_000);

let userSeq = 0;
/** Users with a role, each with a live session and the bearer token naming it, as the app signs them. */
async function usersWithSessions(
  count: number,
  role: 'Particulier' | 'Admin',
): Promise<{ id: number; token: string }[]> {
  const first = userSeq + 1;
  userSeq += count;
  const { rows } = await db.query<{ id: number }>(
    `insert into users (first_name, last_name, email, phone, password_hash, status, email_verified_at, created_at, updated_at)
     select 'Client', 'Instance' || g, 'two-' || $1 || '-' || g || '@mbolo.test', '+24176' || lpad(g::text, 6, '0'), 'x', 'active', now(), now(), now()
     from generate_series($2::int, $3::int) g returning id`,
    [tag, first, first + count - 1],
  );
  const ids = rows.map((r) => r.id);
  await db.query(
    `insert into user_roles (user_id, role_id) select unnest($1::int[]), (select id from roles where name = $2)`,
    [ids, role],
  );
  const sessions = ids.map((id) => ({ id, sid: randomUUID() }));
  await db.query(
    `insert into sessions (id, user_id, device, remember_me, created_at, last_active_at, expires_at)
     select unnest($1::uuid[]), unnest($2::int[]), 'test', false, now(), now(), now() + interval '1 day'`,
    [sessions.map((s) => s.sid), ids],
  );
  const { version, key } = currentKey(SECRET, KEY_PURPOSES.sessionJwt);
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

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = (token: string) => ({ ...bearer(token), 'content-type': 'application/json' });

async function merchant(): Promise<number> {
  const [m] = await usersWithSessions(1, 'Particulier');
  return m!.id;
}

let raffleSeq = 0;
/** An open raffle of `total` tickets at 1,000 with a committed seed, as the app opens them. */
async function openRaffle(total: number): Promise<number> {
  const product = (
    await db.query<{ id: number }>(
      `insert into products (merchant_id, name, description, price, sale_mode, status, featured, views_count, images, created_at, updated_at)
       values ($1, 'Vente flash', 'deux instances', 100000, 'lottery', 'active', false, 0, '[]', now(), now()) returning id`,
      [await merchant()],
    )
  ).rows[0]!.id;
  const seed = newSeed();
  const number = `TWO-${tag}-${++raffleSeq}`;
  return (
    await db.query<{ id: number }>(
      `insert into lotteries (product_id, lottery_number, ticket_price, total_tickets, sold_tickets, reserved_tickets, ticket_seq, min_participants, end_date, status, seed_sealed, seed_commitment, opened_at, created_at, updated_at)
       values ($1, $2, 1000, $3, 0, 0, 0, 1, now() + interval '1 day', 'open', $4, $5, now(), now(), now()) returning id`,
      [product, number, total, sealSeed({ appSecret: SECRET }, number, seed), seedCommitment(seed)],
    )
  ).rows[0]!.id;
}

/** One reservation per buyer, alternately through each instance; the HTTP statuses in buyer order. */
function buyOneEach(lottery: number, buyers: { token: string }[]): Promise<number[]> {
  return Promise.all(
    buyers.map(async (buyer, i) => {
      const res = await fetch(`${(i % 2 ? b : a).url}/api/tickets/purchase`, {
        method: 'POST',
        headers: json(buyer.token),
        body: JSON.stringify({ lottery_id: lottery, quantity: 1, total_amount: 1000 }),
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
}

/** A raffle sold out to `buyers` (reserved through the API, then marked paid as the payment callback would). */
async function soldOutRaffle(buyers: { id: number; token: string }[]): Promise<number> {
  const lottery = await openRaffle(buyers.length);
  expect(await buyOneEach(lottery, buyers)).toEqual(buyers.map(() => 201));
  await db.query(`update tickets set status = 'paid', purchased_at = now() where lottery_id = $1`, [lottery]);
  await db.query(
    `update lotteries set sold_tickets = total_tickets, reserved_tickets = 0, status = 'sold_out', closed_at = now() where id = $1`,
    [lottery],
  );
  return lottery;
}

/** The draws of a raffle, and how many winner notifications it gave. */
async function drawOutcome(lottery: number) {
  const { rows } = await db.query(
    `select (select count(*)::int from draws where lottery_id = $1) as draws,
            (select count(*)::int from tickets where lottery_id = $1 and status = 'won') as won,
            (select count(*)::int from notifications where type = 'lottery_winner' and (data->>'lottery_id')::int = $1) as winner_notifications`,
    [lottery],
  );
  return rows[0] as { draws: number; won: number; winner_notifications: number };
}

/** Polls `probe` until it returns true; the time it took in ms, or fails after `ms`. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await probe()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not seen within ${ms} ms`);
}

describe('two instances on one database and one Redis', () => {
  it('a flash sale split across both instances sells exactly the stock', async () => {
    // more tickets than either instance has buyers: neither can sell out alone, however fast its batches
    const TOTAL = 45;
    const BUYERS = 60;
    const lottery = await openRaffle(TOTAL);
    const buyers = await usersWithSessions(BUYERS, 'Particulier');

    const statuses = await buyOneEach(lottery, buyers);
    // even buyers went through a, odd ones through b
    const count = (status: number, instance?: 'a' | 'b') =>
      statuses.filter((s, i) => s === status && (!instance || instance === (i % 2 ? 'b' : 'a'))).length;
    expect({
      reserved: count(201),
      refused: count(409),
      other: statuses.filter((s) => s !== 201 && s !== 409),
    }).toEqual({
      reserved: TOTAL,
      refused: BUYERS - TOTAL,
      other: [],
    });
    // both instances did sell: the race was really between them
    expect(count(201, 'a')).toBeGreaterThan(0);
    expect(count(201, 'b')).toBeGreaterThan(0);

    const { rows } = await db.query(
      `select l.sold_tickets + l.reserved_tickets as taken, l.ticket_seq,
              (select count(*)::int from tickets t where t.lottery_id = l.id) as tickets,
              (select count(distinct t.ticket_number)::int from tickets t where t.lottery_id = l.id) as numbers
       from lotteries l where l.id = $1`,
      [lottery],
    );
    expect(rows[0]).toEqual({ taken: TOTAL, ticket_seq: TOTAL, tickets: TOTAL, numbers: TOTAL });
  });

  it('a session revoked through one instance is refused by the other at once', async () => {
    const [user] = await usersWithSessions(1, 'Particulier');
    // b has the session in its cache before the revocation
    expect((await fetch(`${b.url}/api/auth/me`, { headers: bearer(user!.token) })).status).toBe(200);
    expect((await fetch(`${a.url}/api/auth/logout`, { method: 'POST', headers: bearer(user!.token) })).status).toBe(
      200,
    );
    expect((await fetch(`${b.url}/api/auth/me`, { headers: bearer(user!.token) })).status).toBe(401);
    expect((await fetch(`${a.url}/api/auth/me`, { headers: bearer(user!.token) })).status).toBe(401);
  });

  it('a notification created on one instance reaches a socket connected to the other', async () => {
    const [admin] = await usersWithSessions(1, 'Admin');
    const [customer] = await usersWithSessions(1, 'Particulier');
    const socket = io(b.url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token: customer!.token },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const received = new Promise<{ title: string; created_at: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no notification:new within 5 s')), 5000);
      socket.once('notification:new', (n: { title: string; created_at: string }) => {
        clearTimeout(timer);
        resolve(n);
      });
    });
    const sent = await fetch(`${a.url}/api/admin/notifications`, {
      method: 'POST',
      headers: json(admin!.token),
      body: JSON.stringify({ user_ids: [customer!.id], title: 'Par-delà les instances', message: 'Bonjour' }),
    });
    expect(sent.status).toBe(201);
    const sentAt = Date.now();
    const pushed = await received;
    expect(pushed.title).toBe('Par-delà les instances');
    expect(Date.now() - sentAt).toBeLessThan(2000);
  });

  it('a product change and the maintenance switch made through one instance are seen by the other within 2 s', async () => {
    const [admin] = await usersWithSessions(1, 'Admin');
    const category = (await db.query<{ id: number }>('select id from categories order by id limit 1')).rows[0]!.id;
    const name = `Lampe ${tag}`;
    const product = (
      await db.query<{ id: number }>(
        `insert into products (merchant_id, category_id, name, description, price, sale_mode, status, featured, views_count, images, created_at, updated_at)
         values ($1, $2, $3, 'deux instances', 5000, 'direct', 'active', false, 0, '[]', now(), now()) returning id`,
        [await merchant(), category, name],
      )
    ).rows[0]!.id;
    const listed = async () => {
      const res = await fetch(`${b.url}/api/products?search=${tag}`);
      const body = (await res.json()) as { data: { products: { id: number; name: string }[] } };
      return { cache: res.headers.get('x-cache'), names: body.data.products.map((p) => p.name) };
    };
    expect((await listed()).names).toEqual([name]);
    // the answer is in b's micro-cache now
    expect(await listed()).toEqual({ cache: 'hit', names: [name] });

    const renamed = `Lampe ${tag} renommée`;
    const put = await fetch(`${a.url}/api/admin/products/${product}`, {
      method: 'PUT',
      headers: json(admin!.token),
      body: JSON.stringify({ name: renamed, price: 5000, category_id: category, sale_mode: 'direct' }),
    });
    expect(put.status).toBe(200);
    await within(2000, async () => (await listed()).names[0] === renamed);

    // maintenance: switched on through a, b answers its public API and customer pages with 503
    const maintenance = (on: boolean) =>
      fetch(`${a.url}/api/admin/settings/maintenance`, {
        method: 'PUT',
        headers: json(admin!.token),
        body: JSON.stringify({ maintenance_mode: on }),
      });
    expect((await maintenance(true)).status).toBe(200);
    try {
      await within(2000, async () => (await fetch(`${b.url}/api/products`)).status === 503);
      expect((await fetch(`${b.url}/`)).status).toBe(503);
    } finally {
      expect((await maintenance(false)).status).toBe(200);
    }
    await within(2000, async () => (await fetch(`${b.url}/api/products`)).status === 200);
  });

  it('a draw asked of both instances at once happens once', async () => {
    const [admin] = await usersWithSessions(1, 'Admin');
    const lottery = await soldOutRaffle(await usersWithSessions(3, 'Particulier'));
    const statuses = await Promise.all(
      [a, b, a, b].map(async (server) => {
        const res = await fetch(`${server.url}/api/admin/lotteries/${lottery}/draw`, {
          method: 'POST',
          headers: bearer(admin!.token),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    expect(statuses.sort()).toEqual([200, 422, 422, 422]);
    await within(5000, async () => (await drawOutcome(lottery)).winner_notifications > 0);
    expect(await drawOutcome(lottery)).toEqual({ draws: 1, won: 1, winner_notifications: 1 });
  });

  it('the draw job, running on both instances, draws a sold-out raffle once', async () => {
    // both instances run the scheduled jobs (JOBS_ENABLED defaults to on): drawWaitingLotteries ticks every 15 s on each
    const lottery = await soldOutRaffle(await usersWithSessions(3, 'Particulier'));
    await within(40_000, async () => (await drawOutcome(lottery)).winner_notifications > 0);
    // the other instance's tick comes too, and must find nothing left to do
    await new Promise((r) => setTimeout(r, 16_000));
    expect(await drawOutcome(lottery)).toEqual({ draws: 1, won: 1, winner_notifications: 1 });
    const trigger = (await db.query(`select trigger from draws where lottery_id = $1`, [lottery])).rows[0]?.trigger;
    expect(trigger).toBe('sold_out');
  }, 90_000);
});
