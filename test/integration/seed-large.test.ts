import pg from 'pg';
import { seedLarge } from '../../src/modules/seed/large-seeder.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

// seed:large's generator at a small scale: the rows must be what the app itself would have written
let db: TestDatabase;
let client: pg.Client;
const one = async (sql: string) => Number((await client.query(sql)).rows[0].n);

beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const first = await seedLarge(client, {
    scale: 0.002,
    passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
    secrets: { appSecret: 'a'.repeat(64) },
  });
  expect(first.skipped).toBe(false);
  expect(first.counts.users).toBe(40);
  expect(first.counts.orders).toBe(200);
}, 60_000);
afterAll(async () => {
  await client?.end();
  await db?.drop();
});

test('a second run finds its marker and adds nothing', async () => {
  const before = await one('select count(*) as n from orders');
  expect(
    (await seedLarge(client, { scale: 0.002, passwordHash: 'x', secrets: { appSecret: 'a'.repeat(64) } })).skipped,
  ).toBe(true);
  expect(await one('select count(*) as n from orders')).toBe(before);
});

test('paid orders have exactly one paid payment, and no other order has one', async () => {
  expect(
    await one(`select count(*) as n from orders o where o.status in ('paid', 'shipping', 'fulfilled')
                     and (select count(*) from payments p where p.order_id = o.id and p.status = 'paid') <> 1`),
  ).toBe(0);
  expect(
    await one(`select count(*) as n from payments p join orders o on o.id = p.order_id
                     where p.status = 'paid' and o.status not in ('paid', 'shipping', 'fulfilled')`),
  ).toBe(0);
  expect(
    await one(`select count(*) as n from orders o where o.status = 'refunded'
                     and not exists (select 1 from payments p where p.order_id = o.id and p.status = 'refunded')`),
  ).toBe(0);
  expect(await one(`select count(*) as n from orders where total_amount <> quantity * unit_price`)).toBe(0);
});

test('raffle counters equal their tickets, and orders hold as many tickets as they bought', async () => {
  expect(
    await one(`select count(*) as n from lotteries l where l.sold_tickets <> (select count(*) from tickets t where t.lottery_id = l.id and t.status in ('paid', 'won', 'lost'))
                     or l.reserved_tickets <> (select count(*) from tickets t where t.lottery_id = l.id and t.status = 'reserved')
                     or l.ticket_seq < (select count(*) from tickets t where t.lottery_id = l.id)`),
  ).toBe(0);
  expect(
    await one(
      `select count(*) as n from orders o where o.type = 'lottery' and o.quantity <> (select count(*) from tickets t where t.order_id = o.id)`,
    ),
  ).toBe(0);
  // a drawn raffle has one draw whose winner holds the winning ticket
  expect(
    await one(`select count(*) as n from lotteries l left join draws d on d.lottery_id = l.id
                     left join tickets t on t.lottery_id = l.id and t.ticket_number = d.winning_ticket and t.status = 'won' and t.owner_id = d.winner_id
                     where l.status = 'drawn' and t.id is null`),
  ).toBe(0);
  expect(
    await one(
      `select count(*) as n from lotteries where status = 'open' and (seed_sealed is null or seed_commitment is null)`,
    ),
  ).toBe(0);
});

test('refunds pay back real payments of their own order, once', async () => {
  expect(await one('select count(*) as n from refunds')).toBeGreaterThan(0);
  expect(
    await one(`select count(*) as n from refunds r join payments p on p.id = r.payment_id
                     where p.order_id <> r.order_id or p.amount <> r.amount or p.user_id <> r.user_id`),
  ).toBe(0);
  expect(
    await one(`select count(*) as n from refunds r join payments p on p.id = r.payment_id
                     where (r.status = 'completed') <> (p.status = 'refunded')`),
  ).toBe(0);
  expect(await one(`select count(distinct status) as n from refunds`)).toBeGreaterThanOrEqual(1);
});

test('orders cover every status, and phones are unique valid Gabonese numbers', async () => {
  expect(await one(`select count(distinct status) as n from orders`)).toBeGreaterThanOrEqual(7);
  expect(await one(`select count(*) - count(distinct phone) as n from users`)).toBe(0);
  expect(
    await one(
      `select count(*) as n from users where email like '%@large.mbolo.test' and phone !~ '^\\+241(6[0256]|7[467])[0-9]{6}$'`,
    ),
  ).toBe(0);
});
