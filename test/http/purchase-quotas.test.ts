import request from 'supertest';
import { Product } from '../../src/modules/catalogue/product.entity.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { heldTicketsCap, MAX_OPEN_ORDERS_PER_BUYER } from '../../src/modules/orders/reservation-quota.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let lotteries: LotteriesService;
beforeAll(async () => {
  t = await startTestApp();
  lotteries = t.app.get(LotteriesService);
});
afterAll(() => t?.close());

async function buyer(o: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.em(), o);
  return { user, token: await loginToken(t, user.email) };
}

const purchase = (token: string, lotteryId: number, quantity: number) =>
  request(t.http)
    .post('/api/tickets/purchase')
    .set(bearer(token))
    .send({ lottery_id: lotteryId, quantity, total_amount: quantity * 1000 });

describe('a seller and their own raffle', () => {
  it('refuses a seller buying tickets of their own raffle, in French', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    // an individual seller may buy tickets in general, not of a raffle they run
    const seller = await buyer({ roles: ['Business Individual'] });
    const em = t.em();
    const product = (await em.findOneOrFail(Lottery, lottery.id, { populate: ['product'] })).product;
    await em.nativeUpdate(Product, { id: product.id }, { merchant: seller.user.id });

    const res = await purchase(seller.token, lottery.id, 2).expect(403);
    expect(res.body).toMatchObject({
      success: false,
      error_code: 'own_lottery',
      message: 'Vous ne pouvez pas acheter de tickets de votre propre tombola.',
    });
    const fresh = await t.em().findOneOrFail(Lottery, lottery.id);
    expect([fresh.reservedTickets, fresh.soldTickets]).toEqual([0, 0]);
    expect(await t.em().count(Order, { lottery: lottery.id })).toBe(0);
    // anyone else still buys
    await purchase((await buyer()).token, lottery.id, 2).expect(201);
  });
});

describe('reservation quotas', () => {
  it(`caps the orders one buyer keeps awaiting payment at ${MAX_OPEN_ORDERS_PER_BUYER}, tickets and direct purchases together`, async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 100 });
    const { token } = await buyer();
    const orders: string[] = [];
    for (let i = 0; i < MAX_OPEN_ORDERS_PER_BUYER; i++)
      orders.push((await purchase(token, lottery.id, 1).expect(201)).body.data.order_number);
    const refused = await purchase(token, lottery.id, 1).expect(429);
    expect(refused.body).toMatchObject({
      error_code: 'too_many_open_orders',
      message: `Vous avez déjà ${MAX_OPEN_ORDERS_PER_BUYER} commandes en attente de paiement. Payez-les ou attendez leur expiration avant d'en passer une nouvelle.`,
    });
    const merchant = await createUser(t.em(), { roles: ['Business Enterprise'] });
    const em = t.em();
    const product = em.create(Product, {
      merchant,
      name: 'Lampe solaire',
      description: 'Une lampe',
      price: 5_000,
      saleMode: 'direct',
      status: 'active',
      stock: 10,
      images: [],
    });
    await em.flush();
    await request(t.http)
      .post('/api/payments/initiate')
      .set(bearer(token))
      .send({ product_id: product.id, amount: 5_000 })
      .expect(429);

    // an order past its payment window no longer counts
    await t.em().nativeUpdate(Order, { orderNumber: orders[0] }, { expiresAt: new Date(Date.now() - 1000) });
    await request(t.http)
      .post('/api/payments/initiate')
      .set(bearer(token))
      .send({ product_id: product.id, amount: 5_000 })
      .expect(201);
    await purchase(token, lottery.id, 1).expect(429);
    // other buyers are not concerned
    await purchase((await buyer()).token, lottery.id, 1).expect(201);
  });

  it('holds parallel requests of one buyer to the cap', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 100 });
    const { token } = await buyer();
    const results = await Promise.all(
      Array.from({ length: MAX_OPEN_ORDERS_PER_BUYER + 3 }, () => purchase(token, lottery.id, 1)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([...Array(MAX_OPEN_ORDERS_PER_BUYER).fill(201), 429, 429, 429]);
    expect((await t.em().findOneOrFail(Lottery, lottery.id)).reservedTickets).toBe(MAX_OPEN_ORDERS_PER_BUYER);
  });

  it('caps the tickets of one raffle a buyer holds unpaid: a fifth of the raffle, at least 10', async () => {
    expect([heldTicketsCap(5), heldTicketsCap(50), heldTicketsCap(100), heldTicketsCap(1000)]).toEqual([
      10, 10, 20, 200,
    ]);
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 100 });
    const { token } = await buyer();
    const whole = await purchase(token, lottery.id, 100).expect(422);
    expect(whole.body).toMatchObject({
      error_code: 'holding_limit',
      message:
        'Vous ne pouvez pas réserver plus de 20 tickets de cette tombola en attente de paiement (0 déjà réservés).',
    });
    await purchase(token, lottery.id, 15).expect(201);
    const over = await purchase(token, lottery.id, 6).expect(422);
    expect(over.body.message).toBe(
      'Vous ne pouvez pas réserver plus de 20 tickets de cette tombola en attente de paiement (15 déjà réservés).',
    );
    await purchase(token, lottery.id, 5).expect(201);
    await purchase(token, lottery.id, 1).expect(422);
    // the cap is per raffle and per buyer: the rest stays on sale for others
    const other = await buyer();
    await purchase(other.token, lottery.id, 20).expect(201);
    expect((await t.em().findOneOrFail(Lottery, lottery.id)).reservedTickets).toBe(40);
  });
});

describe('reservations per client IP', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ reservationsPerIp: 3 });
  });
  afterAll(() => small?.close());

  it('stops one host holding stock through many accounts, counted before the reservation, in French', async () => {
    const smallLotteries = small.app.get(LotteriesService);
    const lottery = await createOpenLottery(small.em(), smallLotteries, { total: 100 });
    const tokens = await Promise.all(
      Array.from({ length: 5 }, async () => loginToken(small, (await createUser(small.em())).email)),
    );
    const buy = (token: string) =>
      request(small.http)
        .post('/api/tickets/purchase')
        .set(bearer(token))
        .send({ lottery_id: lottery.id, quantity: 1, total_amount: 1000 });
    // five different accounts in parallel from one address: three pass, whatever the order
    const results = await Promise.all(tokens.map(buy));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 429, 429]);
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.body).toMatchObject({
      success: false,
      message: expect.stringMatching(
        /^Trop de réservations depuis cette connexion\. Veuillez réessayer dans \d+ minute\(s\)\.$/,
      ),
    });
    expect((await small.em().findOneOrFail(Lottery, lottery.id)).reservedTickets).toBe(3);
    // direct purchases share the quota
    const merchant = await createUser(small.em(), { roles: ['Business Enterprise'] });
    const em = small.em();
    const product = em.create(Product, {
      merchant,
      name: 'Radio',
      description: 'Une radio',
      price: 2_000,
      saleMode: 'direct',
      status: 'active',
      stock: 5,
      images: [],
    });
    await em.flush();
    await request(small.http)
      .post('/api/payments/initiate')
      .set(bearer(tokens[4]!))
      .send({ product_id: product.id, amount: 2_000 })
      .expect(429);
  });

  it('allows 100 reservations a quarter of an hour by default', () => {
    expect(t.config.reservationsPerIp).toBe(100);
  });
});
