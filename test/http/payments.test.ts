import { createHash } from 'node:crypto';
import request from 'supertest';
import { io } from 'socket.io-client';
import { Draw } from '../../src/modules/lotteries/draw.entity.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Ticket } from '../../src/modules/lotteries/ticket.entity.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { Payment } from '../../src/modules/payments/payment.entity.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../src/infra/ebilling/payment-gateway.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';
import { recomputeDraw } from '../support/fair-draw-reference.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { paymentFlow } from '../support/payment-flow.js';

let t: TestApp;
let lotteries: LotteriesService;

beforeAll(async () => {
  t = await startTestApp({ listen: true, simulator: { delayMs: 20, callbackUrl: undefined } });
  lotteries = t.app.get(LotteriesService);
});
afterAll(() => t?.close());

const { buyer, reserve, pay, until, orderOf, callback } = paymentFlow(() => t);

describe('paying an order through the gateway (simulator over HTTP)', () => {
  it('pays reserved tickets: bill, push, notification, tickets sold', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    const { token } = await buyer();
    const orderNumber = await reserve(token, lottery.id, 2);
    const res = await pay(token, orderNumber, '074010203').expect(201);
    expect(res.body.data).toMatchObject({ order_number: orderNumber, amount: 2000 });
    expect(res.body.data.bill_id).toEqual(expect.any(String));
    expect(res.body.data.status_token.length).toBeGreaterThan(20);

    const order = await until(
      () => orderOf(orderNumber),
      (o) => o.status === 'paid',
    );
    expect(order.status).toBe('paid');
    expect(order.paymentMethod).toBe('airtel_money');
    expect(await t.em().count(Ticket, { order: order.id, status: 'paid' })).toBe(2);
    const fresh = await t.em().findOneOrFail(Lottery, lottery.id);
    expect([fresh.soldTickets, fresh.reservedTickets]).toEqual([2, 0]);

    // the login-free confirmation page reads the status with its token, and only with it
    const status = await request(t.http)
      .get(`/api/payments/status/${res.body.data.bill_id}`)
      .set('X-Payment-Token', res.body.data.status_token)
      .expect(200);
    expect(status.body.data).toMatchObject({ status: 'paid', order_number: orderNumber, amount: 2000 });
    await request(t.http)
      .get(`/api/payments/status/${res.body.data.bill_id}`)
      .set('X-Payment-Token', 'forged')
      .expect(404);
    // a token in the URL would end up in logs and proxies: it is not read there
    await request(t.http)
      .get(`/api/payments/status/${res.body.data.bill_id}`)
      .query({ token: res.body.data.status_token })
      .expect(404);
  });

  it('pushes the outcome over Socket.IO to whoever holds the status token', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    const { token } = await buyer();
    const orderNumber = await reserve(token, lottery.id, 1);
    const { body } = await pay(token, orderNumber, '074010276').expect(201);
    // an anonymous socket is only admitted with the bill's status token at the handshake
    const socket = io(t.url!, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { bill_id: body.data.bill_id, token: body.data.status_token },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      expect(await socket.emitWithAck('payment.watch', { bill_id: body.data.bill_id, token: 'wrong' })).toEqual({
        ok: false,
      });
      expect(
        await socket.emitWithAck('payment.watch', { bill_id: body.data.bill_id, token: body.data.status_token }),
      ).toEqual({ ok: true });
      const pushed = new Promise<{ bill_id: string; status: string }>((resolve) =>
        socket.on('payment.status', resolve),
      );
      await request(t.http)
        .post(`/simulator/api/pushes/${body.data.bill_id}/approve`)
        .send({ pin: '0000' })
        .expect(200);
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
    const retry = (auth: { token?: string }) =>
      request(t.http)
        .post('/api/payments/retry-ussd')
        .send({ bill_id: body.data.bill_id, operator: 'airtel', ...auth });
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
    await until(
      () => orderOf(orderNumber),
      (o) => o.status === 'paid',
    );
    await retry({ token: body.data.status_token }).expect(409);
  });

  it('refuses to send the push again once mobile money is switched off, in French', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    const { token } = await buyer();
    const orderNumber = await reserve(token, lottery.id, 1);
    const { body } = await pay(token, orderNumber, '074010279').expect(201);
    const mobileMoney = (active: boolean) =>
      t.em().getConnection().execute(`update "payment_methods" set "active" = ? where "code" = 'ebilling'`, [active]);
    await mobileMoney(false);
    try {
      const res = await request(t.http)
        .post('/api/payments/retry-ussd')
        .send({ bill_id: body.data.bill_id, operator: 'airtel', token: body.data.status_token })
        .expect(409);
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
    const order = await until(
      () => orderOf(orderNumber),
      (o) => o.status === 'paid',
    );
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
    await until(
      () => gateway.getBill(other),
      (b) => b.state === 'paid',
    );
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
    const status = await request(t.http)
      .get(`/api/payments/status/${first.body.data.bill_id}`)
      .set(bearer(token))
      .expect(200);
    expect(status.body.data.status).toBe('failed');
    expect(status.body.data.error_message).toEqual(expect.any(String));

    await pay(token, orderNumber, '065010203').expect(201);
    expect(
      (
        await until(
          () => orderOf(orderNumber),
          (o) => o.status === 'paid',
        )
      ).status,
    ).toBe('paid');
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
    expect(expired.body).toMatchObject({
      success: false,
      error_code: 'ORDER_EXPIRED',
      message: 'Cette commande a expiré. Veuillez créer une nouvelle commande.',
    });
  });

  it('selling the last tickets through real payments draws exactly once, with a verifiable proof', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 3 });
    const a = await buyer();
    const b = await buyer();
    const first = await reserve(a.token, lottery.id, 2);
    const second = await reserve(b.token, lottery.id, 1);
    const [p1, p2] = await Promise.all([pay(a.token, first, '074010210'), pay(b.token, second, '066010220')]);
    expect([p1.status, p2.status]).toEqual([201, 201]);
    await until(
      () => t.em().findOneOrFail(Lottery, lottery.id),
      (l) => l.status === 'drawn',
    );
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
