import pg from 'pg';
import request from 'supertest';
import { formatFCFA } from '../../src/common/format/money.js';
import { LedgerService } from '../../src/modules/ledger/index.js';
import { ReconciliationService } from '../../src/modules/payments/reconciliation.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { paymentFlow } from '../support/payment-flow.js';
import { createProduct } from '../factories/catalogue.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';

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

const { buyer, reserve, pay, until, orderOf } = paymentFlow(() => t);
let payers = 10;

/** A new seller's article of `price` (stock 5), and an order of it by `token` awaiting payment. */
async function order(token: string, price: number): Promise<string> {
  const merchant = await createUser(t.em(), { roles: ['Business Individual'] });
  const product = await createProduct(t.em(), { merchant, price, stock: 5 });
  const res = await request(t.http)
    .post('/api/payments/initiate')
    .set(bearer(token))
    .send({ product_id: product.id, amount: price })
    .expect(201);
  return res.body.data.order_number;
}

/** Buys an article with mobile money through the simulator; answers the order and its payment id. */
async function paidWithMobileMoney(token: string, price: number) {
  const orderNumber = await order(token, price);
  await pay(token, orderNumber, `07402${String(1000 + payers++)}`).expect(201);
  const paid = await until(
    () => orderOf(orderNumber),
    (o) => o.status === 'paid',
  );
  expect(paid.status).toBe('paid');
  const { rows } = await db.query<{ id: number }>(
    `select p.id from payments p join orders o on o.id = p.order_id where o.order_number = $1 and p.status = 'paid'`,
    [orderNumber],
  );
  return { orderNumber, paymentId: rows[0]!.id };
}

const wallet = (token: string) => request(t.http).get('/api/user/wallet').set(bearer(token)).expect(200);
const payWithWallet = (token: string, orderNumber: string) =>
  request(t.http).post('/api/payments/pay-with-wallet').set(bearer(token)).send({ order_number: orderNumber });
const withdraw = (token: string, body: object) =>
  request(t.http).post('/api/user/wallet/withdraw').set(bearer(token)).send(body);

async function expectLedgerBalanced() {
  const { rows } = await db.query<{ total: string }>('select coalesce(sum(amount), 0) as total from ledger_entries');
  expect(Number(rows[0]!.total)).toBe(0);
  expect((await t.app.get(LedgerService).verify()).differences).toEqual([]);
  // the revenue the payments screen and the dashboard show is the ledger's
  const get = async (path: string) => (await request(t.http).get(path).set(bearer(adminToken)).expect(200)).body;
  const figures = (await get('/api/admin/payments/reconciliation')).data;
  expect(figures.matches).toBe(true);
  expect(figures.ledger_revenue).toBe(figures.revenue);
  expect((await get('/api/admin/payments/stats')).data.total_revenue).toBe(figures.revenue);
  expect((await get('/api/admin/dashboard/stats')).data.revenue.total).toBe(figures.revenue);
}

/** A customer whose refund of a `price` purchase was paid into the Mbolo balance. */
async function customerWithBalance(price: number) {
  const customer = await buyer();
  const { paymentId, orderNumber } = await paidWithMobileMoney(customer.token, price);
  const asked = await request(t.http)
    .post('/api/refunds')
    .set(bearer(customer.token))
    .send({ transaction_id: paymentId, reason: 'changed_mind', method: 'wallet_credit' })
    .expect(201);
  expect(asked.body.data.refund).toMatchObject({ status: 'pending' });
  // an administrator approves the waiting requests: the wallet credit is paid at once, no payout
  await request(t.http)
    .post('/api/admin/refunds/process-automatic')
    .set(bearer(adminToken))
    .send({ dry_run: false })
    .expect(200);
  const { rows } = await db.query(`select status, method from refunds where payment_id = $1`, [paymentId]);
  expect(rows[0]).toEqual({ status: 'completed', method: 'wallet_credit' });
  expect((await orderOf(orderNumber)).status).toBe('refunded');
  return customer;
}

describe('the Mbolo balance', () => {
  it('takes a refund paid into it, pays an order from it once, and refuses what it cannot cover', async () => {
    const customer = await customerWithBalance(10_000);
    let view = (await wallet(customer.token)).body.data;
    expect(view.balance).toBe(10_000);
    expect(view.movements).toEqual([expect.objectContaining({ kind: 'refund', amount: 10_000 })]);
    expect(view.movements[0].ref).toMatch(/^RB/);

    const expensive = await order(customer.token, 15_000);
    const refused = await payWithWallet(customer.token, expensive).expect(422);
    expect(refused.body.message).toBe(`Votre solde Mbolo (${formatFCFA(10_000)}) ne couvre pas ce montant`);
    expect((await orderOf(expensive)).status).toBe('awaiting_payment');

    const orderNumber = await order(customer.token, 6_000);
    const paid = await payWithWallet(customer.token, orderNumber).expect(200);
    expect(paid.body.message).toBe('Commande payée avec votre solde Mbolo');
    expect(paid.body.data).toMatchObject({ order_number: orderNumber, amount: 6_000, balance: 4_000 });
    expect((await orderOf(orderNumber)).status).toBe('paid');
    expect((await payWithWallet(customer.token, orderNumber).expect(409)).body.error_code).toBe('ALREADY_PAID');
    const { rows } = await db.query(
      `select p.method, p.status, p.bill_id from payments p join orders o on o.id = p.order_id where o.order_number = $1`,
      [orderNumber],
    );
    expect(rows).toEqual([{ method: 'wallet', status: 'paid', bill_id: null }]);
    view = (await wallet(customer.token)).body.data;
    expect(view.balance).toBe(4_000);
    expect(view.movements[0]).toMatchObject({ kind: 'purchase', amount: -6_000, ref: orderNumber });

    // someone else's order is not theirs to pay
    const other = await buyer();
    await payWithWallet(other.token, (await order(other.token, 1_000)) as string).expect(422);
    await payWithWallet(other.token, orderNumber).expect(403);
    await expectLedgerBalanced();
  });

  it('spends the balance once when two orders are paid from it at the same time', async () => {
    const customer = await customerWithBalance(5_000);
    const [a, b] = [await order(customer.token, 3_000), await order(customer.token, 3_000)];
    const answers = await Promise.all([payWithWallet(customer.token, a), payWithWallet(customer.token, b)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await wallet(customer.token)).body.data.balance).toBe(2_000);
    await expectLedgerBalanced();
  });

  it('withdraws to mobile money with the password, and pays a wallet-paid order back into the balance', async () => {
    const customer = await customerWithBalance(8_000);
    const wrong = await withdraw(customer.token, { amount: 1_000, phone: '074 01 02 03', password: 'nope' }).expect(
      422,
    );
    expect(wrong.body.errors.password).toEqual(['Mot de passe incorrect']);
    const landline = await withdraw(customer.token, {
      amount: 1_000,
      phone: '011 72 34 56',
      password: FACTORY_PASSWORD,
    });
    expect(landline.status).toBe(422);
    expect(landline.body.errors.phone).toEqual(["Ce numéro n'est pas un numéro Airtel Money ou Moov Money du Gabon"]);
    expect(
      (await withdraw(customer.token, { amount: 100, phone: '074010203', password: FACTORY_PASSWORD }).expect(422)).body
        .errors.amount,
    ).toEqual(['Le retrait minimum est de 500 FCFA']);
    await withdraw(customer.token, { amount: 9_000, phone: '074010203', password: FACTORY_PASSWORD }).expect(422);

    const sent = await withdraw(customer.token, { amount: 3_000, phone: '074 01 02 03', password: FACTORY_PASSWORD });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      kind: 'wallet',
      status: 'paid',
      amount: 3_000,
      payee_phone: '+24174010203',
    });
    expect(sent.body.message).toBe('Retrait envoyé sur votre numéro mobile money');
    let view = (await wallet(customer.token)).body.data;
    expect(view.balance).toBe(5_000);
    expect(view.movements[0]).toMatchObject({ kind: 'withdrawal', amount: -3_000, ref: sent.body.data.payout_number });

    // an order paid from the balance goes back to it, whatever method the refund was raised with
    const orderNumber = await order(customer.token, 4_000);
    await payWithWallet(customer.token, orderNumber).expect(200);
    const { rows } = await db.query<{ id: number }>(
      `select p.id from payments p join orders o on o.id = p.order_id where o.order_number = $1`,
      [orderNumber],
    );
    const refunded = await request(t.http)
      .post(`/api/admin/payments/${rows[0]!.id}/refund`)
      .set(bearer(adminToken))
      .send({ refund_method: 'mobile_money' })
      .expect(200);
    expect(refunded.body.data.refund).toMatchObject({ status: 'completed' });
    view = (await wallet(customer.token)).body.data;
    expect(view.balance).toBe(5_000);
    expect(view.movements.map((m: { kind: string }) => m.kind).slice(0, 3)).toEqual([
      'refund',
      'purchase',
      'withdrawal',
    ]);
    await expectLedgerBalanced();
    // guessing the password here is limited as a sign-in is: the fifth wrong one blocks the account's withdrawals
    for (let i = 0; i < 4; i++)
      await withdraw(customer.token, { amount: 1_000, phone: '074010203', password: `guess-${i}` }).expect(422);
    await withdraw(customer.token, { amount: 1_000, phone: '074010203', password: 'guess-4' }).expect(429);
    const blocked = await withdraw(customer.token, { amount: 1_000, phone: '074010203', password: FACTORY_PASSWORD });
    expect(blocked.status).toBe(429);
    expect((await wallet(customer.token)).body.data.balance).toBe(5_000);
    // a wallet movement written behind the services' back is seen by the nightly check
    await db.query(`update refunds set status = 'rejected' where method = 'wallet_credit' and user_id = $1`, [
      customer.user.id,
    ]);
    const verified = await t.app.get(LedgerService).verify();
    expect(verified.differences.map((d) => d.check)).toContain('wallets');
    await db.query(
      `update refunds set status = 'completed' where method = 'wallet_credit' and user_id = $1 and completed_at is not null`,
      [customer.user.id],
    );
    expect((await t.app.get(LedgerService).verify()).differences).toEqual([]);
  });

  it('pays part of an order from the balance and the rest by mobile money; the part comes back if the order ends unpaid or is refunded', async () => {
    const customer = await customerWithBalance(4_000);
    const share = (orderNumber: string) =>
      request(t.http)
        .post('/api/payments/wallet-share')
        .set(bearer(customer.token))
        .send({ order_number: orderNumber });

    const orderNumber = await order(customer.token, 10_000);
    const set = await share(orderNumber).expect(200);
    expect(set.body.data).toEqual({ order_number: orderNumber, wallet_share: 4_000, rest: 6_000, balance: 0 });
    expect((await share(orderNumber).expect(409)).body.message).toBe(
      'Une partie de cette commande est déjà payée avec votre solde Mbolo : réglez le reste par mobile money',
    );
    expect((await wallet(customer.token)).body.data.balance).toBe(0);

    // mobile money is billed the rest only, and the order is paid when it arrives
    await pay(customer.token, orderNumber, `07403${String(1000 + payers++)}`).expect(201);
    expect(
      (
        await until(
          () => orderOf(orderNumber),
          (o) => o.status === 'paid',
        )
      ).status,
    ).toBe('paid');
    const { rows } = await db.query<{ id: number; amount: number; method: string }>(
      `select p.id, p.amount, p.method from payments p join orders o on o.id = p.order_id where o.order_number = $1 and p.status = 'paid'`,
      [orderNumber],
    );
    expect(rows).toEqual([expect.objectContaining({ amount: 6_000, method: 'airtel_money' })]);
    const kinds = await db.query(
      `select kind, account, amount::int from ledger_entries e join orders o on e.ref_type = 'order' and e.ref_id = o.id::text
       where o.order_number = $1 order by e.id`,
      [orderNumber],
    );
    expect(kinds.rows.map((r) => r.kind)).toEqual([
      'wallet_hold',
      'wallet_hold',
      'wallet_share_spent',
      'wallet_share_spent',
      'wallet_share_spent',
    ]);
    await expectLedgerBalanced();

    // refunded: the mobile-money part goes back to the phone, the balance part to the balance
    const refunded = await request(t.http)
      .post(`/api/admin/payments/${rows[0]!.id}/refund`)
      .set(bearer(adminToken))
      .send({ refund_method: 'mobile_money' })
      .expect(200);
    expect(refunded.body.data.refund).toMatchObject({ status: 'completed', amount: 6_000 });
    expect((await wallet(customer.token)).body.data.balance).toBe(4_000);
    await expectLedgerBalanced();

    // a bill open for the whole amount: no part can be set aside any more
    const billed = await order(customer.token, 5_000);
    await pay(customer.token, billed, '074039179').expect(201);
    expect((await share(billed).expect(409)).body.message).toBe(
      "Un paiement mobile money de cette commande est déjà en cours : terminez-le ou attendez qu'il expire",
    );

    // set aside, then the order ends unpaid: the part comes back
    const unpaid = await order(customer.token, 5_000);
    await share(unpaid).expect(200);
    expect((await wallet(customer.token)).body.data.balance).toBe(0);
    await db.query(`update orders set expires_at = now() - interval '1 hour' where order_number = $1`, [unpaid]);
    await t.app.get(ReconciliationService).expireDue(new Date(Date.now() + 3_600_000));
    expect((await orderOf(unpaid)).status).toBe('expired');
    expect((await wallet(customer.token)).body.data.balance).toBe(4_000);
    await expectLedgerBalanced();
  });

  it('pays raffle tickets from the balance: they are sold, and the sell-out draws the raffle', async () => {
    const customer = await customerWithBalance(10_000);
    const lottery = await createOpenLottery(t.em(), t.app.get(LotteriesService), { total: 3, minParticipants: 1 });
    const orderNumber = await reserve(customer.token, lottery.id, 3);
    await payWithWallet(customer.token, orderNumber).expect(200);
    const { rows } = await db.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from tickets where lottery_id = $1 group by status order by status`,
      [lottery.id],
    );
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(3);
    expect(rows.every((r) => ['paid', 'won', 'lost'].includes(r.status))).toBe(true);
    const state = await until(
      async () => (await db.query(`select status from lotteries where id = $1`, [lottery.id])).rows[0].status,
      (s) => s === 'drawn',
    );
    expect(state).toBe('drawn');
    expect((await wallet(customer.token)).body.data.balance).toBe(7_000);
    await expectLedgerBalanced();
  });
});
