import request from 'supertest';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { ReconciliationService } from '../../src/modules/payments/reconciliation.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createUser } from '../factories/users.js';
import { paymentFlow } from '../support/payment-flow.js';

let t: TestApp;
let lotteries: LotteriesService;

beforeAll(async () => {
  t = await startTestApp({ listen: true, simulator: { delayMs: 20, callbackUrl: undefined } });
  lotteries = t.app.get(LotteriesService);
});
afterAll(() => t?.close());

const { buyer, reserve, pay, until, orderOf } = paymentFlow(() => t);

describe('direct purchases, orders and invoices', () => {
  async function directProduct(stock: number) {
    const merchant = await createUser(t.em(), { roles: ['Business Enterprise'], companyName: 'Boutique Nzeng' });
    const em = t.em();
    const { Product } = await import('../../src/modules/catalogue/product.entity.js');
    const product = em.create(Product, {
      merchant,
      name: 'Radio solaire',
      description: 'Une radio',
      price: 15_000,
      saleMode: 'direct',
      status: 'active',
      stock,
      images: [],
    });
    await em.flush();
    return product;
  }

  it('reserves stock, pays, confirms receipt once and serves the invoice only when paid', async () => {
    const product = await directProduct(1);
    const { token } = await buyer();
    const other = await buyer();
    await request(t.http)
      .post('/api/payments/initiate')
      .set(bearer(token))
      .send({ product_id: product.id, type: 'product_purchase', amount: 14_000 })
      .expect(422);
    const created = await request(t.http)
      .post('/api/payments/initiate')
      .set(bearer(token))
      .send({ product_id: product.id, type: 'product_purchase', amount: 15_000 })
      .expect(201);
    expect(created.body).toMatchObject({
      success: true,
      redirect_to_payment: true,
      data: { amount: 15_000, type: 'product' },
    });
    const orderNumber: string = created.body.data.order_number;
    // the only unit is held for this order
    const soldOut = await request(t.http)
      .post('/api/payments/initiate')
      .set(bearer(other.token))
      .send({ product_id: product.id, amount: 15_000 })
      .expect(409);
    expect(soldOut.body.message).toBe("Ce produit n'est plus en stock.");

    const unpaid = await request(t.http).get(`/api/orders/${orderNumber}/invoice`).set(bearer(token)).expect(409);
    expect(unpaid.body.message).toBe("La facture n'est disponible que pour les commandes payées");
    await request(t.http).get(`/api/orders/${orderNumber}`).set(bearer(other.token)).expect(403);
    await request(t.http).get('/api/orders/MB-000000-AAAAAA').set(bearer(token)).expect(404);

    await pay(token, orderNumber, '077010203').expect(201);
    await until(
      () => orderOf(orderNumber),
      (o) => o.status === 'paid',
    );

    const detail = await request(t.http).get(`/api/orders/${orderNumber}`).set(bearer(token)).expect(200);
    expect(detail.body.data).toMatchObject({
      order_number: orderNumber,
      status: 'paid',
      type: 'product_purchase',
      total_amount: 15_000,
      payments_count: 1,
    });
    expect(detail.body.data.payments[0]).toMatchObject({
      status: 'paid',
      amount: 15_000,
      payment_method: 'airtel_money',
    });

    const pdf = await request(t.http)
      .get(`/api/orders/${orderNumber}/invoice`)
      .set(bearer(token))
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 4).toString()).toBe('%PDF');

    const confirmed = await request(t.http)
      .post(`/api/orders/${orderNumber}/confirm-delivery`)
      .set(bearer(token))
      .send({ notes: '  Reçu en bon état ' })
      .expect(200);
    expect(confirmed.body).toMatchObject({ success: true, message: 'Réception du produit confirmée avec succès' });
    expect(confirmed.body.data.fulfilled_at).toEqual(expect.any(String));
    const again = await request(t.http)
      .post(`/api/orders/${orderNumber}/confirm-delivery`)
      .set(bearer(token))
      .send({})
      .expect(409);
    expect(again.body.message).toBe('Cette commande est déjà marquée comme reçue');
    expect((await orderOf(orderNumber)).notes).toBe('Reçu en bon état');

    const stats = await request(t.http).get('/api/orders/stats').set(bearer(token)).expect(200);
    expect(stats.body.data).toMatchObject({
      total_orders: 1,
      fulfilled_orders: 1,
      total_amount_spent: 15_000,
      direct_orders: 1,
    });
    const payments = await request(t.http).get('/api/payments').set(bearer(token)).expect(200);
    expect(payments.body.data).toHaveLength(1);
    expect(payments.body.pagination).toMatchObject({ current_page: 1, total: 1 });
    // spec 2's other names of the states: a `completed` payment is paid, a `pending` order awaits payment
    const completed = await request(t.http)
      .get('/api/payments')
      .query({ status: 'completed' })
      .set(bearer(token))
      .expect(200);
    expect(completed.body.data).toHaveLength(1);
    const waiting = await request(t.http)
      .get('/api/orders')
      .query({ status: 'pending' })
      .set(bearer(token))
      .expect(200);
    expect(waiting.body.data).toEqual([]);
    const pstats = await request(t.http).get('/api/payments/stats').set(bearer(token)).expect(200);
    expect(pstats.body.data).toMatchObject({ successful_payments: 1, total_amount: 15_000 });
    const tx = await request(t.http)
      .get('/api/transactions')
      .query({ status: 'completed' })
      .set(bearer(token))
      .expect(200);
    expect(tx.body.data.transactions[0]).toMatchObject({
      order_number: orderNumber,
      status: 'completed',
      amount: 15_000,
    });
  });

  it('confirms receipt once when the buyer taps twice at the same time', async () => {
    const product = await directProduct(1);
    const { token } = await buyer();
    const created = await request(t.http)
      .post('/api/payments/initiate')
      .set(bearer(token))
      .send({ product_id: product.id, amount: 15_000 })
      .expect(201);
    const orderNumber: string = created.body.data.order_number;
    await pay(token, orderNumber, '077010203').expect(201);
    await until(
      () => orderOf(orderNumber),
      (o) => o.status === 'paid',
    );
    const replies = await Promise.all(
      [1, 2, 3, 4].map(() =>
        request(t.http).post(`/api/orders/${orderNumber}/confirm-delivery`).set(bearer(token)).send({}),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('does not let a lottery order without a winning ticket be marked received', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    const { token } = await buyer();
    const orderNumber = await reserve(token, lottery.id, 1);
    await pay(token, orderNumber, '074010203').expect(201);
    await until(
      () => orderOf(orderNumber),
      (o) => o.status === 'paid',
    );
    const res = await request(t.http)
      .post(`/api/orders/${orderNumber}/confirm-delivery`)
      .set(bearer(token))
      .send({})
      .expect(400);
    expect(res.body.message).toBe('Cette commande ne peut pas être marquée comme reçue');
    const list = await request(t.http)
      .get('/api/orders')
      .query({ type: 'lottery', status: 'paid' })
      .set(bearer(token))
      .expect(200);
    expect(list.body.data.map((o: { order_number: string }) => o.order_number)).toEqual([orderNumber]);
    const unpaid = await reserve(token, lottery.id, 1);
    const pending = await request(t.http)
      .get('/api/orders')
      .query({ status: 'pending' })
      .set(bearer(token))
      .expect(200);
    expect(pending.body.data.map((o: { order_number: string }) => o.order_number)).toEqual([unpaid]);
  });

  it('returns unpaid stock when a direct order expires', async () => {
    const product = await directProduct(2);
    const { token } = await buyer();
    const created = await request(t.http)
      .post('/api/payments/initiate')
      .set(bearer(token))
      .send({ product_id: product.id, amount: 30_000, quantity: 2 })
      .expect(201);
    const order = await orderOf(created.body.data.order_number);
    const { Product } = await import('../../src/modules/catalogue/product.entity.js');
    expect((await t.em().findOneOrFail(Product, product.id)).stock).toBe(0);
    await t.app.get(ReconciliationService).expireDue(new Date(order.expiresAt!.getTime() + 1000));
    expect((await t.em().findOneOrFail(Product, product.id)).stock).toBe(2);
    expect((await orderOf(order.orderNumber)).status).toBe('expired');
  });
});
