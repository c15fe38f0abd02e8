import { createHash } from 'node:crypto';
import request from 'supertest';
import { io } from 'socket.io-client';
import { Draw } from '../../src/modules/lotteries/draw.entity.js';
import { DrawService } from '../../src/modules/lotteries/draw.service.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Ticket } from '../../src/modules/lotteries/ticket.entity.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { Payment } from '../../src/modules/payments/payment.entity.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../src/modules/payments/gateway/payment-gateway.js';
import { ReconciliationService } from '../../src/modules/payments/reconciliation.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { recomputeDraw } from '../support/fair-draw-reference.js';
import { createProduct } from '../factories/catalogue.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let lotteries: LotteriesService;

beforeAll(async () => {
  t = await startTestApp({ listen: true, simulator: { delayMs: 20, callbackUrl: undefined } });
  lotteries = t.app.get(LotteriesService);
});
afterAll(() => t?.close());

async function buyer() {
  const user = await createUser(t.em());
  return { user, token: await loginToken(t, user.email) };
}

async function reserve(token: string, lotteryId: number, quantity: number, price = 1000): Promise<string> {
  const res = await request(t.http)
    .post('/api/tickets/purchase')
    .set(bearer(token))
    .send({ lottery_id: lotteryId, quantity, total_amount: quantity * price })
    .expect(201);
  return res.body.data.order_number;
}

function pay(token: string, orderNumber: string, phone: string) {
  const operator = phone.startsWith('07') ? 'airtel' : 'moov';
  return request(t.http).post('/api/payments/initiate-from-transaction').set(bearer(token)).send({ phone, operator, order_number: orderNumber });
}

async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const orderOf = (orderNumber: string) => t.em().findOneOrFail(Order, { orderNumber });
const callback = (billId: string) => request(t.http).post('/api/payments/callback/ebilling').type('form').send({ billingid: billId, state: 'paid', amount: '999999' });

describe('paying an order through the gateway (simulator over HTTP)', () => {
  it('pays reserved tickets: bill, push, notification, tickets sold', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    const { token } = await buyer();
    const orderNumber = await reserve(token, lottery.id, 2);
    const res = await pay(token, orderNumber, '074010203').expect(201);
    expect(res.body.data).toMatchObject({ order_number: orderNumber, amount: 2000 });
    expect(res.body.data.bill_id).toEqual(expect.any(String));
    expect(res.body.data.status_token.length).toBeGreaterThan(20);

    const order = await until(() => orderOf(orderNumber), (o) => o.status === 'paid');
    expect(order.status).toBe('paid');
    expect(order.paymentMethod).toBe('airtel_money');
    expect(await t.em().count(Ticket, { order: order.id, status: 'paid' })).toBe(2);
    const fresh = await t.em().findOneOrFail(Lottery, lottery.id);
    expect([fresh.soldTickets, fresh.reservedTickets]).toEqual([2, 0]);

    // the login-free confirmation page reads the status with its token, and only with it
    const status = await request(t.http).get(`/api/payments/status/${res.body.data.bill_id}`).set('X-Payment-Token', res.body.data.status_token).expect(200);
    expect(status.body.data).toMatchObject({ status: 'paid', order_number: orderNumber, amount: 2000 });
    await request(t.http).get(`/api/payments/status/${res.body.data.bill_id}`).set('X-Payment-Token', 'forged').expect(404);
    // a token in the URL would end up in logs and proxies: it is not read there
    await request(t.http).get(`/api/payments/status/${res.body.data.bill_id}`).query({ token: res.body.data.status_token }).expect(404);
  });

  it('pushes the outcome over Socket.IO to whoever holds the status token', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    const { token } = await buyer();
    const orderNumber = await reserve(token, lottery.id, 1);
    const { body } = await pay(token, orderNumber, '074010276').expect(201);
    // an anonymous socket is only admitted with the bill's status token at the handshake
    const socket = io(t.url!, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { bill_id: body.data.bill_id, token: body.data.status_token } });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      expect(await socket.emitWithAck('payment.watch', { bill_id: body.data.bill_id, token: 'wrong' })).toEqual({ ok: false });
      expect(await socket.emitWithAck('payment.watch', { bill_id: body.data.bill_id, token: body.data.status_token })).toEqual({ ok: true });
      const pushed = new Promise<{ bill_id: string; status: string }>((resolve) => socket.on('payment.status', resolve));
      await request(t.http).post(`/simulator/api/pushes/${body.data.bill_id}/approve`).send({ pin: '0000' }).expect(200);
      expect(await pushed).toMatchObject({ bill_id: body.data.bill_id, status: 'paid', order_number: orderNumber });
    } finally {
      socket.close();
    }
  });

  it('sends the USSD push again while the bill waits, a few times at most', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    const { token } = await buyer();
    const orderNumber = await reserve(token, lottery.id, 1);
    const { body } = await pay(token, orderNumber, '074010277').expect(201);
    const retry = (auth: { token?: string }) => request(t.http).post('/api/payments/retry-ussd').send({ bill_id: body.data.bill_id, operator: 'airtel', ...auth });
    await retry({ token: 'forged' }).expect(404);
    const first = await retry({ token: body.data.status_token }).expect(200);
    expect(first.body).toMatchObject({ success: true, message: 'Push USSD relancé avec succès !' });
    expect(first.body.data.window_seconds).toBe(t.config.paymentWindowSeconds);
    // simultaneous taps: only one more push fits under the cap of 3
    const burst = await Promise.all([1, 2, 3, 4].map(() => retry({ token: body.data.status_token })));
    expect(burst.map((r) => r.status).sort()).toEqual([200, 429, 429, 429]);
    expect((await t.em().findOneOrFail(Payment, { billId: body.data.bill_id })).pushCount).toBe(3);
    await retry({ token: body.data.status_token }).expect(429);

    await request(t.http).post(`/simulator/api/pushes/${body.data.bill_id}/approve`).send({ pin: '4321' }).expect(200);
    await until(() => orderOf(orderNumber), (o) => o.status === 'paid');
    await retry({ token: body.data.status_token }).expect(409);
  });

  it('refuses to send the push again once mobile money is switched off, in French', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    const { token } = await buyer();
    const orderNumber = await reserve(token, lottery.id, 1);
    const { body } = await pay(token, orderNumber, '074010279').expect(201);
    const mobileMoney = (active: boolean) => t.em().getConnection().execute(`update "payment_methods" set "active" = ? where "code" = 'ebilling'`, [active]);
    await mobileMoney(false);
    try {
      const res = await request(t.http).post('/api/payments/retry-ussd').send({ bill_id: body.data.bill_id, operator: 'airtel', token: body.data.status_token }).expect(409);
      expect(res.body.message).toBe('Le paiement mobile (Airtel Money, Moov Money) est momentanément indisponible.');
      expect((await t.em().findOneOrFail(Payment, { billId: body.data.bill_id })).pushCount).toBe(1);
    } finally {
      await mobileMoney(true);
    }
  });

  it('credits a payment exactly once, whatever the notifications repeat', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    const { token } = await buyer();
    const orderNumber = await reserve(token, lottery.id, 3);
    // 70–79: the simulated payer decides on the phone page
    const { body } = await pay(token, orderNumber, '074010275').expect(201);
    const billId: string = body.data.bill_id;
    const early = await Promise.all([1, 2, 3].map(() => callback(billId)));
    expect(early.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await orderOf(orderNumber)).status).toBe('awaiting_payment');

    await request(t.http).post(`/simulator/api/pushes/${billId}/approve`).send({ pin: '1234' }).expect(200);
    const replies = await Promise.all([1, 2, 3, 4, 5].map(() => callback(billId)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const order = await until(() => orderOf(orderNumber), (o) => o.status === 'paid');
    expect(order.status).toBe('paid');
    await Promise.all([1, 2, 3, 4, 5].map(() => callback(billId)));

    expect(await t.em().count(Payment, { order: order.id, status: 'paid' })).toBe(1);
    expect(await t.em().count(Ticket, { order: order.id, status: 'paid' })).toBe(3);
    const fresh = await t.em().findOneOrFail(Lottery, lottery.id);
    expect([fresh.soldTickets, fresh.reservedTickets]).toEqual([3, 0]);
  });

  it('ignores notifications for unknown bills and never credits a mismatched bill', async () => {
    const unknown = await callback('no-such-bill').expect(200);
    expect(unknown.body.outcome).toBe('unknown_bill');
    await request(t.http).post('/api/payments/callback/ebilling').type('form').send({}).expect(400);

    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    const { token } = await buyer();
    const orderNumber = await reserve(token, lottery.id, 1);
    const { body } = await pay(token, orderNumber, '074010271').expect(201);

    // a bill paid at the gateway for a different amount, presented as this payment's bill
    const gateway = t.app.get<PaymentGateway>(PAYMENT_GATEWAY);
    const payment = await t.em().findOneOrFail(Payment, { billId: body.data.bill_id });
    const { billId: other } = await gateway.createBill({
      payerMsisdn: '074010201',
      payerEmail: 'x@mbolo.test',
      payerName: 'X',
      amount: 1,
      shortDescription: 'forged',
      externalReference: payment.reference,
      expiryPeriodMinutes: 5,
    });
    await gateway.pushUssd(other, 'airtelmoney', '074010201');
    await until(() => gateway.getBill(other), (b) => b.state === 'paid');
    await t.em().nativeUpdate(Payment, { id: payment.id }, { billId: other });
    expect((await callback(other).expect(200)).body.outcome).toBe('mismatch');
    expect((await orderOf(orderNumber)).status).toBe('awaiting_payment');
    expect((await t.em().findOneOrFail(Payment, payment.id)).status).toBe('pending');
    expect((await t.em().findOneOrFail(Lottery, lottery.id)).soldTickets).toBe(0);
  });

  it('records a declined payment as failed and lets the buyer try again', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    const { token } = await buyer();
    const orderNumber = await reserve(token, lottery.id, 1);
    const first = await pay(token, orderNumber, '065010285').expect(201);
    const failed = await until(
      () => t.em().findOneOrFail(Payment, { billId: first.body.data.bill_id }),
      (p) => p.status === 'failed',
    );
    expect(failed.status).toBe('failed');
    const status = await request(t.http).get(`/api/payments/status/${first.body.data.bill_id}`).set(bearer(token)).expect(200);
    expect(status.body.data.status).toBe('failed');
    expect(status.body.data.error_message).toEqual(expect.any(String));

    await pay(token, orderNumber, '065010203').expect(201);
    expect((await until(() => orderOf(orderNumber), (o) => o.status === 'paid')).status).toBe('paid');
    await pay(token, orderNumber, '065010203').expect(409);
  });

  it('checks the number against the operator, the order owner and the order state', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    const { token } = await buyer();
    const other = await buyer();
    const orderNumber = await reserve(token, lottery.id, 1);

    const wrongPrefix = await request(t.http)
      .post('/api/payments/initiate-from-transaction')
      .set(bearer(token))
      .send({ phone: '065010203', operator: 'airtel', order_number: orderNumber })
      .expect(422);
    expect(wrongPrefix.body.errors.phone[0]).toBe('Le numéro doit commencer par 074, 077 ou 076 pour Airtel');
    const short = await request(t.http)
      .post('/api/payments/initiate-from-transaction')
      .set(bearer(token))
      .send({ phone: '07401', operator: 'airtel', order_number: orderNumber })
      .expect(422);
    expect(short.body.errors.phone[0]).toBe('Le numéro doit contenir 9 chiffres');

    const forbidden = await pay(other.token, orderNumber, '074010203').expect(403);
    expect(forbidden.body.message).toBe("Vous n'êtes pas autorisé à voir cette commande.");
    await pay(token, 'MB-000000-ZZZZZZ', '074010203').expect(404);

    await t.em().nativeUpdate(Order, { orderNumber }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await pay(token, orderNumber, '074010203').expect(410);
    expect(expired.body).toMatchObject({ success: false, error_code: 'ORDER_EXPIRED', message: 'Cette commande a expiré. Veuillez créer une nouvelle commande.' });
  });

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
    const payment = await until(() => t.em().findOneOrFail(Payment, { billId }), (p) => p.status !== 'expired');
    expect(payment).toMatchObject({ status: 'cancelled', failureReason: 'payments.errors.refund_due' });
    expect(payment.gatewayTransactionId).toEqual(expect.any(String));
    expect((await orderOf(orderNumber)).status).toBe('expired');
    const fresh = await t.em().findOneOrFail(Lottery, lottery.id);
    expect([fresh.soldTickets, fresh.reservedTickets]).toEqual([0, 0]);
    // the confirmation page tells the payer the money will come back
    const status = await request(t.http).get(`/api/payments/status/${billId}`).set('X-Payment-Token', body.data.status_token).expect(200);
    expect(status.body.data).toMatchObject({ status: 'cancelled', error_message: 'Paiement reçu pour une commande déjà réglée ou expirée : il sera remboursé.' });
  });

  it('never sells tickets of a raffle that ended or was drawn while their payment was under way', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    const a = await buyer();
    const b = await buyer();
    const paidOrder = await reserve(b.token, lottery.id, 1);
    const late = await reserve(a.token, lottery.id, 2);
    await pay(b.token, paidOrder, '074010203').expect(201);
    await until(() => orderOf(paidOrder), (o) => o.status === 'paid');
    // 70–79: the payer has not answered the prompt yet
    const { body } = await pay(a.token, late, '074010279').expect(201);
    const billId: string = body.data.bill_id;

    await t.em().nativeUpdate(Lottery, { id: lottery.id }, { endDate: new Date(Date.now() - 1000) });
    const refused = await pay(a.token, late, '074010203').expect(409);
    expect(refused.body).toMatchObject({ success: false, error_code: 'LOTTERY_CLOSED', message: 'Cette commande ne peut plus être payée.' });
    const draw = await t.app.get(DrawService).drawNow(lottery.id, 'end_date');
    expect(draw.pool).toHaveLength(1);

    await request(t.http).post(`/simulator/api/pushes/${billId}/approve`).send({ pin: '1234' }).expect(200);
    await callback(billId).expect(200);
    const payment = await until(() => t.em().findOneOrFail(Payment, { billId }), (p) => p.status !== 'pending');
    expect(payment).toMatchObject({ status: 'cancelled', failureReason: 'payments.errors.refund_due' });
    const order = await orderOf(late);
    expect(order.status).toBe('cancelled');
    expect(await t.em().count(Ticket, { order: order.id, status: 'released' })).toBe(2);
    const fresh = await t.em().findOneOrFail(Lottery, lottery.id);
    expect([fresh.status, fresh.soldTickets, fresh.reservedTickets]).toEqual(['drawn', 1, 0]);
  });

  it('selling the last tickets through real payments draws exactly once, with a verifiable proof', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 3 });
    const a = await buyer();
    const b = await buyer();
    const first = await reserve(a.token, lottery.id, 2);
    const second = await reserve(b.token, lottery.id, 1);
    const [p1, p2] = await Promise.all([pay(a.token, first, '074010210'), pay(b.token, second, '066010220')]);
    expect([p1.status, p2.status]).toEqual([201, 201]);
    await until(() => t.em().findOneOrFail(Lottery, lottery.id), (l) => l.status === 'drawn');
    // late repeats of both notifications change nothing
    await Promise.all([callback(p1.body.data.bill_id), callback(p2.body.data.bill_id), callback(p1.body.data.bill_id)]);
    expect(await t.em().count(Draw, { lottery: lottery.id })).toBe(1);

    const { body } = await request(t.http).get(`/api/public/results/${lottery.id}/proof`).expect(200);
    const proof = body.data;
    expect(createHash('sha256').update(Buffer.from(proof.seed, 'hex')).digest('hex')).toBe(proof.seed_commitment);
    // the local beacon's round after the sale closed is mixed in (hmac-sha256-rejection-v2)
    expect(proof.beacon).toMatchObject({ source: 'local', value: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const again = recomputeDraw(proof.seed, proof.lottery_number, proof.tickets, proof.beacon.value);
    expect(proof.tickets).toHaveLength(3);
    expect(again.winner).toBe(proof.winning_ticket);
    expect(again.counter).toBe(proof.counter);
  });
});

describe('direct purchases, orders and invoices', () => {
  async function directProduct(stock: number) {
    const merchant = await createUser(t.em(), { roles: ['Business Enterprise'], companyName: 'Boutique Nzeng' });
    const em = t.em();
    const { Product } = await import('../../src/modules/catalogue/product.entity.js');
    const product = em.create(Product, { merchant, name: 'Radio solaire', description: 'Une radio', price: 15_000, saleMode: 'direct', status: 'active', stock, images: [] });
    await em.flush();
    return product;
  }

  it('reserves stock, pays, confirms receipt once and serves the invoice only when paid', async () => {
    const product = await directProduct(1);
    const { token } = await buyer();
    const other = await buyer();
    await request(t.http).post('/api/payments/initiate').set(bearer(token)).send({ product_id: product.id, type: 'product_purchase', amount: 14_000 }).expect(422);
    const created = await request(t.http).post('/api/payments/initiate').set(bearer(token)).send({ product_id: product.id, type: 'product_purchase', amount: 15_000 }).expect(201);
    expect(created.body).toMatchObject({ success: true, redirect_to_payment: true, data: { amount: 15_000, type: 'product' } });
    const orderNumber: string = created.body.data.order_number;
    // the only unit is held for this order
    const soldOut = await request(t.http).post('/api/payments/initiate').set(bearer(other.token)).send({ product_id: product.id, amount: 15_000 }).expect(409);
    expect(soldOut.body.message).toBe("Ce produit n'est plus en stock.");

    const unpaid = await request(t.http).get(`/api/orders/${orderNumber}/invoice`).set(bearer(token)).expect(409);
    expect(unpaid.body.message).toBe("La facture n'est disponible que pour les commandes payées");
    await request(t.http).get(`/api/orders/${orderNumber}`).set(bearer(other.token)).expect(403);
    await request(t.http).get('/api/orders/MB-000000-AAAAAA').set(bearer(token)).expect(404);

    await pay(token, orderNumber, '077010203').expect(201);
    await until(() => orderOf(orderNumber), (o) => o.status === 'paid');

    const detail = await request(t.http).get(`/api/orders/${orderNumber}`).set(bearer(token)).expect(200);
    expect(detail.body.data).toMatchObject({ order_number: orderNumber, status: 'paid', type: 'product_purchase', total_amount: 15_000, payments_count: 1 });
    expect(detail.body.data.payments[0]).toMatchObject({ status: 'paid', amount: 15_000, payment_method: 'airtel_money' });

    const pdf = await request(t.http).get(`/api/orders/${orderNumber}/invoice`).set(bearer(token)).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 4).toString()).toBe('%PDF');

    const confirmed = await request(t.http).post(`/api/orders/${orderNumber}/confirm-delivery`).set(bearer(token)).send({ notes: '  Reçu en bon état ' }).expect(200);
    expect(confirmed.body).toMatchObject({ success: true, message: 'Réception du produit confirmée avec succès' });
    expect(confirmed.body.data.fulfilled_at).toEqual(expect.any(String));
    const again = await request(t.http).post(`/api/orders/${orderNumber}/confirm-delivery`).set(bearer(token)).send({}).expect(409);
    expect(again.body.message).toBe('Cette commande est déjà marquée comme reçue');
    expect((await orderOf(orderNumber)).notes).toBe('Reçu en bon état');

    const stats = await request(t.http).get('/api/orders/stats').set(bearer(token)).expect(200);
    expect(stats.body.data).toMatchObject({ total_orders: 1, fulfilled_orders: 1, total_amount_spent: 15_000, direct_orders: 1 });
    const payments = await request(t.http).get('/api/payments').set(bearer(token)).expect(200);
    expect(payments.body.data).toHaveLength(1);
    expect(payments.body.pagination).toMatchObject({ current_page: 1, total: 1 });
    // spec 2's other names of the states: a `completed` payment is paid, a `pending` order awaits payment
    const completed = await request(t.http).get('/api/payments').query({ status: 'completed' }).set(bearer(token)).expect(200);
    expect(completed.body.data).toHaveLength(1);
    const waiting = await request(t.http).get('/api/orders').query({ status: 'pending' }).set(bearer(token)).expect(200);
    expect(waiting.body.data).toEqual([]);
    const pstats = await request(t.http).get('/api/payments/stats').set(bearer(token)).expect(200);
    expect(pstats.body.data).toMatchObject({ successful_payments: 1, total_amount: 15_000 });
    const tx = await request(t.http).get('/api/transactions').query({ status: 'completed' }).set(bearer(token)).expect(200);
    expect(tx.body.data.transactions[0]).toMatchObject({ order_number: orderNumber, status: 'completed', amount: 15_000 });
  });

  it('confirms receipt once when the buyer taps twice at the same time', async () => {
    const product = await directProduct(1);
    const { token } = await buyer();
    const created = await request(t.http).post('/api/payments/initiate').set(bearer(token)).send({ product_id: product.id, amount: 15_000 }).expect(201);
    const orderNumber: string = created.body.data.order_number;
    await pay(token, orderNumber, '077010203').expect(201);
    await until(() => orderOf(orderNumber), (o) => o.status === 'paid');
    const replies = await Promise.all([1, 2, 3, 4].map(() => request(t.http).post(`/api/orders/${orderNumber}/confirm-delivery`).set(bearer(token)).send({})));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('does not let a lottery order without a winning ticket be marked received', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    const { token } = await buyer();
    const orderNumber = await reserve(token, lottery.id, 1);
    await pay(token, orderNumber, '074010203').expect(201);
    await until(() => orderOf(orderNumber), (o) => o.status === 'paid');
    const res = await request(t.http).post(`/api/orders/${orderNumber}/confirm-delivery`).set(bearer(token)).send({}).expect(400);
    expect(res.body.message).toBe('Cette commande ne peut pas être marquée comme reçue');
    const list = await request(t.http).get('/api/orders').query({ type: 'lottery', status: 'paid' }).set(bearer(token)).expect(200);
    expect(list.body.data.map((o: { order_number: string }) => o.order_number)).toEqual([orderNumber]);
    const unpaid = await reserve(token, lottery.id, 1);
    const pending = await request(t.http).get('/api/orders').query({ status: 'pending' }).set(bearer(token)).expect(200);
    expect(pending.body.data.map((o: { order_number: string }) => o.order_number)).toEqual([unpaid]);
  });

  it('returns unpaid stock when a direct order expires', async () => {
    const product = await directProduct(2);
    const { token } = await buyer();
    const created = await request(t.http).post('/api/payments/initiate').set(bearer(token)).send({ product_id: product.id, amount: 30_000, quantity: 2 }).expect(201);
    const order = await orderOf(created.body.data.order_number);
    const { Product } = await import('../../src/modules/catalogue/product.entity.js');
    expect((await t.em().findOneOrFail(Product, product.id)).stock).toBe(0);
    await t.app.get(ReconciliationService).expireDue(new Date(order.expiresAt!.getTime() + 1000));
    expect((await t.em().findOneOrFail(Product, product.id)).stock).toBe(2);
    expect((await orderOf(order.orderNumber)).status).toBe('expired');
  });
});
