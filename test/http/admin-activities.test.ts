import request from 'supertest';
import type { Activity } from '../../src/contracts/admin-dashboard.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { User } from '../../src/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createProduct } from '../factories/catalogue.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createPaidDirectOrder, createPaidLotteryOrder } from '../factories/orders.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let adminToken: string;
let drawnLottery: Lottery;

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  const lotteries = t.app.get(LotteriesService);
  const admin = await createUser(em, { roles: ['Admin'] });
  adminToken = await loginToken(t, admin.email);
  // every kind of event: registrations, three direct sales (orders + payments), a draw, a refund asked for
  const buyer = await createUser(em);
  const merchant = await createUser(em, { roles: ['Business Enterprise'] });
  for (let i = 0; i < 3; i++) {
    const product = await createProduct(em, { merchant, price: 5_000 + i, name: `Panier tressé ${i}` });
    await createPaidDirectOrder(em, await em.findOneOrFail(User, buyer.id), product);
  }
  drawnLottery = await createOpenLottery(em, lotteries);
  await em.nativeUpdate(Lottery, { id: drawnLottery.id }, { drawnAt: new Date() });
  const short = await createOpenLottery(em, lotteries);
  const { payment } = await createPaidLotteryOrder(em, await em.findOneOrFail(User, buyer.id), await em.findOneOrFail(Lottery, short.id), 1);
  await em.nativeUpdate(Lottery, { id: short.id }, { status: 'expired' });
  await request(t.http)
    .post('/api/refunds')
    .set(bearer(await loginToken(t, buyer.email)))
    .set('X-Requested-With', 'XMLHttpRequest')
    .send({ transaction_id: payment.id, reason: 'changed_mind' })
    .expect(201);
});
afterAll(() => t?.close());

const get = (path: string, token = adminToken) => request(t.http).get(path).set(bearer(token));

async function count(sql: string): Promise<number> {
  const [row] = await t.em().getConnection().execute<{ n: string }[]>(sql);
  return Number(row?.n ?? 0);
}
const COUNTS: Record<Activity['kind'], string> = {
  registration: 'select count(*) as n from users',
  order: 'select count(*) as n from orders',
  payment: `select count(*) as n from payments where status = 'paid' and paid_at is not null`,
  draw: 'select count(*) as n from lotteries where drawn_at is not null',
  refund: 'select count(*) as n from refunds',
};

describe('GET /api/admin/activities access', () => {
  it('answers 401 without a session, 403 to customers and merchants, 200 to agents', async () => {
    expect((await request(t.http).get('/api/admin/activities')).status).toBe(401);
    const customer = await createUser(t.em());
    const merchant = await createUser(t.em(), { roles: ['Business Enterprise'] });
    for (const u of [customer, merchant]) expect((await get('/api/admin/activities', await loginToken(t, u.email))).status).toBe(403);
    const agent = await createUser(t.em(), { roles: ['Agent'] });
    await get('/api/admin/activities', await loginToken(t, agent.email)).expect(200);
  });
});

describe('GET /api/admin/activities', () => {
  it('pages every kind, newest first, twenty a page, the same events as the recent list', async () => {
    const kinds = Object.keys(COUNTS) as Activity['kind'][];
    let total = 0;
    for (const k of kinds) total += await count(COUNTS[k]);
    const first = (await get('/api/admin/activities').expect(200)).body;
    expect(first.success).toBe(true);
    expect(first.pagination).toEqual({ current_page: 1, per_page: 20, total, last_page: Math.ceil(total / 20) });
    expect(first.data).toHaveLength(Math.min(20, total));
    expect(first.data[0].title).toBeTruthy();

    // small pages put back together give the whole log once, in order
    const all: Activity[] = [];
    const size = 4;
    for (let page = 1; page <= Math.ceil(total / size); page++) {
      const res = (await get(`/api/admin/activities?page=${page}&per_page=${size}`).expect(200)).body;
      expect(res.pagination).toMatchObject({ current_page: page, per_page: size, total });
      all.push(...res.data);
    }
    expect(all).toHaveLength(total);
    expect(new Set(all.map((a) => a.id)).size).toBe(total);
    expect([...all].sort((a, b) => b.created_at.localeCompare(a.created_at))).toEqual(all);
    expect(new Set(all.map((a) => a.kind))).toEqual(new Set(kinds));
    const recent = (await get('/api/admin/activities/recent?limit=10').expect(200)).body.data as Activity[];
    expect(all.slice(0, 10).map((a) => a.id)).toEqual(recent.map((a) => a.id));

    // past the last page: no rows, not an error
    const beyond = (await get(`/api/admin/activities?page=${Math.ceil(total / 20) + 1}`).expect(200)).body;
    expect(beyond.data).toEqual([]);
  });

  it('filters by kind, with links to what each event is about', async () => {
    for (const kind of Object.keys(COUNTS) as Activity['kind'][]) {
      const res = (await get(`/api/admin/activities?type=${kind}&per_page=100`).expect(200)).body;
      expect(res.pagination.total).toBe(await count(COUNTS[kind]));
      expect(res.data.length).toBe(res.pagination.total);
      for (const a of res.data as Activity[]) expect(a.kind).toBe(kind);
    }
    const orders = (await get('/api/admin/activities?type=order').expect(200)).body.data as Activity[];
    expect(orders[0]).toMatchObject({ title: 'Nouvelle commande', url: expect.stringMatching(/^\/admin\/orders\?search=/), product_id: expect.any(Number) });
    const [draw] = (await get('/api/admin/activities?type=draw').expect(200)).body.data as Activity[];
    expect(draw).toMatchObject({ kind: 'draw', url: `/admin/lotteries?search=${encodeURIComponent(drawnLottery.lotteryNumber)}` });
    const [refund] = (await get('/api/admin/activities?type=refund').expect(200)).body.data as Activity[];
    expect(refund).toMatchObject({ kind: 'refund', url: '/admin/refunds' });
    // an empty filter is ignored; English readers get English titles
    expect((await get('/api/admin/activities?type=&page=').expect(200)).body.pagination.current_page).toBe(1);
    const en = (await get('/api/admin/activities?type=payment').set('Accept-Language', 'en').expect(200)).body.data[0];
    expect(en.title).toBe('Payment received');
  });

  it('refuses bad values in French with 422', async () => {
    const type = await get('/api/admin/activities?type=bogus').expect(422);
    expect(type.body.success).toBe(false);
    expect(type.body.errors.type).toEqual(["Type d'activité inconnu (registration, order, payment, draw ou refund)."]);
    for (const page of ['0', '-1', 'abc', '1.5', '10001']) {
      const res = await get(`/api/admin/activities?page=${page}`).expect(422);
      expect(res.body.errors.page).toEqual(['Numéro de page invalide (un entier de 1 à 10 000).']);
    }
    for (const perPage of ['0', '101', 'x']) {
      const res = await get(`/api/admin/activities?per_page=${perPage}`).expect(422);
      expect(res.body.errors.per_page).toEqual(['Nombre de lignes par page invalide (un entier de 1 à 100).']);
    }
  });
});
