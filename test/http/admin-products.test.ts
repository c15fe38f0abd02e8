import request from 'supertest';
import { Product } from '../../src/modules/catalogue/product.entity.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import type { Category } from '../../src/modules/catalogue/category.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createCategory, createLottery, createProduct, sellTickets } from '../factories/catalogue.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let adminToken: string;
let merchant: User;
let buyer: User;
let phones: Category;
let home: Category;

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  const admin = await createUser(em, { roles: ['Admin'] });
  adminToken = await loginToken(t, admin.email);
  merchant = await createUser(em, {
    roles: ['Business Enterprise'],
    companyName: 'Okoumé Test SARL',
    firstName: 'Paul',
    lastName: 'Marchand',
  });
  buyer = await createUser(em);
  phones = await createCategory(em, 'Téléphones');
  home = await createCategory(em, 'Maison');
});
afterAll(() => t?.close());

const get = (path: string) => request(t.http).get(path).set(bearer(adminToken));
const put = (path: string) => request(t.http).put(path).set(bearer(adminToken));
const post = (path: string) => request(t.http).post(path).set(bearer(adminToken));

async function raffle(name: string, sold: number, o: { total?: number; ticketPrice?: number } = {}) {
  const em = t.em();
  const product = await createProduct(em, {
    merchant: await em.findOneOrFail(User, merchant.id),
    category: phones,
    name,
    saleMode: 'lottery',
    price: 200_000,
  });
  const { lottery } = await createLottery(em, {
    product,
    totalTickets: o.total ?? 100,
    ticketPrice: o.ticketPrice ?? 2_500,
  });
  if (sold) await sellTickets(em, lottery, await em.findOneOrFail(User, buyer.id), sold);
  return { product, lottery };
}

describe('GET /api/admin/products', () => {
  it('lists 20 per page with merchant, category, raffle progress, the categories and the stats', async () => {
    const em = t.em();
    const m = await em.findOneOrFail(User, merchant.id);
    for (let i = 0; i < 21; i++)
      await createProduct(em, { merchant: m, category: home, name: `Chaise Zeta ${i}`, price: 10_000 });
    await createProduct(em, {
      merchant: m,
      category: home,
      name: 'Chaise Zeta brouillon',
      price: 5_000,
      status: 'draft',
    });
    await raffle('Téléphone Zeta', 30);

    const res = await get('/api/admin/products').query({ search: 'zeta' }).expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.products).toHaveLength(20);
    expect(res.body.data.pagination).toEqual({ total: 23, current_page: 1, per_page: 20, last_page: 2 });
    expect(res.body.data.categories).toEqual(
      expect.arrayContaining([
        { id: phones.id, name: 'Téléphones' },
        { id: home.id, name: 'Maison' },
      ]),
    );
    const phone = res.body.data.products.find((p: { name: string }) => p.name === 'Téléphone Zeta');
    expect(phone).toMatchObject({
      sale_mode: 'lottery',
      status: 'active',
      price: 200_000,
      ticket_price: 2_500,
      category_id: phones.id,
      category: { name: 'Téléphones' },
      is_featured: false,
      merchant: { name: 'Okoumé Test SARL', email: merchant.email },
      lottery: { progress: 30, sold_tickets: 30, total_tickets: 100, locked: true },
    });
    const stats = res.body.data.stats;
    expect(stats.total).toBeGreaterThanOrEqual(23);
    expect(stats.active).toBeGreaterThanOrEqual(22);
    expect(stats.total_value).toBeGreaterThanOrEqual(21 * 10_000 + 5_000 + 200_000);
    expect(stats.total_lottery_value).toBeGreaterThanOrEqual(200_000);

    const page2 = await get('/api/admin/products').query({ search: 'zeta', page: 2 }).expect(200);
    expect(page2.body.data.products).toHaveLength(3);
  });

  it('filters by category and status (spec names), ignores empty filters, searches the merchant', async () => {
    const byCategory = await get('/api/admin/products')
      .query({ search: 'zeta', category_id: phones.id, status: '' })
      .expect(200);
    expect(byCategory.body.data.products.map((p: { name: string }) => p.name)).toEqual(['Téléphone Zeta']);
    const drafts = await get('/api/admin/products').query({ search: 'zeta', status: 'draft' }).expect(200);
    expect(drafts.body.data.products.map((p: { name: string }) => p.name)).toEqual(['Chaise Zeta brouillon']);
    const byMerchant = await get('/api/admin/products').query({ search: 'Okoumé Test' }).expect(200);
    expect(byMerchant.body.data.pagination.total).toBeGreaterThanOrEqual(23);
    await get('/api/admin/products').query({ status: 'sold' }).expect(422);
  });
});

describe('PUT /api/admin/products/:id', () => {
  it('updates name, description, price, category, status and featured with the spec message', async () => {
    const em = t.em();
    const p = await createProduct(em, {
      merchant: await em.findOneOrFail(User, merchant.id),
      category: home,
      name: 'Lampe',
      price: 8_000,
    });
    const res = await put(`/api/admin/products/${p.id}`)
      .send({
        name: 'Lampe de chevet',
        description: 'Une lampe douce.',
        price: 0,
        category_id: phones.id,
        status: 'cancelled',
        is_featured: true,
        sale_mode: 'direct',
      })
      .expect(200);
    expect(res.body.message).toBe('Produit mis à jour avec succès');
    expect(res.body.data).toMatchObject({
      name: 'Lampe de chevet',
      price: 0,
      category_id: phones.id,
      status: 'cancelled',
      is_featured: true,
    });
    // a cancelled (archived) product does not come back
    const back = await put(`/api/admin/products/${p.id}`)
      .send({ name: 'Lampe', price: 1, category_id: phones.id, status: 'active' })
      .expect(422);
    expect(back.body.message).toBe("Impossible de passer l'article de « Archivé » à « Actif ».");
  });

  it('answers 422 in French: name, category and price required, price and ticket price ≥ 0', async () => {
    const em = t.em();
    const p = await createProduct(em, { merchant: await em.findOneOrFail(User, merchant.id), category: home });
    const res = await put(`/api/admin/products/${p.id}`).send({ name: ' ', price: -1, ticket_price: -5 }).expect(422);
    expect(res.body.errors).toMatchObject({
      name: ['Le nom est obligatoire'],
      category_id: ['La catégorie est obligatoire'],
      price: ['Le prix doit être supérieur ou égal à 0'],
      ticket_price: ['Le prix du ticket doit être supérieur ou égal à 0'],
    });
    const missing = await put(`/api/admin/products/${p.id}`).send({ name: 'Ok', category_id: home.id }).expect(422);
    expect(missing.body.errors.price).toEqual(['Le prix est obligatoire']);
    const unknownCategory = await put(`/api/admin/products/${p.id}`)
      .send({ name: 'Ok', category_id: 999_999, price: 10 })
      .expect(422);
    expect(unknownCategory.body.errors.category_id).toEqual(['Catégorie invalide']);
    const mode = await put(`/api/admin/products/${p.id}`)
      .send({ name: 'Ok', category_id: home.id, price: 10, sale_mode: 'lottery' })
      .expect(422);
    expect(mode.body.errors.sale_mode).toBeDefined();
    await put('/api/admin/products/999999').send({ name: 'Ok', category_id: home.id, price: 10 }).expect(404);
  });

  it('refuses to change price, ticket price, total tickets or end date of a raffle with sold tickets, as for merchants', async () => {
    const { product, lottery } = await raffle('Console verrouillée', 3);
    const base = { name: 'Console verrouillée', category_id: phones.id, price: 200_000, ticket_price: 2_500 };
    const locked =
      'Des tickets ont déjà été vendus ou réservés : le prix, le nombre de tickets, le minimum de participants et la date de fin ne peuvent plus être modifiés';
    for (const change of [
      { price: 150_000 },
      { ticket_price: 3_000 },
      { total_tickets: 50 },
      { end_date: new Date(Date.now() + 20 * 86_400_000).toISOString() },
    ]) {
      const res = await put(`/api/admin/products/${product.id}`)
        .send({ ...base, ...change })
        .expect(409);
      expect(res.body.message).toBe(locked);
    }
    // other fields stay editable
    const ok = await put(`/api/admin/products/${product.id}`)
      .send({ ...base, name: 'Console PS5', is_featured: true })
      .expect(200);
    expect(ok.body.data).toMatchObject({ name: 'Console PS5', is_featured: true, price: 200_000, ticket_price: 2_500 });
    const after = await t.em().findOneOrFail(Lottery, lottery.id);
    expect(after).toMatchObject({ ticketPrice: 2_500, totalTickets: 100, soldTickets: 3 });
    // buyers hold tickets: cancelling goes through the raffle's cancellation with refunds
    const cancel = await put(`/api/admin/products/${product.id}`)
      .send({ ...base, status: 'cancelled' })
      .expect(409);
    expect(cancel.body.message).toMatch(/annulez la tombola/);
  });

  it('changes the terms of a raffle nobody bought into, and archiving withdraws it', async () => {
    const { product, lottery } = await raffle('Tablette libre', 0);
    const res = await put(`/api/admin/products/${product.id}`)
      .send({ name: 'Tablette', category_id: phones.id, price: 180_000, ticket_price: 2_000 })
      .expect(200);
    expect(res.body.data).toMatchObject({ price: 180_000, ticket_price: 2_000 });
    const zero = await put(`/api/admin/products/${product.id}`)
      .send({ name: 'Tablette', category_id: phones.id, price: 180_000, ticket_price: 0 })
      .expect(422);
    expect(zero.body.errors.ticket_price).toEqual(["Le prix du ticket d'une tombola doit être supérieur à 0"]);
    await put(`/api/admin/products/${product.id}`)
      .send({ name: 'Tablette', category_id: phones.id, price: 180_000, status: 'cancelled' })
      .expect(200);
    const em = t.em();
    expect((await em.findOneOrFail(Lottery, lottery.id)).status).toBe('cancelled');
    expect((await em.findOneOrFail(Product, product.id)).status).toBe('archived');
  });
});

describe('feature toggle and detail', () => {
  it('toggles is_featured', async () => {
    const em = t.em();
    const p = await createProduct(em, { merchant: await em.findOneOrFail(User, merchant.id), category: home });
    const on = await post(`/api/admin/products/${p.id}/feature`).expect(200);
    expect(on.body).toMatchObject({ success: true, message: 'Article mis en avant', data: { is_featured: true } });
    const off = await post(`/api/admin/products/${p.id}/feature`).expect(200);
    expect(off.body).toMatchObject({ message: 'Article retiré de la une', data: { is_featured: false } });
  });

  it('shows images, merchant, raffle with participants, orders and history', async () => {
    const { product } = await raffle('Vélo détaillé', 4);
    const res = await get(`/api/admin/products/${product.id}`).expect(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      id: product.id,
      name: 'Vélo détaillé',
      images: [],
      merchant: { email: merchant.email },
      orders_total: 1,
    });
    expect(d.lottery).toMatchObject({ sold_tickets: 4, revenue: 10_000, participants_count: 1 });
    expect(d.lottery.participants[0]).toMatchObject({
      user: { id: buyer.id, email: buyer.email },
      tickets_count: 4,
      total_spent: 10_000,
    });
    expect(d.orders[0]).toMatchObject({
      quantity: 4,
      total_amount: 10_000,
      status: 'paid',
      customer_email: buyer.email,
    });
    expect(d.history.map((h: { type: string }) => h.type)).toContain('created');
    await get('/api/admin/products/999999').expect(404);
    await get('/api/admin/products/abc').expect(404);
  });
});

describe('access', () => {
  it('401 without a session, 403 for a customer and a merchant', async () => {
    const em = t.em();
    const customer = await createUser(em);
    const seller = await createUser(em, { roles: ['Business Individual'] });
    await request(t.http).get('/api/admin/products').expect(401);
    await request(t.http).put('/api/admin/products/1').send({}).expect(401);
    for (const u of [customer, seller]) {
      const token = await loginToken(t, u.email);
      await request(t.http).get('/api/admin/products').set(bearer(token)).expect(403);
      await request(t.http).get('/api/admin/products/1').set(bearer(token)).expect(403);
      await request(t.http)
        .put('/api/admin/products/1')
        .set(bearer(token))
        .send({ name: 'x', price: 1, category_id: 1 })
        .expect(403);
      await request(t.http).post('/api/admin/products/1/feature').set(bearer(token)).expect(403);
    }
  });
});
