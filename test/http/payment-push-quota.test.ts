import request from 'supertest';
import { loadConfig } from '../../src/config/config.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Payment } from '../../src/modules/payments/payment.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let lotteryId: number;

// small quotas, so that each can be spent in a few requests (defaults: 10, 50 and 5)
beforeAll(async () => {
  t = await startTestApp({
    listen: true,
    simulator: { delayMs: 20, callbackUrl: undefined },
    paymentPushQuota: { perUser: 3, perIp: 4, perNumber: 2 },
  });
  lotteryId = (await createOpenLottery(t.em(), t.app.get(LotteriesService), { total: 100 })).id;
});
afterAll(() => t?.close());
// every request comes from 127.0.0.1: each test starts with fresh counters
beforeEach(() => t.em().getConnection().execute(`delete from rate_limits where key like 'pay-push:%'`));

async function buyerWithOrder() {
  const user = await createUser(t.em());
  const token = await loginToken(t, user.email);
  const res = await request(t.http)
    .post('/api/tickets/purchase')
    .set(bearer(token))
    .send({ lottery_id: lotteryId, quantity: 1, total_amount: 1000 })
    .expect(201);
  return { user, token, orderNumber: res.body.data.order_number as string };
}

// 70–79: the simulated payer answers on the phone page, so each attempt stays pending
const pay = (token: string, orderNumber: string, phone: string) =>
  request(t.http)
    .post('/api/payments/initiate-from-transaction')
    .set(bearer(token))
    .send({ phone, operator: 'airtel', order_number: orderNumber });

const QUOTA_MESSAGE = 'Trop de demandes de paiement en peu de temps. Veuillez réessayer dans 10 minute(s).';

describe('USSD push quotas', () => {
  it('defaults to 10 pushes per account, 50 per IP and 5 per number in 10 minutes', () => {
    const config = loadConfig({ NODE_ENV: 'test', APP_SECRET: 'x'.repeat(32) });
    expect(config.paymentPushQuota).toEqual({ perUser: 10, perIp: 50, perNumber: 5 });
  });

  it('limits the prompts sent to one number, whoever asks, re-sends included', async () => {
    const a = await buyerWithOrder();
    const b = await buyerWithOrder();
    const c = await buyerWithOrder();
    // a request that cannot push (someone else's order) spends nothing
    await pay(b.token, a.orderNumber, '074010371').expect(403);
    const first = await pay(a.token, a.orderNumber, '074010371').expect(201);
    await pay(b.token, b.orderNumber, '074010371').expect(201);
    const refused = await pay(c.token, c.orderNumber, '074010371').expect(429);
    expect(refused.body).toMatchObject({
      success: false,
      error_code: 'TOO_MANY_PAYMENT_REQUESTS',
      message: QUOTA_MESSAGE,
    });
    expect(await t.em().count(Payment, { order: { orderNumber: c.orderNumber } })).toBe(0);
    const resend = await request(t.http)
      .post('/api/payments/retry-ussd')
      .send({ bill_id: first.body.data.bill_id, operator: 'airtel', token: first.body.data.status_token })
      .expect(429);
    expect(resend.body.message).toBe(QUOTA_MESSAGE);
    expect((await t.em().findOneOrFail(Payment, { billId: first.body.data.bill_id })).pushCount).toBe(1);
    // another number is not concerned
    await pay(c.token, c.orderNumber, '074010372').expect(201);
  });

  it('limits the pushes one account asks for, whatever the numbers', async () => {
    const a = await buyerWithOrder();
    for (const phone of ['074010373', '074010374', '074010375']) await pay(a.token, a.orderNumber, phone).expect(201);
    const refused = await pay(a.token, a.orderNumber, '074010376').expect(429);
    expect(refused.body.message).toBe(QUOTA_MESSAGE);
    expect(await t.em().count(Payment, { order: { orderNumber: a.orderNumber } })).toBe(3);
    // another account still pays (the address's own quota, nearly spent here, is set aside)
    await t.em().getConnection().execute(`delete from rate_limits where key like 'pay-push:ip:%'`);
    const b = await buyerWithOrder();
    await pay(b.token, b.orderNumber, '074010376').expect(201);
  });

  it('limits the pushes asked from one client address, across accounts', async () => {
    const buyers = await Promise.all([1, 2, 3].map(() => buyerWithOrder()));
    await pay(buyers[0]!.token, buyers[0]!.orderNumber, '074010371').expect(201);
    await pay(buyers[0]!.token, buyers[0]!.orderNumber, '074010372').expect(201);
    await pay(buyers[1]!.token, buyers[1]!.orderNumber, '074010373').expect(201);
    await pay(buyers[1]!.token, buyers[1]!.orderNumber, '074010374').expect(201);
    const refused = await pay(buyers[2]!.token, buyers[2]!.orderNumber, '074010375').expect(429);
    expect(refused.body.message).toBe(QUOTA_MESSAGE);
  });

  it('lets simultaneous requests through only up to the quota', async () => {
    const buyers = await Promise.all([1, 2, 3, 4].map(() => buyerWithOrder()));
    const replies = await Promise.all(buyers.map((b) => pay(b.token, b.orderNumber, '074010377')));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 201, 429, 429]);
  });
});
