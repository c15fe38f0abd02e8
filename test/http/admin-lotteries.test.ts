import request from 'supertest';
import { Product } from '../../src/modules/catalogue/product.entity.js';
import { Draw } from '../../src/modules/lotteries/draw.entity.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createPaidLotteryOrder } from '../factories/orders.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let lotteries: LotteriesService;
let admin: string;
let customer: string;
let merchant: string;
/** pending (ended, enough buyers), active (on sale), fell short, cancelled */
let pending: Lottery;
let active: Lottery;
let short: Lottery;
let cancelled: Lottery;

const get = (path: string, token = admin) => request(t.http).get(`/api${path}`).set(bearer(token));
const draw = (id: number, token = admin) => request(t.http).post(`/api/admin/lotteries/${id}/draw`).set(bearer(token));
const past = (id: number) => t.em().nativeUpdate(Lottery, { id }, { endDate: new Date(Date.now() - 60_000) });

async function sell(lottery: Lottery, count: number, names: { firstName?: string; lastName?: string } = {}) {
  const em = t.em();
  const user = await createUser(em, names);
  await createPaidLotteryOrder(em, user, await em.findOneOrFail(Lottery, lottery.id), count);
  return user;
}

beforeAll(async () => {
  t = await startTestApp();
  lotteries = t.app.get(LotteriesService);
  admin = await loginToken(t, (await createUser(t.em(), { roles: ['Admin'] })).email);
  customer = await loginToken(t, (await createUser(t.em())).email);
  merchant = await loginToken(t, (await createUser(t.em(), { roles: ['Business Enterprise'] })).email);

  pending = await createOpenLottery(t.em(), lotteries, { total: 10, ticketPrice: 1000, minParticipants: 2 });
  await t.em().nativeUpdate(Product, { id: pending.product.id }, { name: '=HYPERLINK("http://x";"y")' });
  await sell(pending, 2, { firstName: '@Awa', lastName: 'Ndong' });
  await sell(pending, 1, { firstName: 'Paul', lastName: 'Mba' });
  await past(pending.id);

  active = await createOpenLottery(t.em(), lotteries, { total: 20, ticketPrice: 2000, minParticipants: 2 });
  await sell(active, 5);

  short = await createOpenLottery(t.em(), lotteries, { total: 10, ticketPrice: 500, minParticipants: 3 });
  await sell(short, 1);
  await past(short.id);

  cancelled = await createOpenLottery(t.em(), lotteries, { total: 10, ticketPrice: 500 });
  await sell(cancelled, 1);
  await t
    .em()
    .nativeUpdate(Lottery, { id: cancelled.id }, { status: 'cancelled', endDate: new Date(Date.now() - 1000) });
});
afterAll(() => t?.close());

describe('admin draws: access', () => {
  const routes = () =>
    [
      ['get', '/api/admin/lotteries/statistics'],
      ['get', '/api/admin/lotteries'],
      ['get', '/api/admin/lotteries/eligible-for-draw'],
      ['get', '/api/admin/lotteries/recent'],
      ['get', `/api/admin/lotteries/${pending.id}`],
      ['get', `/api/admin/lotteries/${pending.id}/payments`],
      ['get', `/api/admin/lotteries/${pending.id}/export`],
      ['post', `/api/admin/lotteries/${pending.id}/draw`],
    ] as const;

  it('answers 401 without a session and 403 to a customer or a merchant', async () => {
    for (const [method, path] of routes()) {
      expect((await request(t.http)[method](path)).status).toBe(401);
      for (const token of [customer, merchant])
        expect((await request(t.http)[method](path).set(bearer(token))).status).toBe(403);
    }
    expect(await t.em().count(Draw, { lottery: pending.id })).toBe(0);
  });
});

describe('admin draws: read side', () => {
  it('counts the statistics from the raffles as they are', async () => {
    const res = await get('/admin/lotteries/statistics').expect(200);
    // pending 3/10 at 1000, active 5/20 at 2000; fell short and cancelled belong to the refunds
    expect(res.body.data).toEqual({
      pending_draws: 1,
      active_lotteries: 1,
      completed_lotteries: 0,
      total_revenue: 3 * 1000 + 5 * 2000,
      average_participation_rate: 27.5,
    });
    expect((await get('/admin/lotteries/eligible-for-draw').expect(200)).body).toMatchObject({
      count: 1,
      data: { count: 1 },
    });
  });

  it('lists the tabs, through `tab` and through the spec’s status / is_drawn', async () => {
    const p = await get('/admin/lotteries?tab=pending').expect(200);
    expect(p.body).toMatchObject({
      success: true,
      current_page: 1,
      last_page: 1,
      per_page: 20,
      total: 1,
      counts: { pending: 1, active: 1, history: 0 },
    });
    expect(p.body.data[0]).toMatchObject({
      id: pending.id,
      tab: 'pending',
      status: 'active',
      is_drawn: false,
      sold_tickets: 3,
      total_tickets: 10,
      progress: 30,
      revenue: 3000,
      participants_count: 2,
      winner: null,
      product: { name: '=HYPERLINK("http://x";"y")' },
      proof_url: `/lotteries/${pending.id}`,
    });
    const a = await get('/admin/lotteries?tab=active').expect(200);
    expect(a.body.data.map((r: { id: number }) => r.id)).toEqual([active.id]);
    const spec = await get('/admin/lotteries?status=active&is_drawn=false&per_page=20&page=1').expect(200);
    expect(spec.body.data.map((r: { id: number; tab: string }) => [r.id, r.tab])).toEqual([
      [pending.id, 'pending'],
      [active.id, 'active'],
    ]);
    expect((await get('/admin/lotteries?is_drawn=true').expect(200)).body).toMatchObject({
      data: [],
      total: 0,
      last_page: 1,
    });
    expect(
      (await get(`/admin/lotteries?search=${encodeURIComponent(active.lotteryNumber)}`).expect(200)).body.data,
    ).toHaveLength(1);
    expect((await get('/admin/lotteries?tab=active&ending_within_hours=1').expect(200)).body.total).toBe(0);
    expect((await get('/admin/lotteries?tab=active&ending_within_hours=48').expect(200)).body.total).toBe(1);
    await get('/admin/lotteries?tab=nope').expect(422);
    // the dashboard's recent draws: the raffles opened last, fell short and cancelled included
    const recent = await get('/admin/lotteries/recent?limit=5').expect(200);
    expect(recent.body.data.map((r: { id: number }) => r.id)).toEqual([cancelled.id, short.id, active.id, pending.id]);
    expect(recent.body.data[0]).toMatchObject({
      status: 'cancelled',
      tab: null,
      product: { name: expect.any(String) },
      sold_tickets: 1,
      total_tickets: 10,
    });
  });

  it('shows one raffle with its participants, searchable, and its payments', async () => {
    const res = await get(`/admin/lotteries/${pending.id}`).expect(200);
    expect(res.body.data.participants_total).toBe(2);
    const [first, second] = res.body.data.participants_list;
    expect(first).toMatchObject({
      user: { first_name: '@Awa', last_name: 'Ndong' },
      tickets_count: 2,
      total_spent: 2000,
    });
    expect(first.tickets).toHaveLength(2);
    expect(first.tickets[0]).toEqual(
      expect.objectContaining({ ticket_number: expect.any(String), purchased_at: expect.any(String) }),
    );
    expect(second).toMatchObject({ user: { first_name: 'Paul' }, tickets_count: 1 });
    const found = await get(`/admin/lotteries/${pending.id}?search=mba`).expect(200);
    expect(found.body.data.participants_list.map((p: { user: { first_name: string } }) => p.user.first_name)).toEqual([
      'Paul',
    ]);
    const byTicket = await get(
      `/admin/lotteries/${pending.id}?search=${encodeURIComponent(first.tickets[1].ticket_number)}`,
    ).expect(200);
    expect(byTicket.body.data.participants_total).toBe(1);

    const pay = await get(`/admin/lotteries/${pending.id}/payments`).expect(200);
    expect(pay.body.payments).toHaveLength(2);
    expect(pay.body.data).toEqual(pay.body.payments);
    expect(pay.body.payments[0]).toMatchObject({
      status: 'paid',
      amount: expect.any(Number),
      order_number: expect.any(String),
    });
    await get('/admin/lotteries/999999').expect(404);
  });
});

describe('admin draws: drawing', () => {
  it('refuses what is not drawable with a French reason, and draws nothing', async () => {
    expect((await draw(short.id).expect(422)).body.message).toBe(
      "Ce tirage n'a pas atteint le minimum de participants : il relève des remboursements.",
    );
    expect((await draw(cancelled.id).expect(422)).body.message).toBe(
      'Cette tombola a été annulée : elle ne sera pas tirée au sort.',
    );
    expect((await draw(active.id).expect(409)).body.message).toBe(
      "Le tirage de cette tombola n'est pas encore possible",
    );
    expect(await t.em().count(Draw, { lottery: { $in: [short.id, cancelled.id, active.id] } })).toBe(0);
  });

  it('three clicks at the same moment make exactly one draw: one 200, the others 422 already drawn', async () => {
    const results = await Promise.all([draw(pending.id), draw(pending.id), draw(pending.id)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 422, 422]);
    const ok = results.find((r) => r.status === 200)!;
    expect(ok.body).toMatchObject({
      success: true,
      message: 'Tirage effectué avec succès',
      data: { lottery_id: pending.id, lottery: { is_drawn: true, tab: 'history' } },
    });
    for (const r of results.filter((x) => x.status === 422))
      expect(r.body).toMatchObject({ error_code: 'already_drawn', message: 'Cette tombola a déjà été tirée au sort.' });
    expect(await t.em().count(Draw, { lottery: pending.id })).toBe(1);
    expect((await draw(pending.id).expect(422)).body.error_code).toBe('already_drawn');
  });

  it('moves the draw to the history with its winner and proof', async () => {
    const stats = await get('/admin/lotteries/statistics').expect(200);
    expect(stats.body.data).toMatchObject({ pending_draws: 0, active_lotteries: 1, completed_lotteries: 1 });
    const h = await get('/admin/lotteries?is_drawn=true&period=week').expect(200);
    const d = await t.em().findOneOrFail(Draw, { lottery: pending.id }, { populate: ['winner'] });
    expect(h.body.data).toHaveLength(1);
    expect(h.body.data[0]).toMatchObject({
      id: pending.id,
      status: 'completed',
      winning_ticket_number: d.winningTicket,
      verification_code: d.verificationCode,
      winner: { id: d.winner.id, email: d.winner.email },
    });
    expect(h.body.counts).toEqual({ pending: 0, active: 1, history: 1 });
  });
});

describe('admin draws: exports', () => {
  it('downloads JSON named after the draw number, with the proof and every ticket', async () => {
    const res = await get(`/admin/lotteries/${pending.id}/export`).expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${pending.lotteryNumber}.json"`);
    expect(res.body.data.lottery).toMatchObject({ lottery_number: pending.lotteryNumber, is_drawn: true });
    expect(res.body.data.proof).toMatchObject({ drawn: true, seed: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(res.body.data.tickets).toHaveLength(3);
    expect(res.body.data.tickets[0]).toMatchObject({ owner: { first_name: '@Awa' }, amount: 1000 });
  });

  it('streams a CSV Excel opens: BOM, semicolons, formulas neutralised, proof section', async () => {
    const res = await get(`/admin/lotteries/${pending.id}/export?format=csv`)
      .buffer(true)
      .parse((r, cb) => {
        let s = '';
        r.setEncoding('utf8');
        r.on('data', (c: string) => (s += c));
        r.on('end', () => cb(null, s));
      })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${pending.lotteryNumber}.csv"`);
    const text = res.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      `"N° de ticket";"Statut";"Participant";"E-mail";"Téléphone";"Commande";"Date d'achat";"Montant (FCFA)"`,
    );
    const tickets = lines.slice(1, 4);
    expect(tickets.filter((l) => l.includes(`;"'@Awa Ndong";`))).toHaveLength(2);
    expect(tickets.every((l) => l.endsWith(';1000'))).toBe(true);
    expect(lines[4]).toBe('');
    expect(lines[5]).toBe('"Preuve du tirage"');
    // a product name starting with = is a text cell, never a formula
    expect(lines).toContain(`"Produit";"'=HYPERLINK(""http://x"";""y"")"`);
    const d = await t.em().findOneOrFail(Draw, { lottery: pending.id });
    expect(lines).toContain(`"Code de vérification";"${d.verificationCode}"`);
    expect(lines).toContain(`"Graine révélée";"${d.seed}"`);
  });
});
