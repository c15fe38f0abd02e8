import request from 'supertest';
import { Product } from '../../src/modules/catalogue/product.entity.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Ticket } from '../../src/modules/lotteries/ticket.entity.js';
import { Order, type OrderStatus } from '../../src/modules/orders/order.entity.js';
import { newOrderNumber } from '../../src/common/dated-number.js';
import { OrderStatusHistory } from '../../src/modules/orders/order-status-history.entity.js';
import { OrderStatusChangeService } from '../../src/modules/orders/order-status-change.service.js';
import { Payment } from '../../src/modules/payments/payment.entity.js';
import { Refund } from '../../src/modules/refunds/refund.entity.js';
import { RefundPayoutsService } from '../../src/modules/refunds/refund-payouts.service.js';
import { User } from '../../src/modules/users/user.entity.js';
import { createProduct } from '../factories/catalogue.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createPaidDirectOrder, createPaidLotteryOrder, createPayment } from '../factories/orders.js';
import { createUser } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';

let t: TestApp;
let lotteries: LotteriesService;
let admin: User;
let adminToken: string;
let agentToken: string;
let backOfficeToken: string;
let customerToken: string;
let merchantToken: string;
let seller: User;
let buyer: User;

beforeAll(async () => {
  t = await startTestApp({ listen: true, simulator: { delayMs: 30, callbackUrl: undefined } });
  lotteries = t.app.get(LotteriesService);
  const em = t.em();
  admin = await createUser(em, { roles: ['Admin'] });
  const agent = await createUser(em, { roles: ['Agent'] });
  const backOffice = await createUser(em, { roles: ['Agent Back Office'] });
  seller = await createUser(em, { roles: ['Business Enterprise'], companyName: 'Okoumé SARL' });
  buyer = await createUser(em);
  [adminToken, agentToken, customerToken, merchantToken, backOfficeToken] = await Promise.all(
    [admin, agent, buyer, seller, backOffice].map((u) => loginToken(t, u.email)),
  );
});
afterAll(() => t?.close());

const post = (number: string, body: object, token = adminToken) =>
  request(t.http).post(`/api/admin/orders/${number}/status`).set(bearer(token)).send(body);
const reload = (id: number) => t.em().findOneOrFail(Order, id);

async function directOrder(status: OrderStatus = 'paid', stock = 5) {
  const em = t.em();
  const product = await createProduct(em, { merchant: await em.findOneOrFail(User, seller.id), stock });
  const { order, payment } = await createPaidDirectOrder(em, await em.findOneOrFail(User, buyer.id), product, {
    status,
  });
  return { order, payment, product };
}

/** An unpaid direct order that took one unit off the stock, with one payment attempt in `paymentStatus`. */
async function unpaidOrder(paymentStatus: Payment['status'] | null) {
  const em = t.em();
  const product = await createProduct(em, { merchant: await em.findOneOrFail(User, seller.id), stock: 4 });
  const order = em.create(Order, {
    orderNumber: newOrderNumber(),
    user: await em.findOneOrFail(User, buyer.id),
    type: 'product_purchase',
    status: 'awaiting_payment',
    product,
    quantity: 1,
    unitPrice: product.price,
    totalAmount: product.price,
    expiresAt: new Date(Date.now() + 600_000),
  });
  await em.flush();
  if (paymentStatus) await createPayment(em, order, { status: paymentStatus });
  return { order, product };
}

async function lotteryOrder() {
  const em = t.em();
  const lottery = await createOpenLottery(em, lotteries, { total: 10 });
  const sale = await createPaidLotteryOrder(em, await em.findOneOrFail(User, buyer.id), lottery, 3);
  return { lottery, ...sale };
}

describe('POST /api/admin/orders/{order_number}/status', () => {
  it('answers 401 without a session and 403 to customers and merchants', async () => {
    const { order } = await directOrder();
    await request(t.http)
      .post(`/api/admin/orders/${order.orderNumber}/status`)
      .send({ status: 'fulfilled' })
      .expect(401);
    await post(order.orderNumber, { status: 'fulfilled' }, customerToken).expect(403);
    await post(order.orderNumber, { status: 'fulfilled' }, merchantToken).expect(403);
    expect((await reload(order.id)).status).toBe('paid');
  });

  it('does nothing when the current status is picked', async () => {
    const { order } = await directOrder('shipping');
    const res = await post(order.orderNumber, { status: 'paid' }).expect(200);
    expect(res.body).toEqual({
      success: true,
      message: `Statut de la commande #${order.orderNumber} mis à jour`,
      data: { status: 'paid', status_label: 'Payée' },
    });
    expect((await reload(order.id)).status).toBe('shipping');
    expect(await t.em().count(OrderStatusHistory, { order: order.id })).toBe(0);
  });

  it('moves paid ↔ fulfilled and keeps who did it on the timeline', async () => {
    const { order } = await directOrder('paid');
    const done = await post(order.orderNumber, { status: 'fulfilled' }).expect(200);
    expect(done.body.data).toEqual({ status: 'fulfilled', status_label: 'Traitée' });
    expect((await reload(order.id)).fulfilledAt).toBeInstanceOf(Date);
    const back = await post(order.orderNumber, { status: 'paid' }).expect(200);
    expect(back.body.data).toEqual({ status: 'paid', status_label: 'Payée' });
    const after = await reload(order.id);
    expect(after).toMatchObject({ status: 'paid', fulfilledAt: null });
    const history = await t.app.get(OrderStatusChangeService).history(order.id);
    expect(history.map((h) => [h.from, h.to, h.by?.id])).toEqual([
      ['paid', 'fulfilled', admin.id],
      ['fulfilled', 'paid', admin.id],
    ]);
    const timeline = await t.app.get(OrderStatusChangeService).timeline({ orderNumber: order.orderNumber }, 'fr');
    expect(timeline!.map((e) => e.title)).toEqual([
      'Commande créée',
      'Paiement reçu',
      'Statut modifié : Payée → Traitée',
      'Statut modifié : Traitée → Payée',
    ]);
    expect(timeline![2]!.by).toEqual({ id: admin.id, name: admin.fullName() });
  });

  it('marks a pending order paid only with a confirmed payment', async () => {
    const { order } = await unpaidOrder('pending');
    const refused = await post(order.orderNumber, { status: 'paid' }).expect(422);
    expect(refused.body.message).toMatch(/^Aucun paiement confirmé/);
    expect((await reload(order.id)).status).toBe('awaiting_payment');

    const { order: settled } = await unpaidOrder('paid');
    const res = await post(settled.orderNumber, { status: 'paid' }).expect(200);
    expect(res.body.data).toEqual({ status: 'paid', status_label: 'Payée' });
    expect(await reload(settled.id)).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
  });

  it('decides every cell of the dropdown (a direct order; pending without a collected payment)', async () => {
    const start = {
      pending: () => unpaidOrder('pending'),
      paid: () => directOrder('paid'),
      fulfilled: () => directOrder('fulfilled'),
      cancelled: () => directOrder('cancelled'),
    };
    const expected: Record<keyof typeof start, Record<string, number>> = {
      pending: { pending: 200, paid: 422, fulfilled: 422, cancelled: 200 },
      paid: { pending: 422, paid: 200, fulfilled: 200, cancelled: 200 },
      fulfilled: { pending: 422, paid: 200, fulfilled: 200, cancelled: 422 },
      cancelled: { pending: 422, paid: 422, fulfilled: 422, cancelled: 200 },
    };
    const seen: Record<string, Record<string, number>> = {};
    for (const from of Object.keys(start) as (keyof typeof start)[]) {
      seen[from] = {};
      for (const to of ['pending', 'paid', 'fulfilled', 'cancelled']) {
        const { order } = await start[from]();
        const res = await post(order.orderNumber, { status: to });
        seen[from][to] = res.status;
        if (res.status === 200) expect(res.body.data.status).toBe(to);
        else expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(/[a-zé]/) });
      }
    }
    expect(seen).toEqual(expected);
  });

  it('refuses what would corrupt money, in French', async () => {
    const { order } = await directOrder('paid');
    expect((await post(order.orderNumber, { status: 'pending' }).expect(422)).body.message).toBe(
      'Une commande payée ne peut pas revenir « En attente ».',
    );
    const { order: unpaid } = await unpaidOrder(null);
    expect((await post(unpaid.orderNumber, { status: 'fulfilled' }).expect(422)).body.message).toMatch(
      /n'est pas payée/,
    );
    const { order: shipped } = await directOrder('shipping');
    expect((await post(shipped.orderNumber, { status: 'cancelled' }).expect(422)).body.message).toMatch(
      /déjà expédiée/,
    );
    expect((await reload(shipped.id)).status).toBe('shipping');
    const bad = await post(order.orderNumber, { status: 'refunded' }).expect(422);
    expect(bad.body.errors.status).toEqual(['Statut invalide : choisissez En attente, Payée, Traitée ou Annulée.']);
    await post('ORD-NOPE-0000', { status: 'paid' }).expect(404);
    // the order's id works too
    expect((await post(String(order.id), { status: 'fulfilled' }).expect(200)).body.data.status).toBe('fulfilled');
  });

  it('cancels a pending order, giving its unit back, and never brings it back', async () => {
    const { order, product } = await unpaidOrder('pending');
    const res = await post(order.orderNumber, { status: 'cancelled' }).expect(200);
    expect(res.body.data).toEqual({ status: 'cancelled', status_label: 'Annulée' });
    expect(await reload(order.id)).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(Date) });
    expect((await t.em().findOneOrFail(Product, product.id)).stock).toBe(5);
    for (const status of ['pending', 'paid', 'fulfilled']) {
      const again = await post(order.orderNumber, { status }).expect(422);
      expect(again.body.message).toBe('Une commande annulée ne peut plus changer de statut.');
    }
    expect(await t.em().count(Refund, { order: order.id })).toBe(0);
  });

  it('cancels a paid direct order: stock back and one admin refund of what was paid', async () => {
    const { order, payment, product } = await directOrder('paid', 2);
    await post(order.orderNumber, { status: 'cancelled' }).expect(200);
    expect((await t.em().findOneOrFail(Product, product.id)).stock).toBe(3);
    const refunds = await t.em().find(Refund, { order: order.id });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      type: 'admin',
      reason: 'admin_initiated',
      status: 'pending',
      amount: payment.amount,
    });
  });

  it('cancels a paid raffle order before the draw exactly once under two concurrent requests', async () => {
    const { lottery, order, payment } = await lotteryOrder();
    const [a, b] = await Promise.all([
      post(order.orderNumber, { status: 'cancelled' }),
      post(order.orderNumber, { status: 'cancelled' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data).toEqual({ status: 'cancelled', status_label: 'Annulée' });
    const refunds = await t.em().find(Refund, { payment: payment.id });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ type: 'admin', amount: 3000, createdBy: expect.anything() });
    expect(await t.em().findOneOrFail(Lottery, lottery.id)).toMatchObject({
      soldTickets: 0,
      reservedTickets: 0,
      status: 'open',
    });
    const tickets = await t.em().find(Ticket, { order: order.id });
    expect(tickets.map((tk) => tk.status)).toEqual(['released', 'released', 'released']);
    expect(await t.em().count(OrderStatusHistory, { order: order.id })).toBe(1);

    // the payout then refunds the order (cancelled → refunded) and its payment
    await t.app.get(RefundPayoutsService).process(refunds[0]!.id, { auto: false });
    const end = Date.now() + 5000;
    while ((await t.em().findOneOrFail(Refund, refunds[0]!.id)).status !== 'completed' && Date.now() < end)
      await new Promise((r) => setTimeout(r, 50));
    expect((await reload(order.id)).status).toBe('refunded');
    expect((await t.em().findOneOrFail(Payment, payment.id)).status).toBe('refunded');
    const final = await post(order.orderNumber, { status: 'paid' }).expect(422);
    expect(final.body.message).toBe('Une commande remboursée ne peut plus changer de statut.');
  });

  it('refuses to cancel a paid raffle order after the draw', async () => {
    const { lottery, order } = await lotteryOrder();
    const em = t.em();
    const fresh = await em.findOneOrFail(Lottery, lottery.id);
    fresh.status = 'drawn';
    await em.flush();
    const res = await post(order.orderNumber, { status: 'cancelled' }).expect(422);
    expect(res.body.message).toBe('Le tirage de cette tombola a eu lieu : la commande ne peut plus être annulée.');
    expect((await reload(order.id)).status).toBe('paid');
    expect(await t.em().count(Refund, { order: order.id })).toBe(0);
  });
});

describe('PATCH /api/orders/{id}/status', () => {
  const patch = (id: number, body: object, token?: string) => {
    const req = request(t.http).patch(`/api/orders/${id}/status`);
    return (token ? req.set(bearer(token)) : req).send(body);
  };

  it('is for holders of orders.update_status: 401 without a session, 403 to customers, merchants and the support agent', async () => {
    const { order } = await directOrder('paid');
    await patch(order.id, { status: 'fulfilled' }).expect(401);
    await patch(order.id, { status: 'fulfilled' }, customerToken).expect(403);
    await patch(order.id, { status: 'fulfilled' }, merchantToken).expect(403);
    await patch(order.id, { status: 'fulfilled' }, agentToken).expect(403);
    expect((await reload(order.id)).status).toBe('paid');
  });

  it('changes the status through the same machine, with the staff member’s notes', async () => {
    const { order } = await directOrder('paid');
    const res = await patch(order.id, { status: 'fulfilled', notes: 'Remis en main propre' }, backOfficeToken).expect(
      200,
    );
    expect(res.body).toMatchObject({
      success: true,
      data: { id: order.id, order_number: order.orderNumber, status: 'fulfilled', status_label: 'Traitée' },
    });
    const [entry] = await t.app.get(OrderStatusChangeService).history(order.id);
    expect(entry).toMatchObject({ from: 'paid', to: 'fulfilled', notes: 'Remis en main propre' });
    expect((await patch(order.id, { status: 'pending' }, backOfficeToken).expect(422)).body.message).toMatch(
      /ne peut pas revenir/,
    );
    await patch(999_999_999, { status: 'paid' }, backOfficeToken).expect(404);
  });
});
