import request from 'supertest';
import type { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import type { Ticket } from '../../src/modules/lotteries/ticket.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createLottery, createProduct, drawLottery, sellTickets } from '../factories/catalogue.js';
import { createUser } from '../factories/users.js';

/**
 * One merchant's raffles:
 *   expired (1 500 F, min 5): Awa 3 paid tickets, Paul 2 tickets of which 1 already refunded → 4 owed, 6 000 F;
 *   cancelled (2 000 F): Awa 2 tickets, one of them paid 1 800 F → 2 owed, 3 800 F;
 *   drawn, open, expired without tickets, expired fully refunded: nothing owed, never listed;
 * and another merchant's expired raffle with paid tickets, which must stay invisible.
 */
let t: TestApp;
let merchant: string;
let otherMerchant: string;
let customer: string;
let expired: Lottery;
let cancelled: Lottery;
let foreign: Lottery;
const hidden: number[] = [];

const daysFromNow = (d: number) => new Date(Date.now() + d * 86_400_000);

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  const seller = await createUser(em, { roles: ['Business Individual'] });
  const rival = await createUser(em, { roles: ['Business Enterprise'] });
  const awa = await createUser(em, { firstName: 'Awa', lastName: 'Nze' });
  const paul = await createUser(em, { firstName: 'Paul', lastName: 'Mba' });
  const raffle = (merchant: typeof seller, name: string) => createProduct(em, { merchant, saleMode: 'lottery', name });

  expired = (
    await createLottery(em, {
      product: await raffle(seller, 'Téléviseur 55 pouces'),
      ticketPrice: 1_500,
      totalTickets: 20,
    })
  ).lottery;
  await sellTickets(em, expired, awa, 3);
  const paulTickets = await sellTickets(em, expired, paul, 2);
  paulTickets[0]!.status = 'refunded';
  Object.assign(expired, {
    status: 'expired',
    endDate: daysFromNow(-2),
    closedAt: daysFromNow(-2),
    minParticipants: 5,
  });

  cancelled = (
    await createLottery(em, {
      product: await raffle(seller, 'Scooter'),
      ticketPrice: 2_000,
      totalTickets: 20,
      endDate: daysFromNow(5),
    })
  ).lottery;
  const awaTickets = await sellTickets(em, cancelled, awa, 2);
  awaTickets[1]!.pricePaid = 1_800;
  cancelled.status = 'cancelled';

  const { lottery: drawn, seed } = await createLottery(em, {
    product: await raffle(seller, 'Réfrigérateur'),
    totalTickets: 10,
  });
  await sellTickets(em, drawn, awa, 2);
  await drawLottery(em, drawn, seed);

  const open = (await createLottery(em, { product: await raffle(seller, 'Ordinateur'), totalTickets: 10 })).lottery;
  await sellTickets(em, open, paul, 1);

  const empty = (
    await createLottery(em, { product: await raffle(seller, 'Tablette'), status: 'expired', endDate: daysFromNow(-1) })
  ).lottery;

  const settled = (await createLottery(em, { product: await raffle(seller, 'Montre'), totalTickets: 10 })).lottery;
  const settledTickets: Ticket[] = await sellTickets(em, settled, paul, 2);
  for (const ticket of settledTickets) ticket.status = 'refunded';
  Object.assign(settled, { status: 'expired', endDate: daysFromNow(-3) });

  foreign = (
    await createLottery(em, {
      product: await raffle(rival, 'Groupe électrogène'),
      ticketPrice: 5_000,
      totalTickets: 10,
    })
  ).lottery;
  await sellTickets(em, foreign, paul, 3);
  Object.assign(foreign, { status: 'expired', endDate: daysFromNow(-1) });
  await em.flush();
  hidden.push(drawn.id, open.id, empty.id, settled.id, foreign.id);

  merchant = await loginToken(t, seller.email);
  otherMerchant = await loginToken(t, rival.email);
  customer = await loginToken(t, awa.email);
});
afterAll(() => t?.close());

const get = (token: string, url: string) => request(t.http).get(url).set(bearer(token));
const ids = (body: { data: { id: number }[] }) => body.data.map((l) => l.id);

describe('GET /api/merchant/refunds', () => {
  it("lists the merchant's expired and cancelled raffles with paid tickets, amounts from the tickets", async () => {
    const res = await get(merchant, '/api/merchant/refunds').expect(200);
    expect(res.body.success).toBe(true);
    // latest end date first: the cancelled raffle ended (was to end) in 5 days
    expect(ids(res.body)).toEqual([cancelled.id, expired.id]);
    expect(res.body.data[1]).toEqual({
      id: expired.id,
      lottery_number: expired.lotteryNumber,
      status: 'expired',
      end_date: expired.endDate.toISOString(),
      min_participants: 5,
      product: { id: expired.product.id, name: 'Téléviseur 55 pouces', image: null },
      participants_count: 2,
      paid_tickets: 4,
      amount_to_refund: 6_000,
      refunded_tickets: 1,
      refunded_amount: 1_500,
    });
    expect(res.body.data[0]).toMatchObject({
      id: cancelled.id,
      status: 'cancelled',
      product: { name: 'Scooter' },
      participants_count: 1,
      paid_tickets: 2,
      amount_to_refund: 3_800,
      refunded_tickets: 0,
      refunded_amount: 0,
    });
    expect(res.body.totals).toEqual({ lotteries: 2, tickets: 6, amount: 9_800 });
    expect(res.body.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2 });
    for (const id of hidden) expect(ids(res.body)).not.toContain(id);
  });

  it("never shows another merchant's raffles", async () => {
    const res = await get(otherMerchant, '/api/merchant/refunds').expect(200);
    expect(ids(res.body)).toEqual([foreign.id]);
    expect(res.body.totals).toEqual({ lotteries: 1, tickets: 3, amount: 15_000 });
    expect(res.body.data[0]).toMatchObject({ participants_count: 1, paid_tickets: 3, amount_to_refund: 15_000 });
  });

  it('paginates while the totals cover every raffle concerned', async () => {
    const second = await get(merchant, '/api/merchant/refunds?per_page=1&page=2').expect(200);
    expect(ids(second.body)).toEqual([expired.id]);
    expect(second.body.pagination).toEqual({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
    expect(second.body.totals).toEqual({ lotteries: 2, tickets: 6, amount: 9_800 });
    const beyond = await get(merchant, '/api/merchant/refunds?page=5').expect(200);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.totals.amount).toBe(9_800);
    const bad = await get(merchant, '/api/merchant/refunds?per_page=0').expect(422);
    expect(bad.body.success).toBe(false);
  });

  it('is for merchants only', async () => {
    await request(t.http).get('/api/merchant/refunds').expect(401);
    await get(customer, '/api/merchant/refunds').expect(403);
  });
});
