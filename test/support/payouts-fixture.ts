import pg from 'pg';
import request from 'supertest';
import { LedgerService } from '../../src/modules/ledger/index.js';
import { SettingsService } from '../../src/modules/settings/index.js';
import { createProduct } from '../factories/catalogue.js';
import { createUser } from '../factories/users.js';
import { startTestApp, type TestApp } from './app.js';
import { bearer, loginToken } from './auth.js';
import { paymentFlow } from './payment-flow.js';

/**
 * The merchant payouts suites' app (SHAP simulator paying after 20 ms), an administrator, a direct
 * database client, and the steps from a delivered sale to an approved payout. Call at a suite's top.
 */
export function payoutsFixture() {
  const ctx = {} as { t: TestApp; db: pg.Client; settings: SettingsService; adminToken: string };
  beforeAll(async () => {
    ctx.t = await startTestApp({ listen: true, simulator: { delayMs: 20, callbackUrl: undefined } });
    ctx.settings = ctx.t.app.get(SettingsService);
    const admin = await createUser(ctx.t.em(), { roles: ['Admin'] });
    ctx.adminToken = await loginToken(ctx.t, admin.email);
    ctx.db = new pg.Client({ connectionString: ctx.t.db.url });
    await ctx.db.connect();
  });
  afterAll(async () => {
    await ctx.db?.end();
    await ctx.t?.close();
  });

  const flow = paymentFlow(() => ctx.t);
  let payers = 10;
  /** a number per sale: the gateway's push quota counts per payer number */
  const nextPayer = () => `07401${String(1000 + payers++)}`;

  /** A new seller whose article of `price` a buyer bought, paid through the simulator and received. */
  async function sellerWithDeliveredSale(price: number) {
    const merchant = await createUser(ctx.t.em(), { roles: ['Business Individual'] });
    const token = await loginToken(ctx.t, merchant.email);
    const product = await createProduct(ctx.t.em(), { merchant, price, stock: 3 });
    const customer = await flow.buyer();
    const created = await request(ctx.t.http)
      .post('/api/payments/initiate')
      .set(bearer(customer.token))
      .send({ product_id: product.id, amount: price })
      .expect(201);
    const orderNumber: string = created.body.data.order_number;
    await flow.pay(customer.token, orderNumber, nextPayer()).expect(201);
    const order = await flow.until(
      () => flow.orderOf(orderNumber),
      (o) => o.status === 'paid',
    );
    expect(order.status).toBe('paid');
    await request(ctx.t.http)
      .post(`/api/orders/${orderNumber}/confirm-delivery`)
      .set(bearer(customer.token))
      .send({})
      .expect(200);
    return { merchant, token, orderNumber };
  }

  const page = (token: string) => request(ctx.t.http).get('/api/merchant/payouts').set(bearer(token)).expect(200);
  const ask = (token: string, amount: number) =>
    request(ctx.t.http).post('/api/merchant/payouts').set(bearer(token)).send({ amount });
  const setPayoutPhone = (token: string, phone: string) =>
    request(ctx.t.http)
      .put('/api/merchant/settings/payout')
      .set(bearer(token))
      .send({ payout_phone: phone })
      .expect(200);
  const admin = (path: string, body: object = {}) =>
    request(ctx.t.http).post(`/api/admin/payouts${path}`).set(bearer(ctx.adminToken)).send(body);

  /** A seller's request of 9,000 of a delivered 10,000 sale, to `phone`, approved (sent to SHAP at once). */
  async function approvedRequest(phone: string) {
    await ctx.settings.update({ payout_delay_days: 0 });
    const seller = await sellerWithDeliveredSale(10_000);
    await setPayoutPhone(seller.token, phone);
    const asked = (await ask(seller.token, 9_000).expect(201)).body.data;
    const approved = await admin(`/${asked.id}/approve`).expect(200);
    return { token: seller.token, id: asked.id as number, number: asked.payout_number as string, approved };
  }

  /** Every journal sums to zero, the whole ledger too, and the nightly verification finds nothing. */
  async function expectLedgerBalanced() {
    const { rows } = await ctx.db.query<{ total: string; unbalanced: string }>(
      `select (select coalesce(sum(amount), 0) from ledger_entries) as total,
              (select count(*) from (select journal_id from ledger_entries group by journal_id having sum(amount) <> 0) j) as unbalanced`,
    );
    expect(Number(rows[0]!.total)).toBe(0);
    expect(Number(rows[0]!.unbalanced)).toBe(0);
    const verified = await ctx.t.app.get(LedgerService).verify();
    expect(verified.differences).toEqual([]);
  }

  return {
    ctx,
    ...flow,
    nextPayer,
    sellerWithDeliveredSale,
    page,
    ask,
    setPayoutPhone,
    admin,
    approvedRequest,
    expectLedgerBalanced,
  };
}
