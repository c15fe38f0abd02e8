import request from 'supertest';
import { Product } from '../../src/modules/catalogue/product.entity.js';
import type { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createUser } from '../factories/users.js';
import { createCategory, createLottery, createProduct, drawLottery, sellTickets } from '../factories/catalogue.js';

let t: TestApp;
const p: Record<string, Product> = {};
let openLottery: Lottery;
let phonesId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  const phones = await createCategory(em, 'Téléphones');
  const home = await createCategory(em, 'Maison');
  phonesId = phones.id;
  const company = await createUser(em, { roles: ['Business Enterprise'], companyName: 'Tech Gabon SARL' });
  const seller = await createUser(em, { roles: ['Business Individual'], firstName: 'Marie', lastName: 'Ndong' });
  const buyer = await createUser(em, { firstName: 'Paul', lastName: 'Obiang' });

  p.itel = await createProduct(em, {
    merchant: company,
    category: phones,
    name: 'Téléphone Itel A70',
    price: 45_000,
    createdAt: new Date(Date.now() - 2 * DAY),
    viewsCount: 5,
    images: ['/uploads/products/itel.webp'],
  });
  p.fridge = await createProduct(em, {
    merchant: seller,
    category: home,
    name: 'Réfrigérateur Samsung',
    price: 350_000,
    createdAt: new Date(Date.now() - 20 * DAY),
    viewsCount: 50,
  });
  p.iphone = await createProduct(em, {
    merchant: company,
    category: phones,
    name: 'iPhone 15 Pro',
    description: 'Smartphone Apple 256 Go',
    price: 800_000,
    saleMode: 'lottery',
    createdAt: new Date(Date.now() - DAY),
    viewsCount: 20,
  });
  p.tv = await createProduct(em, {
    merchant: seller,
    category: home,
    name: 'Télévision 55 pouces',
    price: 600_000,
    saleMode: 'lottery',
    status: 'sold_out',
    createdAt: new Date(Date.now() - 3 * DAY),
  });
  p.draft = await createProduct(em, { merchant: seller, category: phones, name: 'Brouillon secret', status: 'draft' });
  p.archived = await createProduct(em, {
    merchant: seller,
    category: phones,
    name: 'Archivé ancien',
    status: 'archived',
  });
  p.gone = await createProduct(em, {
    merchant: seller,
    category: phones,
    name: 'Épuisé direct',
    status: 'sold_out',
    stock: 0,
  });

  ({ lottery: openLottery } = await createLottery(em, {
    product: p.iphone,
    totalTickets: 100,
    ticketPrice: 2000,
    endDate: new Date(Date.now() + 12 * 3600_000),
    reservedTickets: 5,
  }));
  await sellTickets(em, openLottery, buyer, 30);
  const { lottery: full } = await createLottery(em, { product: p.tv, totalTickets: 4, ticketPrice: 5000 });
  await sellTickets(em, full, buyer, 4);
}, 120_000);
afterAll(() => t?.close());

const list = (query: Record<string, string | number> = {}) => request(t.http).get('/api/products').query(query);
const names = (res: request.Response) => (res.body.data.products as { name: string }[]).map((x) => x.name);

describe('GET /api/products', () => {
  it('lists active products and complete tombolas, newest first, never drafts, archives or sold-out direct sales', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(names(res)).toEqual([
      'iPhone 15 Pro',
      'Téléphone Itel A70',
      'Télévision 55 pouces',
      'Réfrigérateur Samsung',
    ]);
    expect(res.body.pagination).toEqual({ page: 1, per_page: 12, total: 4, last_page: 1 });
  });

  it('returns the spec 1 §3 product shape, with the current draw and the seller', async () => {
    const res = await list({ search: 'iphone' });
    const iphone = res.body.data.products[0];
    expect(iphone).toMatchObject({
      id: p.iphone.id,
      name: 'iPhone 15 Pro',
      title: 'iPhone 15 Pro',
      price: 800_000,
      ticket_price: 2000,
      image_url: null,
      images: [],
      category: { id: phonesId, name: 'Téléphones' },
      merchant: { display_name: 'Tech Gabon SARL', type: 'Entreprise' },
      sale_mode: 'lottery',
      has_active_lottery: true,
      lottery_ends_soon: true,
      is_new: true,
    });
    expect(iphone.active_lottery).toMatchObject({
      id: openLottery.id,
      lottery_number: openLottery.lotteryNumber,
      sold_tickets: 30,
      total_tickets: 100,
      max_tickets: 100,
      remaining_tickets: 65, // reservations being paid for are not for sale
      ticket_price: 2000,
      progress_percentage: 30,
      participation_rate: 30,
      is_ending_soon: true,
      is_complete: false,
      status: 'open',
    });
    expect(iphone.active_lottery.seed_commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(iphone.active_lottery.time_remaining).toBeGreaterThan(11 * 3600);
    expect(JSON.stringify(res.body)).not.toMatch(/seed_sealed|seedSealed|"seed"|email/);

    const fridge = (await list({ search: 'frigé' })).body.data.products[0];
    expect(fridge.merchant).toEqual({ display_name: 'Marie Ndong', type: 'Vendeur individuel', kind: 'individual' });
    expect(fridge.is_new).toBe(false);
    expect(fridge.active_lottery).toBeNull();
    expect((await list({ search: 'itel' })).body.data.products[0].image_url).toBe('/uploads/products/itel.webp');
  });

  it('filters by search (name or description, case-insensitive, wildcards literal), category, sale mode and price', async () => {
    expect(names(await list({ search: 'APPLE' }))).toEqual(['iPhone 15 Pro']);
    expect(names(await list({ search: '%' }))).toEqual([]);
    expect(names(await list({ category_id: phonesId }))).toEqual(['iPhone 15 Pro', 'Téléphone Itel A70']);
    expect(names(await list({ sale_mode: 'direct' }))).toEqual(['Téléphone Itel A70', 'Réfrigérateur Samsung']);
    expect(names(await list({ sale_mode: 'lottery', category_id: phonesId }))).toEqual(['iPhone 15 Pro']);
    expect(names(await list({ min_price: 100_000, max_price: 500_000 }))).toEqual(['Réfrigérateur Samsung']);
    expect(names(await list({ min_price: 500_000 }))).toEqual(['iPhone 15 Pro', 'Télévision 55 pouces']);
    // empty filters are ignored
    expect((await list({ search: '', category_id: '', sale_mode: '', max_price: '' })).body.pagination.total).toBe(4);
  });

  it('sorts by price and popularity', async () => {
    expect(names(await list({ sort: 'price-asc' }))).toEqual([
      'Téléphone Itel A70',
      'Réfrigérateur Samsung',
      'Télévision 55 pouces',
      'iPhone 15 Pro',
    ]);
    expect(names(await list({ sort: 'price-desc' }))).toEqual([
      'iPhone 15 Pro',
      'Télévision 55 pouces',
      'Réfrigérateur Samsung',
      'Téléphone Itel A70',
    ]);
    expect(names(await list({ sort: 'popular' }))[0]).toBe('Réfrigérateur Samsung');
  });

  it('pages with totals that add up', async () => {
    const first = await list({ per_page: 3, sort: 'price-asc' });
    const second = await list({ per_page: 3, page: 2, sort: 'price-asc' });
    expect(first.body.pagination).toEqual({ page: 1, per_page: 3, total: 4, last_page: 2 });
    expect(second.body.pagination).toEqual({ page: 2, per_page: 3, total: 4, last_page: 2 });
    expect([...names(first), ...names(second)]).toHaveLength(4);
    expect(names(second)).toEqual(['iPhone 15 Pro']);
    expect((await list({ limit: 2 })).body.data.products).toHaveLength(2);
    expect((await list({ page: 9 })).body.data.products).toEqual([]);
  });

  it('rejects out-of-range paging and unknown values with 422', async () => {
    const bad: Record<string, string | number>[] = [
      { per_page: 49 },
      { page: 0 },
      { sort: 'cheapest' },
      { sale_mode: 'auction' },
    ];
    for (const q of bad) {
      const res = await list(q);
      expect({ q, status: res.status }).toEqual({ q, status: 422 });
      expect(res.body.success).toBe(false);
    }
  });
});

describe('GET /api/products/{id}', () => {
  it('answers a French 404 for unknown, draft, archived and malformed ids', async () => {
    for (const id of ['999999', String(p.draft.id), String(p.archived.id), 'abc']) {
      const res = await request(t.http).get(`/api/products/${id}`);
      expect({ id, status: res.status }).toEqual({ id, status: 404 });
      expect(res.body.message).toBe('Produit introuvable');
    }
  });

  it('returns the detail with similar products of the same category and counts every view', async () => {
    const before = await t.em().findOneOrFail(Product, { id: p.itel.id });
    await Promise.all(Array.from({ length: 5 }, () => request(t.http).get(`/api/products/${p.itel.id}`).expect(200)));
    const res = await request(t.http).get(`/api/products/${p.itel.id}`).expect(200);
    expect(res.body.data.views_count).toBe(before.viewsCount + 6);
    expect(res.body.data).toMatchObject({
      id: p.itel.id,
      detailed_description: 'Description détaillée.',
      category_id: phonesId,
      status: 'active',
      is_recent: true,
    });
    expect(res.body.data.similar.map((s: { name: string }) => s.name)).toEqual(['iPhone 15 Pro']);
  });

  it('shows a sold-out direct sale and a complete tombola (status sold_out), with the draw marked complete', async () => {
    await request(t.http).get(`/api/products/${p.gone.id}`).expect(200);
    const tv = await request(t.http).get(`/api/products/${p.tv.id}`).expect(200);
    expect(tv.body.data.active_lottery).toMatchObject({
      status: 'sold_out',
      is_complete: true,
      remaining_tickets: 0,
      progress_percentage: 100,
    });
    expect(tv.body.data.has_active_lottery).toBe(false);
    expect(tv.body.data.participants).toBe(1);
  });
});

describe('home page selections', () => {
  it('lists the latest tombolas still selling, the latest direct sales, and the hero draw', async () => {
    const lotteries = await request(t.http).get('/api/products/latest-lottery-only?limit=3').expect(200);
    expect(lotteries.body.data.products.map((x: { name: string }) => x.name)).toEqual(['iPhone 15 Pro']);
    const direct = await request(t.http).get('/api/products/latest-direct').query({ limit: 1 }).expect(200);
    expect(direct.body.data.products.map((x: { name: string }) => x.name)).toEqual(['Téléphone Itel A70']);
    const hero = await request(t.http).get('/api/products/latest-lottery').expect(200);
    expect(hero.body.data.product.name).toBe('iPhone 15 Pro');
    expect(hero.body.data.lottery).toMatchObject({ id: openLottery.id, sold_tickets: 30 });
  });

  it('lists popular open draws and a public lottery detail', async () => {
    const popular = await request(t.http).get('/api/stats/lotteries/popular?limit=6').expect(200);
    expect(popular.body.data).toEqual([
      expect.objectContaining({
        id: openLottery.id,
        progress: 30,
        sold_tickets: 30,
        total_tickets: 100,
        product: expect.objectContaining({ title: 'iPhone 15 Pro' }),
      }),
    ]);
    const detail = await request(t.http).get(`/api/lotteries/${openLottery.id}`).expect(200);
    expect(detail.body.lottery).toMatchObject({
      title: 'iPhone 15 Pro',
      participants: 1,
      winning_ticket: null,
      winner: null,
      product: { name: 'iPhone 15 Pro' },
    });
    expect(detail.body.data).toEqual(detail.body.lottery);
    expect((await request(t.http).get('/api/lotteries/424242')).status).toBe(404);
  });
});

describe('a finished tombola', () => {
  let camera: Product;
  let drawn: Lottery;
  beforeAll(async () => {
    const em = t.em();
    const seller = await createUser(em, { roles: ['Business Individual'] });
    const buyer = await createUser(em);
    camera = await createProduct(em, {
      merchant: seller,
      name: 'Appareil photo Canon',
      price: 250_000,
      saleMode: 'lottery',
      status: 'sold_out',
    });
    const { lottery, seed } = await createLottery(em, { product: camera, totalTickets: 3, ticketPrice: 3000 });
    await sellTickets(em, lottery, buyer, 3);
    await drawLottery(em, lottery, seed);
    drawn = lottery;
  });

  it('stays listed as complete with its ticket price, and links its draw from the detail', async () => {
    const card = (await list({ search: 'canon' })).body.data.products[0];
    expect(card).toMatchObject({ ticket_price: 3000, has_active_lottery: false, lottery_ends_soon: false });
    expect(card.active_lottery).toMatchObject({
      id: drawn.id,
      status: 'drawn',
      is_complete: true,
      progress_percentage: 100,
      time_remaining: 0,
    });
    const detail = await request(t.http).get(`/api/products/${camera.id}`).expect(200);
    expect(detail.body.data.lotteries).toEqual([expect.objectContaining({ id: drawn.id, status: 'drawn' })]);
    expect(detail.body.data.participants).toBe(1);
    // not offered where people look for draws to join
    const latest = await request(t.http).get('/api/products/latest-lottery-only').expect(200);
    expect(latest.body.data.products.map((x: { id: number }) => x.id)).not.toContain(camera.id);
  });
});
