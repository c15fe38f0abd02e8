import request from 'supertest';
import type { Order } from '../../src/modules/orders/order.entity.js';
import { EventBus } from '../../src/infra/events/event-bus.js';
import type { DomainEventMap } from '../../src/infra/events/event-map.js';
import { Order as OrderEntity } from '../../src/modules/orders/order.entity.js';
import { newOrderNumber } from '../../src/common/dated-number.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createLottery, createProduct, drawLottery } from '../factories/catalogue.js';
import { createPaidDirectOrder, createPaidLotteryOrder } from '../factories/orders.js';
import { createUser } from '../factories/users.js';

/**
 * A small known dataset for one merchant:
 *   direct product (10 000 F): a paid order of 2 today (to ship), an unpaid order, a fulfilled order paid 40 days ago;
 *   raffle (1 000 F × 10 tickets): 3 tickets + 2 tickets paid today, then drawn;
 *   another merchant's paid order, which must stay invisible.
 */
let t: TestApp;
let merchant: string;
let otherMerchant: string;
let buyerTokens: Map<number, string>;
let directPaid: Order;
let unpaid: Order;
let foreignOrder: Order;
let winnerOrder: Order;
let loserOrder: Order;
let lotteryId: number;
let directId: number;
let raffleProductId: number;
const events: DomainEventMap['OrderStatusChanged'][] = [];

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  const seller = await createUser(em, { roles: ['Business Enterprise'], companyName: 'Okoumé SARL' });
  const rival = await createUser(em, { roles: ['Business Individual'] });
  const buyer1 = await createUser(em, { firstName: 'Awa', lastName: 'Nze' });
  const buyer2 = await createUser(em, { firstName: 'Paul', lastName: 'Mba' });
  buyer1.city = 'Libreville';
  await em.flush();

  const direct = await createProduct(em, { merchant: seller, price: 10_000, stock: 10, name: 'Sac en raphia' });
  directId = direct.id;
  directPaid = (await createPaidDirectOrder(em, buyer1, direct, { quantity: 2 })).order;
  const old = await createPaidDirectOrder(em, buyer2, direct, {
    quantity: 1,
    status: 'fulfilled',
    paidAt: new Date(Date.now() - 40 * 86_400_000),
  });
  old.order.fulfilledAt = new Date(Date.now() - 35 * 86_400_000);
  unpaid = em.create(OrderEntity, {
    orderNumber: newOrderNumber(),
    user: buyer2,
    type: 'product_purchase',
    status: 'awaiting_payment',
    product: direct,
    quantity: 1,
    unitPrice: 10_000,
    totalAmount: 10_000,
    expiresAt: new Date(Date.now() + 600_000),
  });
  await em.flush();

  const raffleProduct = await createProduct(em, {
    merchant: seller,
    saleMode: 'lottery',
    price: 8_000,
    name: 'Téléphone',
  });
  raffleProductId = raffleProduct.id;
  const { lottery, seed } = await createLottery(em, { product: raffleProduct, totalTickets: 10, ticketPrice: 1_000 });
  lotteryId = lottery.id;
  const a = await createPaidLotteryOrder(em, buyer1, lottery, 3);
  const b = await createPaidLotteryOrder(em, buyer2, lottery, 2);
  const draw = await drawLottery(em, lottery, seed);
  winnerOrder = draw.winner.id === buyer1.id ? a.order : b.order;
  loserOrder = winnerOrder === a.order ? b.order : a.order;

  const foreignProduct = await createProduct(em, { merchant: rival, price: 5_000 });
  foreignOrder = (await createPaidDirectOrder(em, buyer1, foreignProduct)).order;

  merchant = await loginToken(t, seller.email);
  otherMerchant = await loginToken(t, rival.email);
  buyerTokens = new Map([
    [buyer1.id, await loginToken(t, buyer1.email)],
    [buyer2.id, await loginToken(t, buyer2.email)],
  ]);
  t.app.get(EventBus).subscribe('OrderStatusChanged', (e) => void events.push(e));
});
afterAll(() => t?.close());

const get = (token: string, url: string) => request(t.http).get(url).set(bearer(token));
const post = (token: string, url: string) => request(t.http).post(url).set(bearer(token)).send({});

describe('merchant orders', () => {
  it("lists only the merchant's orders, with stats", async () => {
    const res = await get(merchant, '/api/merchant/orders').expect(200);
    const numbers = res.body.data.map((o: { order_number: string }) => o.order_number);
    expect(numbers).toHaveLength(5);
    expect(numbers).not.toContain(foreignOrder.orderNumber);
    expect(res.body.stats).toEqual({
      total_orders: 5,
      awaiting_payment: 1,
      paid_orders: 3,
      to_ship: 2,
      shipping_orders: 0,
      fulfilled_orders: 1,
      revenue: 35_000,
    });
    const toShip = await get(merchant, '/api/merchant/orders?status=to_ship').expect(200);
    expect(toShip.body.data.map((o: { order_number: string }) => o.order_number).sort()).toEqual(
      [directPaid.orderNumber, winnerOrder.orderNumber].sort(),
    );
    const lottery = await get(merchant, '/api/merchant/orders?type=lottery').expect(200);
    expect(lottery.body.pagination.total).toBe(2);
    const search = await get(merchant, '/api/merchant/orders?search=Awa').expect(200);
    expect(search.body.data.every((o: { buyer: { name: string } }) => o.buyer.name === 'Awa Nze')).toBe(true);
  });

  it("shows the buyer's name, phone and city, the items, tickets and payment", async () => {
    const res = await get(merchant, `/api/merchant/orders/${directPaid.orderNumber}`).expect(200);
    expect(res.body.data).toMatchObject({
      order_number: directPaid.orderNumber,
      status: 'paid',
      can_ship: true,
      buyer: { name: 'Awa Nze', city: 'Libreville' },
      items: [{ product_id: directId, quantity: 2, unit_price: 10_000, total: 20_000 }],
      payment: { status: 'paid', amount: 20_000 },
    });
    expect(res.body.data.buyer.phone).toMatch(/^\+241/);
    const lottery = await get(merchant, `/api/merchant/orders/${winnerOrder.orderNumber}`).expect(200);
    expect(lottery.body.data.tickets.some((x: { is_winner: boolean }) => x.is_winner)).toBe(true);
    expect(lottery.body.data).toMatchObject({ has_winning_ticket: true, can_ship: true });
  });

  it("answers 404 for another merchant's order", async () => {
    await get(merchant, `/api/merchant/orders/${foreignOrder.orderNumber}`).expect(404);
    const res = await post(merchant, `/api/merchant/orders/${foreignOrder.orderNumber}/ship`).expect(404);
    expect(res.body.message).toBe('Commande introuvable');
    await get(otherMerchant, `/api/merchant/orders/${directPaid.orderNumber}`).expect(404);
    // a NUL the database could not compare is refused before any look-up
    await get(merchant, '/api/merchant/orders/MB%00').expect(400);
    await post(merchant, '/api/merchant/orders/%00/ship').expect(400);
    await get(merchant, '/api/merchant/orders').query({ search: '\u0000' }).expect(400);
  });

  it('ships only paid, deliverable orders (409 otherwise), then the buyer confirms receipt', async () => {
    const unpaidRes = await post(merchant, `/api/merchant/orders/${unpaid.orderNumber}/ship`).expect(409);
    expect(unpaidRes.body.message).toBe('Seule une commande payée peut être expédiée');
    const loser = await post(merchant, `/api/merchant/orders/${loserOrder.orderNumber}/ship`).expect(409);
    expect(loser.body.message).toBe('Seule la commande du ticket gagnant est à livrer');

    const shipped = await post(merchant, `/api/merchant/orders/${directPaid.orderNumber}/ship`).expect(200);
    expect(shipped.body).toMatchObject({
      success: true,
      message: 'Commande marquée comme expédiée',
      data: { status: 'shipping', can_ship: false },
    });
    await post(merchant, `/api/merchant/orders/${directPaid.orderNumber}/ship`).expect(409);
    await post(merchant, `/api/merchant/orders/${winnerOrder.orderNumber}/ship`).expect(200);

    await t.app.get(EventBus).drain();
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          orderNumber: directPaid.orderNumber,
          status: 'shipping',
          previousStatus: 'paid',
          userId: directPaid.user.id,
        }),
        expect.objectContaining({ orderNumber: winnerOrder.orderNumber, status: 'shipping' }),
      ]),
    );

    const buyerToken = buyerTokens.get(directPaid.user.id)!;
    await request(t.http)
      .post(`/api/orders/${directPaid.orderNumber}/confirm-delivery`)
      .set(bearer(buyerToken))
      .send({})
      .expect(200);
    const after = await get(merchant, `/api/merchant/orders/${directPaid.orderNumber}`).expect(200);
    expect(after.body.data.status).toBe('fulfilled');
  });
});

describe('merchant raffles', () => {
  it('lists progress, revenue and draw date; the detail has participants, the daily series and the proof', async () => {
    const list = await get(merchant, '/api/merchant/lotteries').expect(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      id: lotteryId,
      status: 'drawn',
      sold_tickets: 5,
      total_tickets: 10,
      progress: 50,
      revenue: 5_000,
    });
    expect(list.body.data[0].draw_date).toBe(list.body.data[0].drawn_at);
    const detail = await get(merchant, `/api/merchant/lotteries/${lotteryId}`).expect(200);
    expect(detail.body.data.participants_count).toBe(2);
    const series: { date: string; tickets: number; amount: number }[] = detail.body.data.sales_series;
    expect(series.reduce((s, d) => s + d.tickets, 0)).toBe(5);
    expect(series.at(-1)).toMatchObject({ date: new Date().toISOString().slice(0, 10), tickets: 5, amount: 5_000 });
    expect(detail.body.data.proof).toMatchObject({ drawn: true, lottery_id: lotteryId });
    expect(detail.body.data.proof.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(detail.body.data.winning_ticket_number).toBe(detail.body.data.proof.winning_ticket);
    await get(otherMerchant, `/api/merchant/lotteries/${lotteryId}`).expect(404);
    expect((await get(otherMerchant, '/api/merchant/lotteries').expect(200)).body.data).toEqual([]);
  });
});

describe('dashboards and analytics', () => {
  it('gives the simple dashboard', async () => {
    const res = await get(merchant, '/api/merchant/dashboard/simple').expect(200);
    expect(res.body.data).toMatchObject({
      seller_kind: 'enterprise',
      products: { total: 2, active: 2, lottery: 1, direct: 1 },
      raffles: [],
      // the direct order of 20 000 and the two raffle orders of 3 000 and 2 000, paid this month
      sales_this_month: { amount: 25_000, orders: 3, tickets: 5 },
    });
    // both were shipped above: nothing left to ship
    expect(res.body.data.to_ship).toEqual({ count: 0, orders: [] });
  });

  it('gives the full dashboard: 30-day trend, top products, conversion', async () => {
    const res = await get(merchant, '/api/merchant/dashboard').expect(200);
    const d = res.body.data;
    expect(d.revenue_trend).toHaveLength(30);
    expect(d.revenue_trend.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), amount: 25_000, orders: 3 });
    expect(d.revenue_trend.reduce((s: number, x: { amount: number }) => s + x.amount, 0)).toBe(25_000);
    expect(d.top_products).toEqual([
      expect.objectContaining({ id: directId, amount: 30_000, orders: 2, tickets: 0 }),
      expect.objectContaining({ id: raffleProductId, amount: 5_000, orders: 2, tickets: 5 }),
    ]);
    // 4 of 5 orders were paid
    expect(d.conversion).toEqual({ orders: 5, paid_orders: 4, rate: 80 });
  });

  it('aggregates sales per day, week or month, and by product', async () => {
    const day = await get(merchant, '/api/merchant/analytics').expect(200);
    expect(day.body.data.period).toBe('day');
    expect(day.body.data.series).toHaveLength(30);
    expect(day.body.data.totals).toEqual({ amount: 25_000, orders: 3, tickets: 5 });

    const from = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const month = await get(merchant, `/api/merchant/analytics?period=month&from=${from}`).expect(200);
    expect(month.body.data.totals).toEqual({ amount: 35_000, orders: 4, tickets: 5 });
    expect(month.body.data.series.length).toBeGreaterThanOrEqual(2);
    expect(month.body.data.series.every((b: { bucket: string }) => b.bucket.endsWith('-01'))).toBe(true);
    expect(month.body.data.by_product.map((p: { id: number; amount: number }) => [p.id, p.amount])).toEqual([
      [directId, 30_000],
      [raffleProductId, 5_000],
    ]);

    const week = await get(merchant, `/api/merchant/analytics?period=week&product_id=${raffleProductId}`).expect(200);
    expect(week.body.data.totals).toEqual({ amount: 5_000, orders: 2, tickets: 5 });
    expect(week.body.data.series).toHaveLength(12);

    // days the JS parser accepts but PostgreSQL refuses, and ids beyond its integers: 422, not 500
    for (const query of ['from=2026-02-30', 'to=2026-04-31', 'from=0000-01-01&to=0000-01-02']) {
      const res = await get(merchant, `/api/merchant/analytics?${query}`).expect(422);
      expect([...new Set(Object.values(res.body.errors).flat())]).toEqual(['Date invalide (AAAA-MM-JJ)']);
    }
    const hugeId = await get(merchant, '/api/merchant/analytics?product_id=99999999999').expect(422);
    expect(hugeId.body.errors.product_id).toEqual(['Produit introuvable']);

    const bad = await get(merchant, '/api/merchant/analytics?period=year').expect(422);
    expect(bad.body.errors.period).toEqual(['Période invalide : jour, semaine ou mois']);
    // another merchant's figures stay apart
    expect((await get(otherMerchant, '/api/merchant/analytics').expect(200)).body.data.totals).toEqual({
      amount: 5_000,
      orders: 1,
      tickets: 0,
    });
  });
});
