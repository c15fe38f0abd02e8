import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { io, type Socket } from 'socket.io-client';
import { ADMIN_BADGES_EVENT, type AdminBadges, type RevenueSeries } from '../../src/contracts/admin-dashboard.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { LotteryReminders } from '../../src/modules/notifications/lottery-reminders.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { Payment } from '../../src/modules/payments/payment.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createProduct } from '../factories/catalogue.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createPaidDirectOrder, createPaidLotteryOrder } from '../factories/orders.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let url: string;
let adminToken: string;
let lotteries: LotteriesService;
const DAY = 86_400_000;
const now = new Date();
const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 5, 12));
/** Libreville's calendar day of an instant (UTC+1 all year). */
const libDay = (d: Date) => new Date(d.getTime() + 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen(0, '127.0.0.1');
  url = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
  lotteries = t.app.get(LotteriesService);
  const admin = await createUser(t.em(), { roles: ['Admin'] });
  adminToken = await loginToken(t, admin.email);
});
afterAll(() => t?.close());

const get = (path: string, token = adminToken) => request(t.http).get(path).set(bearer(token));

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.em().getConnection().execute<{ n: string }[]>(sql, params);
  return Number(row?.n ?? 0);
}

/** A paid direct sale of `amount` FCFA paid at `paidAt`. */
async function sale(buyer: User, amount: number, paidAt: Date, name?: string) {
  const em = t.em();
  const merchant = await createUser(em, { roles: ['Business Enterprise'] });
  const product = await createProduct(em, { merchant, price: amount, name });
  const { order, payment } = await createPaidDirectOrder(em, await em.findOneOrFail(User, buyer.id), product, {
    paidAt,
  });
  await em.nativeUpdate(Order, { id: order.id }, { paidAt });
  await em.nativeUpdate(Payment, { id: payment.id }, { paidAt });
  return { product, order, payment };
}

describe('admin dashboard access', () => {
  const paths = [
    '/api/admin/dashboard/stats',
    '/api/admin/dashboard/revenue',
    '/api/admin/activities/recent',
    '/api/admin/products/top',
    '/api/admin/badges',
    '/api/admin/search?q=ab',
    '/api/admin/dashboard/report',
  ];
  it('answers 401 without a session and 403 to customers and merchants', async () => {
    const customer = await createUser(t.em());
    const merchant = await createUser(t.em(), { roles: ['Business Enterprise'] });
    const tokens = [await loginToken(t, customer.email), await loginToken(t, merchant.email)];
    for (const p of paths) {
      expect((await request(t.http).get(p)).status).toBe(401);
      for (const token of tokens) expect((await get(p, token)).status).toBe(403);
    }
  });

  it('lets an agent read the dashboard but not download the report', async () => {
    const agent = await createUser(t.em(), { roles: ['Agent'] });
    const token = await loginToken(t, agent.email);
    await get('/api/admin/dashboard/stats', token).expect(200);
    await get('/api/admin/dashboard/report', token).expect(403);
    // each hit leads to a screen of its own privilege: an agent holds neither products.view nor lotteries.view
    await createProduct(t.em(), {
      merchant: await createUser(t.em(), { roles: ['Business Enterprise'] }),
      name: 'test article',
    });
    const found = (await get('/api/admin/search?q=test', token).expect(200)).body.data;
    expect(found).toMatchObject({ products: [], lotteries: [] });
    expect((await get('/api/admin/search?q=test').expect(200)).body.data.products.length).toBeGreaterThan(0);
  });
});

describe('GET /api/admin/dashboard/stats', () => {
  it('has the spec shape and computes growth against last month from the data', async () => {
    const em = t.em();
    const buyer = await createUser(em);
    // revenue: 10 000 last month, 15 000 this month → +50 %
    await sale(buyer, 10_000, lastMonth);
    await sale(buyer, 15_000, new Date(Math.max(monthStart.getTime() + 60_000, Date.now() - 60_000)));
    // users: two active accounts dated last month, one suspended
    for (const status of ['active', 'active', 'suspended'] as const) {
      const u = await createUser(em, { status });
      await em.nativeUpdate(User, { id: u.id }, { createdAt: lastMonth });
    }
    const res = await get('/api/admin/dashboard/stats').expect(200);
    expect(res.body.success).toBe(true);
    const d = res.body.data;
    for (const g of ['users', 'products', 'lotteries'])
      expect(Object.keys(d[g]).sort()).toEqual(['active', 'growth', 'total']);
    expect(d.revenue).toEqual({ total: 25_000, monthly: 15_000, growth: 50 });

    const users = {
      total: await count('select count(*) as n from users'),
      active: await count(`select count(*) as n from users where status = 'active'`),
      before: await count(`select count(*) as n from users where status = 'active' and created_at < ?`, [monthStart]),
    };
    expect(d.users.total).toBe(users.total);
    expect(d.users.active).toBe(users.active);
    expect(d.users.growth).toBe(Math.round(((users.active - users.before) / users.before) * 1000) / 10);
    expect(d.products.active).toBe(await count(`select count(*) as n from products where status = 'active'`));
  });
});

describe('GET /api/admin/dashboard/revenue', () => {
  it('buckets paid money by day, week and month, direct sales and tickets apart', async () => {
    const em = t.em();
    const buyer = await createUser(em);
    const before = (await get('/api/admin/dashboard/revenue?period=1y').expect(200)).body.data as RevenueSeries;
    const threeDays = new Date(Date.now() - 3 * DAY);
    const fortyDays = new Date(Date.now() - 40 * DAY);
    await sale(buyer, 7_000, threeDays);
    await sale(buyer, 11_000, fortyDays);
    const lottery = await createOpenLottery(em, lotteries, { total: 10, ticketPrice: 1_000 });
    await createPaidLotteryOrder(em, await em.findOneOrFail(User, buyer.id), lottery, 2);

    const days = (await get('/api/admin/dashboard/revenue?period=30d').expect(200)).body.data as RevenueSeries;
    expect(days.granularity).toBe('day');
    expect(days.buckets).toHaveLength(30);
    expect(days.buckets.at(-1)!.start).toBe(libDay(new Date()));
    expect(days.buckets.find((b) => b.start === libDay(threeDays))!.direct_sales).toBeGreaterThanOrEqual(7_000);
    expect(days.buckets.at(-1)!.tickets).toBe(2_000);
    expect(days.totals.tickets).toBe(2_000);
    expect(days.buckets.some((b) => b.start === libDay(fortyDays))).toBe(false);

    const weeks = (await get('/api/admin/dashboard/revenue?period=90d').expect(200)).body.data as RevenueSeries;
    expect(weeks.granularity).toBe('week');
    expect(weeks.buckets).toHaveLength(13);
    for (const b of weeks.buckets) expect(new Date(`${b.start}T00:00:00Z`).getUTCDay()).toBe(1); // Mondays

    const months = (await get('/api/admin/dashboard/revenue?period=1y').expect(200)).body.data as RevenueSeries;
    expect(months.granularity).toBe('month');
    expect(months.buckets).toHaveLength(12);
    expect(months.buckets.every((b) => b.start.endsWith('-01'))).toBe(true);
    expect(months.totals.direct_sales - before.totals.direct_sales).toBe(18_000);
    expect(months.totals.tickets - before.totals.tickets).toBe(2_000);
    const sum = (s: RevenueSeries) => s.buckets.reduce((a, b) => a + b.direct_sales + b.tickets, 0);
    expect(sum(months)).toBe(months.totals.direct_sales + months.totals.tickets);

    const bad = await get('/api/admin/dashboard/revenue?period=2y').expect(422);
    expect(bad.body.success).toBe(false);
  });
});

describe('recent draws, top products, activities', () => {
  it('ranks products by units sold with this month against last month', async () => {
    const em = t.em();
    const buyer = await createUser(em);
    const merchant = await createUser(em, { roles: ['Business Enterprise'] });
    const product = await createProduct(em, { merchant, price: 1_000, name: 'Pagne wax best-seller' });
    const b = await em.findOneOrFail(User, buyer.id);
    const old = await createPaidDirectOrder(em, b, product, { quantity: 20, paidAt: lastMonth });
    await em.nativeUpdate(Order, { id: old.order.id }, { paidAt: lastMonth });
    await createPaidDirectOrder(em, b, product, { quantity: 30 });
    const res = await get('/api/admin/products/top?limit=5').expect(200);
    expect(res.body.data[0]).toEqual({
      id: product.id,
      name: 'Pagne wax best-seller',
      total_tickets_sold: 50,
      growth_percentage: 50,
      image_url: null,
      main_image: null,
    });
  });

  it('merges registrations, orders and payments, newest first, translated', async () => {
    const res = await get('/api/admin/activities/recent?limit=10').expect(200);
    const list = res.body.data as { type: string; kind: string; title: string; created_at: string }[];
    expect(list.length).toBe(10);
    expect([...list].sort((a, b) => b.created_at.localeCompare(a.created_at))).toEqual(list);
    const kinds = new Set(
      (await get('/api/admin/activities/recent?limit=50').expect(200)).body.data.map((a: { kind: string }) => a.kind),
    );
    for (const k of ['registration', 'order', 'payment']) expect(kinds.has(k)).toBe(true);
    expect(list.find((a) => a.kind === 'registration')?.title ?? 'Nouvelle inscription').toBe('Nouvelle inscription');
  });
});

describe('GET /api/admin/search', () => {
  it('finds orders, payments, users (any phone form), products and draws, five per group at most', async () => {
    const em = t.em();
    const buyer = await createUser(em, { firstName: 'Aïcha', lastName: 'Mboumba', phone: '+24177112233' });
    const { order, payment } = await sale(buyer, 5_000, new Date(), 'Ventilateur solaire');
    for (let i = 0; i < 6; i++) await createProduct(em, { merchant: buyer, name: `Ventilateur modèle ${i}` });
    const lottery = await createOpenLottery(em, lotteries);

    const s = async (q: string) => (await get(`/api/admin/search?q=${encodeURIComponent(q)}`).expect(200)).body.data;
    expect((await s(order.orderNumber)).orders[0]).toMatchObject({
      id: order.id,
      label: order.orderNumber,
      url: `/admin/orders?search=${encodeURIComponent(order.orderNumber)}`,
    });
    const fresh = await em.fork().findOneOrFail(Payment, payment.id);
    expect((await s(fresh.gatewayTransactionId!)).payments[0]).toMatchObject({
      id: payment.id,
      label: fresh.gatewayTransactionId,
    });
    expect((await s(payment.reference)).payments[0]).toMatchObject({
      id: payment.id,
      label: payment.reference,
      url: expect.stringMatching(/^\/admin\/payments\?search=/),
    });
    for (const q of ['077112233', '0771122', '+241 77 11 22 33', '77112233', 'mboumba', 'AÏCHA MB', buyer.email]) {
      expect((await s(q)).users.map((u: { id: number }) => u.id)).toContain(buyer.id);
    }
    const products = (await s('ventilateur')).products;
    expect(products).toHaveLength(5);
    expect(products[0].url).toMatch(/^\/admin\/products\/\d+$/);
    expect((await s(lottery.lotteryNumber)).lotteries[0]).toMatchObject({
      id: lottery.id,
      label: lottery.lotteryNumber,
      url: `/admin/lotteries?search=${encodeURIComponent(lottery.lotteryNumber)}`,
    });
    // wildcards are searched literally, one letter searches nothing
    expect(await s('%')).toEqual({ orders: [], payments: [], users: [], products: [], lotteries: [] });
    expect((await s('_%_')).products).toEqual([]);
  });

  it('fills a section only for holders of its privilege: users.view revoked from Admin, no people', async () => {
    const buyer = await createUser(t.em(), { firstName: 'Rokia', lastName: 'Nzamba' });
    const { order } = await sale(buyer, 4_000, new Date());
    const s = async (q: string) => (await get(`/api/admin/search?q=${encodeURIComponent(q)}`).expect(200)).body.data;
    expect((await s('nzamba')).users.map((u: { id: number }) => u.id)).toContain(buyer.id);
    const grant = `from "role_privileges" where "role_id" = (select "id" from "roles" where "name" = 'Admin')
      and "privilege_id" = (select "id" from "privileges" where "key" = 'users.view')`;
    await t.em().getConnection().execute(`delete ${grant}`);
    try {
      expect((await s('nzamba')).users).toEqual([]);
      expect((await s(buyer.email)).users).toEqual([]);
      // the sections it still holds are unchanged
      expect((await s(order.orderNumber)).orders.map((o: { id: number }) => o.id)).toEqual([order.id]);
    } finally {
      await t
        .em()
        .getConnection()
        .execute(`insert into "role_privileges" ("role_id", "privilege_id")
        select r."id", p."id" from "roles" r, "privileges" p where r."name" = 'Admin' and p."key" = 'users.view'`);
    }
    expect((await s('nzamba')).users.map((u: { id: number }) => u.id)).toContain(buyer.id);
  });
});

describe('badges', () => {
  it('counts draws ending within 24 h and pending refunds, and pushes them live to staff', async () => {
    const em = t.em();
    const start = (await get('/api/admin/badges').expect(200)).body.data as AdminBadges;
    const soon = await createOpenLottery(em, lotteries, { endInMinutes: 60 * 10 });
    await createOpenLottery(em, lotteries, { endInMinutes: 60 * 48 });
    expect((await get('/api/admin/badges').expect(200)).body.data.lotteries).toBe(start.lotteries + 1);

    const socket: Socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token: adminToken },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      const pushed = new Promise<AdminBadges>((resolve) => socket.once(ADMIN_BADGES_EVENT, resolve));
      // the reminder job sees the raffle enter its last 24 h
      await t.app.get(LotteryReminders).sendDue();
      expect((await pushed).lotteries).toBeGreaterThanOrEqual(1);

      // a customer asks for a refund of a raffle that fell short
      const buyer = await createUser(em);
      const token = await loginToken(t, buyer.email);
      const { payment } = await createPaidLotteryOrder(
        em,
        await em.findOneOrFail(User, buyer.id),
        await em.findOneOrFail(Lottery, soon.id),
        1,
      );
      await em.nativeUpdate(Lottery, { id: soon.id }, { status: 'expired' });
      const next = new Promise<AdminBadges>((resolve) => socket.once(ADMIN_BADGES_EVENT, resolve));
      await request(t.http)
        .post('/api/refunds')
        .set(bearer(token))
        .set('X-Requested-With', 'XMLHttpRequest')
        .send({ transaction_id: payment.id, reason: 'changed_mind' })
        .expect(201);
      expect((await next).refunds).toBe(start.refunds + 1);
    } finally {
      socket.close();
    }
  });
});

describe('GET /api/admin/dashboard/report', () => {
  it('streams the month as French CSV and renders a PDF', async () => {
    const buyer = await createUser(t.em(), { firstName: '=cmd', lastName: 'Nze' });
    await sale(buyer, 12_345, lastMonth, 'Montre connectée');
    const month = lastMonth.toISOString().slice(0, 7);
    const csv = await get(`/api/admin/dashboard/report?month=${month}&format=csv`)
      .buffer(true)
      .parse((res, cb) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => cb(null, body));
      })
      .expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toContain(`rapport-mensuel-${month}.csv`);
    const text = csv.body as string;
    expect(text.startsWith('\uFEFF"Date du paiement";"Référence";')).toBe(true);
    expect(text).toContain('Montre connectée');
    expect(text).toContain(`"'=cmd Nze"`);
    expect(text).toContain('Achat direct');

    const pdf = await get(`/api/admin/dashboard/report?month=${month}&format=pdf`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    const bad = await get('/api/admin/dashboard/report?month=2026-13').expect(422);
    expect(JSON.stringify(bad.body)).toContain('Mois invalide');
  });
});
