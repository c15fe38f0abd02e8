import { createHash } from 'node:crypto';
import request from 'supertest';
import { APP_CONFIG, type AppConfig } from '../../src/config/config.js';
import { KEY_PURPOSES } from '../../src/common/crypto/keys.js';
import { open } from '../../src/common/crypto/secret-box.js';
import { Product } from '../../src/modules/catalogue/product.entity.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { SettingsService } from '../../src/modules/settings/settings.service.js';
import type { TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import {
  directProductForm,
  merchantApi,
  productImage as image,
  startMerchantApp,
} from '../support/merchant-products.js';
import { sellTickets } from '../factories/catalogue.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let closeApp: () => Promise<void>;
let individual: string;
let enterprise: string;
let other: string;
let customer: string;
let categoryId: number;

beforeAll(async () => {
  ({ t, categoryId, close: closeApp } = await startMerchantApp());
  const em = t.em();
  // one after the other: concurrent flushes of one EntityManager can lose a user's roles
  const a = await createUser(em, { roles: ['Business Individual'] });
  const b = await createUser(em, { roles: ['Business Enterprise'], companyName: 'Okoumé SARL' });
  const c = await createUser(em, { roles: ['Business Enterprise'] });
  const d = await createUser(em, { roles: ['Particulier'] });
  [individual, enterprise, other, customer] = await Promise.all([a, b, c, d].map((u) => loginToken(t, u.email)));
  // the platform these raffles were written for (10 % commission; tickets from 500 to 50 000 FCFA, 60 days at most)
  await t.app.get(SettingsService).update({
    platform_commission: 10,
    ticket_price_min: 500,
    ticket_price_max: 50_000,
    lottery_max_duration_days: 60,
  });
});
afterAll(() => closeApp?.());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const api = (token: string) => merchantApi(t, token);
const lotteryProduct = (extra: object = {}) => ({
  name: 'Téléviseur Samsung 55"',
  description: 'Un téléviseur 4K tout neuf, garanti un an.',
  category_id: categoryId,
  price: 300_000,
  sale_mode: 'lottery',
  min_participants: 10,
  end_date: inDays(10),
  ...extra,
});
const directProduct = (extra: object = {}) => directProductForm(categoryId, extra);

/** The stored secret seed must be the one committed to, or the raffle could never be drawn honestly. */
async function expectSealedSeedMatches(productId: number) {
  const rows = await t
    .em()
    .getConnection()
    .execute<{ seed_sealed: string | null; seed_commitment: string | null; lottery_number: string }[]>(
      'select seed_sealed, seed_commitment, lottery_number from lotteries where product_id = ?',
      [productId],
    );
  expect(rows).toHaveLength(1);
  const { seed_sealed: sealed, seed_commitment: commitment, lottery_number: lotteryNumber } = rows[0]!;
  expect(sealed).toBeTruthy();
  const seed = Buffer.from(
    open(t.app.get<AppConfig>(APP_CONFIG), KEY_PURPOSES.lotterySeed, sealed!, `lottery:${lotteryNumber}`),
    'hex',
  );
  expect(seed).toHaveLength(32);
  expect(createHash('sha256').update(seed).digest('hex')).toBe(commitment);
}

describe('raffle products and the settings', () => {
  it('gives an individual seller 500 fixed tickets and the computed ticket price, and opens the raffle with a seed commitment', async () => {
    const res = await api(individual)
      .post('/api/merchant/products', lotteryProduct({ total_tickets: 50 }))
      .expect(201);
    expect(res.body.message).toBe('Produit créé avec succès');
    const p = res.body.data;
    expect(p).toMatchObject({ sale_mode: 'lottery', status: 'active', stock: null, price: 300_000 });
    // ceil(300000 × 1.10 / 500) = 660
    expect(p.lottery).toMatchObject({
      status: 'open',
      total_tickets: 500,
      ticket_price: 660,
      min_participants: 10,
      locked: false,
      progress: 0,
    });
    expect(p.lottery.seed_commitment).toMatch(/^[0-9a-f]{64}$/);
    await expectSealedSeedMatches(p.id);
    // visible in the public catalogue
    const pub = await request(t.http).get(`/api/products/${p.id}`).expect(200);
    const publicProduct = pub.body.data.product ?? pub.body.data;
    expect(publicProduct.active_lottery).toMatchObject({
      ticket_price: 660,
      total_tickets: 500,
      seed_commitment: p.lottery.seed_commitment,
    });
  });

  it('refuses an individual seller choosing the ticket price', async () => {
    const res = await api(individual)
      .post('/api/merchant/products', lotteryProduct({ ticket_price: 1000 }))
      .expect(422);
    expect(res.body.errors.ticket_price).toEqual([
      'Le prix du ticket est calculé automatiquement pour les vendeurs individuels',
    ]);
  });

  it('follows the admin settings for enterprises: tickets range, ticket price bounds, maximum duration', async () => {
    await t.app.get(SettingsService).update({
      enterprise_tickets_min: 100,
      enterprise_tickets_max: 2000,
      ticket_price_min: 500,
      ticket_price_max: 20_000,
      lottery_max_duration_days: 20,
      platform_commission: 5,
    });
    const bad = await api(enterprise)
      .post('/api/merchant/products', lotteryProduct({ total_tickets: 50, end_date: inDays(25), ticket_price: 30_000 }))
      .expect(422);
    expect(bad.body.errors).toEqual({
      total_tickets: ['Le nombre de tickets doit être compris entre 100 et 2000'],
      end_date: ['La tombola ne peut pas durer plus de 20 jours'],
      ticket_price: ['Le prix du ticket doit être compris entre 500 et 20000 FCFA'],
    });
    const computed = await api(enterprise)
      .post('/api/merchant/products', lotteryProduct({ total_tickets: 300, end_date: inDays(19) }))
      .expect(201);
    // ceil(300000 × 1.05 / 300) = 1050
    expect(computed.body.data.lottery).toMatchObject({ total_tickets: 300, ticket_price: 1050 });
    const own = await api(enterprise)
      .post('/api/merchant/products', lotteryProduct({ total_tickets: 300, ticket_price: 1500 }))
      .expect(201);
    expect(own.body.data.lottery.ticket_price).toBe(1500);
    const terms = await api(enterprise).get('/api/merchant/products/terms').expect(200);
    expect(terms.body.data).toMatchObject({
      seller_kind: 'enterprise',
      platform_commission: 5,
      total_tickets_min: 100,
      total_tickets_max: 2000,
      fixed_total_tickets: null,
      can_set_ticket_price: true,
    });
  });

  it('keeps a draft raffle unopened until it is published', async () => {
    const draft = await api(enterprise)
      .post('/api/merchant/products', lotteryProduct({ total_tickets: 200, status: 'draft' }))
      .expect(201);
    expect(draft.body.data.lottery).toMatchObject({ status: 'draft', seed_commitment: null });
    const published = await api(enterprise)
      .put(`/api/merchant/products/${draft.body.data.id}`, { status: 'active' })
      .expect(200);
    expect(published.body.data.lottery.status).toBe('open');
    expect(published.body.data.lottery.seed_commitment).toMatch(/^[0-9a-f]{64}$/);
    await expectSealedSeedMatches(draft.body.data.id);
  });

  it('checks the end date when a draft is published together with new terms', async () => {
    const draft = await api(enterprise)
      .post('/api/merchant/products', lotteryProduct({ total_tickets: 200, status: 'draft' }))
      .expect(201);
    const id = draft.body.data.id;
    // the draft waited too long: its end date has passed
    await t.em().nativeUpdate(Lottery, { product: id }, { endDate: new Date(Date.now() - 86_400_000) });
    const res = await api(enterprise)
      .put(`/api/merchant/products/${id}`, { status: 'active', price: 310_000 })
      .expect(422);
    expect(res.body.errors.end_date).toEqual(['La date de fin doit être dans le futur']);
    const after = await api(enterprise).get(`/api/merchant/products/${id}`).expect(200);
    expect(after.body.data).toMatchObject({
      status: 'draft',
      price: 300_000,
      lottery: { status: 'draft', seed_commitment: null },
    });
  });

  it('publishes a draft raffle on the settings in force at publication', async () => {
    const settings = t.app.get(SettingsService);
    const before = await settings.getAll();
    const draft = await api(individual)
      .post('/api/merchant/products', lotteryProduct({ price: 100_000, status: 'draft' }))
      .expect(201);
    expect(draft.body.data.lottery.total_tickets).toBe(before.individual_tickets);
    await settings.update({ ticket_price_min: 1000, individual_tickets: 400 });
    try {
      const published = await api(individual)
        .put(`/api/merchant/products/${draft.body.data.id}`, { status: 'active' })
        .expect(200);
      // ceil(100000 × (1 + commission) / 400) is far below the new minimum: clamped to 1000
      expect(published.body.data.lottery).toMatchObject({ status: 'open', total_tickets: 400, ticket_price: 1000 });
    } finally {
      await settings.update({
        ticket_price_min: before.ticket_price_min,
        individual_tickets: before.individual_tickets,
      });
    }
  });

  it('answers French field messages for a bad form', async () => {
    const res = await api(enterprise)
      .post('/api/merchant/products', {
        name: 'TV',
        sale_mode: 'direct',
        price: 'abc',
        category_id: categoryId,
        description: 'Trop court',
      })
      .expect(422);
    expect(res.body.errors.name).toEqual(['Le nom doit contenir au moins 3 caractères']);
    expect(res.body.errors.price).toEqual(['Le prix doit être un nombre entier positif (FCFA)']);
  });
});

describe('locked raffle terms after the first sale', () => {
  it('refuses changing price, total or end date once a ticket is sold (409), but allows the name', async () => {
    const created = await api(enterprise)
      .post('/api/merchant/products', lotteryProduct({ total_tickets: 200 }))
      .expect(201);
    const id = created.body.data.id;
    // before any sale the terms can still move
    const moved = await api(enterprise).put(`/api/merchant/products/${id}`, { total_tickets: 400 }).expect(200);
    expect(moved.body.data.lottery.total_tickets).toBe(400);

    const em = t.em();
    const lottery = await em.findOneOrFail(Lottery, { product: id });
    const buyer = await createUser(em);
    await sellTickets(em, lottery, buyer, 1);

    for (const change of [
      { price: 310_000 },
      { total_tickets: 500 },
      { end_date: inDays(12) },
      { ticket_price: 2000 },
      { min_participants: 3 },
    ]) {
      const res = await api(enterprise).put(`/api/merchant/products/${id}`, change).expect(409);
      expect(res.body.message).toBe(
        'Des tickets ont déjà été vendus ou réservés : le prix, le nombre de tickets, le minimum de participants et la date de fin ne peuvent plus être modifiés',
      );
    }
    const renamed = await api(enterprise)
      .put(`/api/merchant/products/${id}`, { name: 'Téléviseur 55 pouces', price: 300_000 })
      .expect(200);
    expect(renamed.body.data).toMatchObject({
      name: 'Téléviseur 55 pouces',
      lottery: { locked: true, total_tickets: 400 },
    });
    const archive = await api(enterprise).post(`/api/merchant/products/${id}/archive`).expect(409);
    expect(archive.body.message).toBe(
      "Cette tombola a des tickets vendus ou réservés : seule l'administration peut l'annuler",
    );
  });

  it('counts reserved tickets as a sale for the lock', async () => {
    const created = await api(enterprise)
      .post('/api/merchant/products', lotteryProduct({ total_tickets: 200 }))
      .expect(201);
    const em = t.em();
    await em.nativeUpdate(Lottery, { product: created.body.data.id }, { reservedTickets: 2 });
    await api(enterprise).put(`/api/merchant/products/${created.body.data.id}`, { price: 1000 }).expect(409);
  });
});

describe('ownership', () => {
  it("answers 404 for another merchant's product, on every route", async () => {
    const mine = await api(enterprise).post('/api/merchant/products', directProduct()).expect(201);
    const id = mine.body.data.id;
    await api(other).get(`/api/merchant/products/${id}`).expect(404);
    const edit = await api(other).put(`/api/merchant/products/${id}`, { name: 'Volé !' }).expect(404);
    expect(edit.body.message).toBe('Produit introuvable');
    await api(other).post(`/api/merchant/products/${id}/archive`).expect(404);
    await request(t.http)
      .post(`/api/merchant/products/${id}/images`)
      .set(bearer(other))
      .attach('images', await image('png'), 'a.png')
      .expect(404);
    await api(other).del(`/api/merchant/products/${id}/images/0`).expect(404);
    const list = await api(other).get('/api/merchant/products').expect(200);
    expect(list.body.data.map((p: { id: number }) => p.id)).not.toContain(id);
    await api(other).get('/api/merchant/products/not-a-number').expect(404);
    // and the owner's product is untouched
    expect((await api(enterprise).get(`/api/merchant/products/${id}`).expect(200)).body.data.name).toBe(
      'Sac en raphia',
    );
  });

  it('refuses NUL characters, which PostgreSQL text cannot hold, with a 400 (never a 500) and writes nothing', async () => {
    await api(enterprise).get('/api/merchant/products').query({ search: 'ra\u0000phia' }).expect(400);
    const before = await t.em().count(Product, {});
    await api(enterprise)
      .post(
        '/api/merchant/products',
        directProduct({ name: 'Panier\u0000 tressé', detailed_description: 'Osier\u0000' }),
      )
      .expect(400);
    expect(await t.em().count(Product, {})).toBe(before);
  });

  it('refuses customers (403)', async () => {
    await api(customer).get('/api/merchant/products').expect(403);
    await api(customer).post('/api/merchant/products', directProduct()).expect(403);
  });

  it('lists with filters and pagination', async () => {
    const res = await api(enterprise)
      .get('/api/merchant/products')
      .query({ sale_mode: 'direct', search: 'raphia', per_page: 1 })
      .expect(200);
    expect(res.body.pagination).toMatchObject({ current_page: 1, per_page: 1 });
    expect(res.body.pagination.total).toBeGreaterThanOrEqual(1);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ sale_mode: 'direct', name: 'Sac en raphia' });
    const lotteries = await api(enterprise)
      .get('/api/merchant/products')
      .query({ sale_mode: 'lottery', status: 'draft' })
      .expect(200);
    expect(
      lotteries.body.data.every(
        (p: { sale_mode: string; status: string }) => p.sale_mode === 'lottery' && p.status === 'draft',
      ),
    ).toBe(true);
  });
});
