import pg from 'pg';
import request from 'supertest';
import { LedgerService } from '../../src/modules/ledger/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { paymentFlow } from '../support/payment-flow.js';
import { createProduct } from '../factories/catalogue.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let db: pg.Client;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp({ listen: true, simulator: { delayMs: 20, callbackUrl: undefined } });
  const admin = await createUser(t.em(), { roles: ['Admin'] });
  adminToken = await loginToken(t, admin.email);
  db = new pg.Client({ connectionString: t.db.url });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

const { buyer, pay, until, orderOf } = paymentFlow(() => t);

describe("the mobile-money operator's fee on the ledger", () => {
  it('is a payment setting, kept by the operator on each bill and borne by the platform, refunds included', async () => {
    const put = (body: object) => request(t.http).put('/api/admin/settings/payment').set(bearer(adminToken)).send(body);
    expect((await put({ operator_fee_percent: 25 }).expect(422)).body.errors).toEqual({
      operator_fee_percent: ["Les frais de l'opérateur doivent être un pourcentage entre 0 et 20, au dixième près"],
    });
    await put({ operator_fee_percent: 2 }).expect(200);

    const merchant = await createUser(t.em(), { roles: ['Business Individual'] });
    const product = await createProduct(t.em(), { merchant, price: 10_000, stock: 2 });
    const customer = await buyer();
    const created = await request(t.http)
      .post('/api/payments/initiate')
      .set(bearer(customer.token))
      .send({ product_id: product.id, amount: 10_000 })
      .expect(201);
    const orderNumber: string = created.body.data.order_number;
    await pay(customer.token, orderNumber, '074050101').expect(201);
    expect(
      (
        await until(
          () => orderOf(orderNumber),
          (o) => o.status === 'paid',
        )
      ).status,
    ).toBe('paid');
    const { rows: payments } = await db.query<{ id: number }>(
      `select p.id from payments p join orders o on o.id = p.order_id where o.order_number = $1 and p.status = 'paid'`,
      [orderNumber],
    );
    const entries = async (refType: string, refId: number) =>
      (
        await db.query<{ account: string; amount: number }>(
          `select account, amount::int from ledger_entries where ref_type = $1 and ref_id = $2 order by account`,
          [refType, String(refId)],
        )
      ).rows;
    // 2 % of 10,000 stays with Airtel; the merchant and the commission share the whole amount
    expect(await entries('payment', payments[0]!.id)).toEqual([
      { account: `merchant:${merchant.id}:payable`, amount: -9_500 },
      { account: 'operator:airtelmoney', amount: 9_800 },
      { account: 'operator:airtelmoney:fees', amount: 200 },
      { account: 'platform:commission', amount: -500 },
    ]);
    expect((await t.app.get(LedgerService).verify()).differences).toEqual([]);

    // paid back in full through the operator: the fee stays an expense of the platform
    const refunded = await request(t.http)
      .post(`/api/admin/payments/${payments[0]!.id}/refund`)
      .set(bearer(adminToken))
      .send({ refund_method: 'mobile_money' })
      .expect(200);
    expect(refunded.body.data.refund.status).toBe('completed');
    expect(await entries('refund', refunded.body.data.refund.id)).toEqual([
      { account: `merchant:${merchant.id}:payable`, amount: 9_500 },
      { account: 'operator:airtelmoney', amount: -10_000 },
      { account: 'platform:commission', amount: 500 },
    ]);
    const { rows } = await db.query<{ total: string }>('select coalesce(sum(amount), 0) as total from ledger_entries');
    expect(Number(rows[0]!.total)).toBe(0);
    expect((await t.app.get(LedgerService).verify()).differences).toEqual([]);
    const figures = (
      await request(t.http).get('/api/admin/payments/reconciliation').set(bearer(adminToken)).expect(200)
    ).body.data;
    expect(figures.matches).toBe(true);
  });
});
