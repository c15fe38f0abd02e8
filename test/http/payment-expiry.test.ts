import request from 'supertest';
import { DrawService } from '../../src/modules/lotteries/draw.service.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Ticket } from '../../src/modules/lotteries/ticket.entity.js';
import { Payment } from '../../src/modules/payments/payment.entity.js';
import { ReconciliationService } from '../../src/modules/payments/reconciliation.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createProduct } from '../factories/catalogue.js';
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

const { buyer, reserve, pay, until, orderOf, callback } = paymentFlow(() => t);

describe('orders whose payment window ended (simulator over HTTP)', () => {
  it('expires unpaid orders after their window and puts the tickets back on sale', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 4 });
    const { token } = await buyer();
    const orderNumber = await reserve(token, lottery.id, 4);
    const { body } = await pay(token, orderNumber, '074010295').expect(201);
    const reconciler = t.app.get(ReconciliationService);
    const order = await orderOf(orderNumber);
    await reconciler.expireDue(new Date(order.expiresAt!.getTime() - 1000));
    expect((await orderOf(orderNumber)).status).toBe('awaiting_payment');
    expect(await reconciler.expireDue(new Date(order.expiresAt!.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    expect((await orderOf(orderNumber)).status).toBe('expired');
    expect((await t.em().findOneOrFail(Payment, { billId: body.data.bill_id })).status).toBe('expired');
    expect((await t.em().findOneOrFail(Lottery, lottery.id)).reservedTickets).toBe(0);
    await reserve(token, lottery.id, 4);
  });

  it('expires the orders behind a batch of orders whose bills the gateway cannot answer yet', async () => {
    const seller = await createUser(t.em(), { roles: ['Business Individual'] });
    const product = await createProduct(t.em(), { merchant: seller, stock: null });
    const customer = await createUser(t.em());
    const sql = t.em().getConnection();
    const expiry = new Date(Date.now() - 60_000);
    // 60 orders left waiting (a pending bill no gateway answers, within its grace), all older than the plain one
    await sql.execute(
      `with o as (
         insert into orders (order_number, user_id, type, status, product_id, quantity, unit_price, total_amount, expires_at, created_at, updated_at)
         select 'MB-WAIT-' || g, ?, 'product_purchase', 'awaiting_payment', ?, 1, 1000, 1000, ?::timestamptz - (g || ' seconds')::interval, now(), now()
           from generate_series(1, 60) g returning id)
       insert into payments (reference, order_id, user_id, amount, method, status, phone, gateway, bill_id, status_token_hash, expires_at, created_at, updated_at)
       select 'REF-WAIT-' || id, id, ?, 1000, 'airtel_money', 'pending', '+24174010203', 'ebilling', 'NO-SUCH-BILL-' || id, 'x', now(), now(), now() from o`,
      [customer.id, product.id, expiry.toISOString(), customer.id],
    );
    await sql.execute(
      `insert into orders (order_number, user_id, type, status, product_id, quantity, unit_price, total_amount, expires_at, created_at, updated_at)
       values ('MB-PLAIN-1', ?, 'product_purchase', 'awaiting_payment', ?, 1, 1000, 1000, ?, now(), now())`,
      [customer.id, product.id, expiry],
    );
    expect(await t.app.get(ReconciliationService).expireDue(new Date())).toBeGreaterThanOrEqual(1);
    expect((await orderOf('MB-PLAIN-1')).status).toBe('expired');
    expect((await orderOf('MB-WAIT-1')).status).toBe('awaiting_payment');
  });

  it('records money the gateway took after the attempt expired with its order, for a refund', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 5 });
    const { token } = await buyer();
    const orderNumber = await reserve(token, lottery.id, 2);
    const { body } = await pay(token, orderNumber, '074010278').expect(201);
    const billId: string = body.data.bill_id;
    const order = await orderOf(orderNumber);
    await t.app.get(ReconciliationService).expireDue(new Date(order.expiresAt!.getTime() + 1000));
    expect((await orderOf(orderNumber)).status).toBe('expired');

    // the payer approves the prompt a moment too late: the money has left their account
    await request(t.http).post(`/simulator/api/pushes/${billId}/approve`).send({ pin: '1234' }).expect(200);
    await callback(billId).expect(200);
    const payment = await until(
      () => t.em().findOneOrFail(Payment, { billId }),
      (p) => p.status !== 'expired',
    );
    expect(payment).toMatchObject({ status: 'cancelled', failureReason: 'payments.errors.refund_due' });
    expect(payment.gatewayTransactionId).toEqual(expect.any(String));
    expect((await orderOf(orderNumber)).status).toBe('expired');
    const fresh = await t.em().findOneOrFail(Lottery, lottery.id);
    expect([fresh.soldTickets, fresh.reservedTickets]).toEqual([0, 0]);
    // the confirmation page tells the payer the money will come back
    const status = await request(t.http)
      .get(`/api/payments/status/${billId}`)
      .set('X-Payment-Token', body.data.status_token)
      .expect(200);
    expect(status.body.data).toMatchObject({
      status: 'cancelled',
      error_message: 'Paiement reçu pour une commande déjà réglée ou expirée : il sera remboursé.',
    });
  });

  it('never sells tickets of a raffle that ended or was drawn while their payment was under way', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    const a = await buyer();
    const b = await buyer();
    const paidOrder = await reserve(b.token, lottery.id, 1);
    const late = await reserve(a.token, lottery.id, 2);
    await pay(b.token, paidOrder, '074010203').expect(201);
    await until(
      () => orderOf(paidOrder),
      (o) => o.status === 'paid',
    );
    // 70–79: the payer has not answered the prompt yet
    const { body } = await pay(a.token, late, '074010279').expect(201);
    const billId: string = body.data.bill_id;

    await t.em().nativeUpdate(Lottery, { id: lottery.id }, { endDate: new Date(Date.now() - 1000) });
    const refused = await pay(a.token, late, '074010203').expect(409);
    expect(refused.body).toMatchObject({
      success: false,
      error_code: 'LOTTERY_CLOSED',
      message: 'Cette commande ne peut plus être payée.',
    });
    const draw = await t.app.get(DrawService).drawNow(lottery.id, 'end_date');
    expect(draw.pool).toHaveLength(1);

    await request(t.http).post(`/simulator/api/pushes/${billId}/approve`).send({ pin: '1234' }).expect(200);
    await callback(billId).expect(200);
    const payment = await until(
      () => t.em().findOneOrFail(Payment, { billId }),
      (p) => p.status !== 'pending',
    );
    expect(payment).toMatchObject({ status: 'cancelled', failureReason: 'payments.errors.refund_due' });
    const order = await orderOf(late);
    expect(order.status).toBe('cancelled');
    expect(await t.em().count(Ticket, { order: order.id, status: 'released' })).toBe(2);
    const fresh = await t.em().findOneOrFail(Lottery, lottery.id);
    expect([fresh.status, fresh.soldTickets, fresh.reservedTickets]).toEqual(['drawn', 1, 0]);
  });
});
