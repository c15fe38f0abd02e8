import { createHash } from 'node:crypto';
import { recomputeDraw as recompute } from '../support/fair-draw-reference.js';
import request from 'supertest';
import type { Draw } from '../../src/modules/lotteries/draw.entity.js';
import type { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import type { User } from '../../src/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createUser } from '../factories/users.js';
import { createCategory, createLottery, createProduct, drawLottery, sellTickets } from '../factories/catalogue.js';

let t: TestApp;
let buyers: User[];
const draws: Draw[] = [];
const lotteries: Lottery[] = [];
let openLottery: Lottery;
let draftLottery: Lottery;
let phonesId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  const phones = await createCategory(em, 'Téléphones', 'telephones-test');
  const home = await createCategory(em, 'Maison', 'maison-test');
  phonesId = phones.id;
  const merchant = await createUser(em, { roles: ['Business Enterprise'], companyName: 'Boutique Akanda' });
  buyers = [
    await createUser(em, { firstName: 'Jeanne', lastName: 'Mboumbaconfidentiel', email: 'jeanne.secret@mbolo.test' }),
    await createUser(em, { firstName: 'Rodrigue', lastName: 'Nzengueprive', email: 'rodrigue.secret@mbolo.test' }),
  ];
  for (const b of buyers) b.city = 'Libreville';
  const specs = [
    { category: phones, name: 'iPhone 15', price: 800_000, ago: 2, total: 6, code: 'ABCD2345' },
    { category: home, name: 'Climatiseur', price: 300_000, ago: 40, total: 8, code: 'WXYZ6789' },
    { category: phones, name: 'Tablette', price: 150_000, ago: 200, total: 5, code: 'MNPQ3456' },
  ];
  for (const s of specs) {
    const product = await createProduct(em, {
      merchant,
      category: s.category,
      name: s.name,
      price: s.price,
      saleMode: 'lottery',
      status: 'sold_out',
    });
    const { lottery, seed } = await createLottery(em, { product, totalTickets: s.total, ticketPrice: 1000 });
    await sellTickets(em, lottery, buyers[0]!, s.total - 3);
    await sellTickets(em, lottery, buyers[1]!, 3);
    draws.push(await drawLottery(em, lottery, seed, new Date(Date.now() - s.ago * DAY), s.code));
    lotteries.push(lottery);
  }
  const running = await createProduct(em, { merchant, category: phones, name: 'Console', saleMode: 'lottery' });
  ({ lottery: openLottery } = await createLottery(em, { product: running, totalTickets: 10 }));
  await sellTickets(em, openLottery, buyers[0]!, 2);
  ({ lottery: draftLottery } = await createLottery(em, { product: running, status: 'draft' }));
}, 120_000);
afterAll(() => t?.close());

const get = (path: string, query: Record<string, string | number> = {}) =>
  request(t.http).get(`/api/${path}`).query(query);
const titles = (res: request.Response) =>
  (res.body.data.results as { product: { title: string } }[]).map((r) => r.product.title);

describe('GET /api/public/results', () => {
  it('lists finished draws, newest first, with their stats (spec 1 §3 shapes)', async () => {
    const res = await get('public/results').expect(200);
    expect(titles(res)).toEqual(['iPhone 15', 'Climatiseur', 'Tablette']);
    const first = res.body.data.results[0];
    expect(first).toMatchObject({
      lottery_id: lotteries[0]!.id,
      lottery_number: lotteries[0]!.lotteryNumber,
      product: { title: 'iPhone 15', category: 'Téléphones', price: 800_000, image_url: null },
      winning_ticket: draws[0]!.winningTicket,
      sold_tickets: 6,
      total_tickets: 6,
      participation_rate: 100,
      total_revenue: 6000,
      verification_code: 'ABCD2345',
    });
    expect(first.winner.initial).toMatch(/^[JR]\. [MN]\.$/);
    expect(first.winner.city).toBe('Libreville');
    expect(res.body.data.stats).toEqual({
      total_lotteries: 3,
      total_winners: expect.any(Number),
      total_prizes_value: 1_250_000,
      total_tickets_sold: 19,
      average_participation_rate: 100,
    });
    expect(res.body.pagination).toEqual({ page: 1, per_page: 50, total: 3, last_page: 1 });
  });

  it('filters by period and category (id or slug), sorts and pages', async () => {
    expect(titles(await get('public/results', { period: 'week' }))).toEqual(['iPhone 15']);
    expect(titles(await get('public/results', { period: 'month' }))).toEqual(['iPhone 15']);
    expect(titles(await get('public/results', { period: 'quarter' }))).toEqual(['iPhone 15', 'Climatiseur']);
    expect(titles(await get('public/results', { period: 'year' }))).toHaveLength(3);
    const phones = await get('public/results', { category: phonesId });
    expect(titles(phones)).toEqual(['iPhone 15', 'Tablette']);
    expect(phones.body.data.stats.total_prizes_value).toBe(950_000);
    expect(titles(await get('public/results', { category: 'maison-test' }))).toEqual(['Climatiseur']);
    expect(titles(await get('public/results', { sort: 'value_asc' }))).toEqual([
      'Tablette',
      'Climatiseur',
      'iPhone 15',
    ]);
    expect(titles(await get('public/results', { sort: 'date_asc' }))).toEqual(['Tablette', 'Climatiseur', 'iPhone 15']);
    const page2 = await get('public/results', { limit: 2, page: 2 });
    expect(titles(page2)).toEqual(['Tablette']);
    expect(page2.body.pagination).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2 });
    expect((await get('public/results', { limit: 501 })).status).toBe(422);
    expect((await get('public/results', { period: 'decade' })).status).toBe(422);
  });

  it('lists recent winners and global stats', async () => {
    const res = await get('public/results/recent-winners', { limit: 6 }).expect(200);
    expect(res.body.data.winners).toHaveLength(3);
    expect(res.body.data.winners[0]).toMatchObject({
      lottery_number: lotteries[0]!.lotteryNumber,
      product_title: 'iPhone 15',
      product_value: 800_000,
      winner_city: 'Libreville',
      days_ago: 2,
    });
    const stats = await get('public/results/stats').expect(200);
    expect(stats.body.data).toMatchObject({ total_lotteries: 3, total_tickets_sold: 19 });
  });
});

describe('verification codes', () => {
  it('verifies a code whatever its case', async () => {
    const res = await get('public/results/verify/abcd2345').expect(200);
    expect(res.body.data).toMatchObject({
      lottery_number: lotteries[0]!.lotteryNumber,
      product_title: 'iPhone 15',
      draw_date: draws[0]!.drawnAt.toISOString(),
    });
    expect(res.body.data.winner_initial).toMatch(/^[JR]\. [MN]\.$/);
    expect(Date.parse(res.body.data.verification_date)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 404 "Code de vérification invalide" to an unknown code', async () => {
    for (const code of ['ZZZZ9999', 'short', 'abcd2345x']) {
      const res = await get(`public/results/verify/${code}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Code de vérification invalide');
    }
  });
});

describe('GET /api/public/results/{lottery_id}/proof', () => {
  it('publishes a proof anyone can recompute', async () => {
    for (const [i, lottery] of lotteries.entries()) {
      const { body } = await get(`public/results/${lottery.id}/proof`).expect(200);
      const proof = body.data;
      expect(proof).toMatchObject({
        lottery_number: lottery.lotteryNumber,
        algorithm: 'hmac-sha256-rejection-v1',
        drawn: true,
      });
      expect(createHash('sha256').update(Buffer.from(proof.seed, 'hex')).digest('hex')).toBe(proof.seed_commitment);
      expect(proof.seed_commitment).toBe(lottery.seedCommitment);
      const again = recompute(proof.seed, proof.lottery_number, proof.tickets);
      expect(proof.tickets).toEqual(again.pool);
      expect(proof.pool_hash).toBe(again.poolHash);
      expect({ winner: proof.winning_ticket, counter: proof.counter }).toEqual({
        winner: again.winner,
        counter: again.counter,
      });
      expect(proof.winning_ticket).toBe(draws[i]!.winningTicket);
    }
  });

  it('keeps the seed secret before the draw, and hides drafts', async () => {
    const { body } = await get(`public/results/${openLottery.id}/proof`).expect(200);
    expect(body.data).toMatchObject({
      drawn: false,
      seed: null,
      tickets: [],
      winning_ticket: null,
      seed_commitment: openLottery.seedCommitment,
    });
    expect(JSON.stringify(body)).not.toContain(draws[0]!.seed);
    expect((await get(`public/results/${draftLottery.id}/proof`)).status).toBe(404);
    expect((await get('public/results/nope/proof')).status).toBe(404);
    expect((await get(`lotteries/${draftLottery.id}`)).status).toBe(404);
  });

  it('shows the draw on the public lottery detail', async () => {
    const { body } = await get(`lotteries/${lotteries[0]!.id}`).expect(200);
    expect(body.lottery).toMatchObject({
      status: 'drawn',
      winning_ticket: draws[0]!.winningTicket,
      verification_code: 'ABCD2345',
      participants: 2,
    });
    expect(body.lottery.winner).toEqual({ initial: expect.stringMatching(/^[JR]\. [MN]\.$/), city: 'Libreville' });
  });
});

describe('privacy', () => {
  it('never shows a winner by name or e-mail in any public payload', async () => {
    const paths = [
      'public/results?period=all&limit=500',
      'public/results/recent-winners',
      'public/results/stats',
      'public/results/verify/ABCD2345',
      'public/results/verify/WXYZ6789',
      ...lotteries.flatMap((l) => [`lotteries/${l.id}`, `public/results/${l.id}/proof`]),
    ];
    for (const path of paths) {
      const text = JSON.stringify((await request(t.http).get(`/api/${path}`).expect(200)).body);
      for (const b of buyers) {
        for (const secret of [b.lastName, b.firstName, b.email, b.phone!, b.email.split('@')[0]!]) {
          expect({ path, leaks: text.includes(secret) ? secret : null }).toEqual({ path, leaks: null });
        }
      }
      expect(text).not.toMatch(/@mbolo\.test|"email"|"last_name"|"phone"/);
    }
  });
});
