import pg from 'pg';
import request from 'supertest';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Payment } from '../../src/modules/payments/payment.entity.js';
import { Refund } from '../../src/modules/refunds/refund.entity.js';
import { LedgerCheckJob, LedgerService } from '../../src/modules/ledger/index.js';
import { Notification } from '../../src/modules/notifications/notification.entity.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../src/infra/ebilling/payment-gateway.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { paymentFlow } from '../support/payment-flow.js';
import { createUser } from '../factories/users.js';
import { createPaidLotteryOrder } from '../factories/orders.js';

let t: TestApp;
let lotteries: LotteriesService;
let ledger: LedgerService;
let adminToken: string;
let db: pg.Client;

beforeAll(async () => {
  t = await startTestApp({ listen: true, simulator: { delayMs: 20, callbackUrl: undefined } });
  lotteries = t.app.get(LotteriesService);
  ledger = t.app.get(LedgerService);
  const admin = await createUser(t.em(), { roles: ['Admin'] });
  adminToken = await loginToken(t, admin.email);
  db = new pg.Client({ connectionString: t.db.url });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

const { buyer, reserve, pay, until, orderOf, callback } = paymentFlow(() => t);

interface EntryRow {
  journal_id: string;
  account: string;
  amount: string;
  kind: string;
}
const entriesOf = async (refType: string, refId: number) =>
  (
    await db.query<EntryRow>(
      'select journal_id, account, amount, kind from ledger_entries where ref_type = $1 and ref_id = $2 order by id',
      [refType, String(refId)],
    )
  ).rows.map((r) => ({ ...r, amount: Number(r.amount) }));

/** A raffle of 1,000 XAF tickets with `count` of them paid through the simulator by an Airtel number. */
async function paidSale(count: number, phone: string) {
  const lottery = await createOpenLottery(t.em(), lotteries, { total: 10, minParticipants: 5 });
  const { token } = await buyer();
  const orderNumber = await reserve(token, lottery.id, count);
  const { body } = await pay(token, orderNumber, phone).expect(201);
  const order = await until(
    () => orderOf(orderNumber),
    (o) => o.status === 'paid',
  );
  expect(order.status).toBe('paid');
  const payment = await t.em().findOneOrFail(Payment, { order: order.id, status: 'paid' });
  const full = await t.em().findOneOrFail(Lottery, lottery.id, { populate: ['product'] });
  return { lottery, order, payment, billId: body.data.bill_id as string, merchantId: full.product.merchant.id };
}

describe('the double-entry ledger', () => {
  it('posts one balanced journal when a payment is credited, with the commission split, once', async () => {
    const { payment, billId, merchantId } = await paidSale(2, '074010301');
    const entries = await entriesOf('payment', payment.id);
    // 2,000 XAF at the default 5 % commission
    expect(entries.map(({ account, amount, kind }) => ({ account, amount, kind }))).toEqual([
      { account: 'operator:airtelmoney', amount: 2000, kind: 'payment_received' },
      { account: `merchant:${merchantId}:payable`, amount: -1900, kind: 'payment_received' },
      { account: 'platform:commission', amount: -100, kind: 'payment_received' },
    ]);
    expect(new Set(entries.map((e) => e.journal_id)).size).toBe(1);
    expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(0);

    // the gateway repeats its callback: nothing more is posted
    await callback(billId).expect(200);
    await callback(billId).expect(200);
    expect(await entriesOf('payment', payment.id)).toHaveLength(3);
    // and a second post of the same cause is refused by the unique rule, writing nothing
    const again = await t
      .em()
      .fork()
      .transactional((tx) =>
        ledger.post(tx, {
          kind: 'payment_received',
          refType: 'payment',
          refId: payment.id,
          lines: [
            { account: 'operator:airtelmoney', amount: 2000 },
            { account: 'platform:commission', amount: -2000 },
          ],
        }),
      );
    expect(again).toBe(false);
    expect(await entriesOf('payment', payment.id)).toHaveLength(3);
  });

  it('posts the refund paid out: the receipt reversed, the money leaving the operator', async () => {
    const { payment, lottery, merchantId } = await paidSale(3, '074010302');
    // the raffle fell short of its participants: its payments are paid back
    await db.query(`update lotteries set status = 'expired' where id = $1`, [lottery.id]);
    await request(t.http)
      .post('/api/admin/refunds/process-automatic')
      .set(bearer(adminToken))
      .send({ dry_run: false, lottery_id: lottery.id })
      .expect(200);
    const refund = await until(
      () => t.em().findOne(Refund, { payment: payment.id }),
      (r) => r?.status === 'completed',
    );
    expect(refund?.status).toBe('completed');
    const entries = await entriesOf('refund', refund!.id);
    const byAccount = (a: { account: string }, b: { account: string }) => a.account.localeCompare(b.account);
    expect(entries.map(({ account, amount, kind }) => ({ account, amount, kind })).sort(byAccount)).toEqual([
      { account: `merchant:${merchantId}:payable`, amount: 2850, kind: 'refund_paid' },
      { account: 'operator:airtelmoney', amount: -3000, kind: 'refund_paid' },
      { account: 'platform:commission', amount: 150, kind: 'refund_paid' },
    ]);
    // the merchant's payable for this sale is back to zero
    const { rows } = await db.query<{ balance: string }>(
      'select sum(amount) as balance from ledger_entries where account = $1',
      [`merchant:${merchantId}:payable`],
    );
    expect(Number(rows[0]!.balance)).toBe(0);
  });

  it('refuses any UPDATE or DELETE of an entry, in the database', async () => {
    const [{ id }] = (await db.query<{ id: string }>('select id from ledger_entries order by id limit 1')).rows as [
      { id: string },
    ];
    await expect(db.query('update ledger_entries set amount = amount + 1 where id = $1', [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query('delete from ledger_entries where id = $1', [id])).rejects.toThrow(/append-only/);
    await expect(db.query('update ledger_journals set ref_id = $1', ['x'])).rejects.toThrow(/append-only/);
    await expect(db.query('truncate ledger_entries cascade')).rejects.toThrow(/append-only/);
  });

  it('cannot commit an unbalanced journal', async () => {
    const before = Number((await db.query<{ n: string }>('select count(*) as n from ledger_entries')).rows[0]!.n);
    await db.query('begin');
    await db.query(
      `insert into ledger_journals (id, kind, ref_type, ref_id) values ('00000000-0000-4000-8000-000000000001', 'payment_received', 'payment', 'forged')`,
    );
    await db.query(
      `insert into ledger_entries (journal_id, account, amount, kind, ref_type, ref_id)
       values ('00000000-0000-4000-8000-000000000001', 'operator:airtelmoney', 500, 'payment_received', 'payment', 'forged'),
              ('00000000-0000-4000-8000-000000000001', 'platform:commission', -499, 'payment_received', 'payment', 'forged')`,
    );
    // the check is deferred to the commit: the statement itself went through
    await expect(db.query('commit')).rejects.toThrow(/does not balance/);
    const after = Number((await db.query<{ n: string }>('select count(*) as n from ledger_entries')).rows[0]!.n);
    expect(after).toBe(before);
    // nor through the service, which checks before writing
    await expect(
      t
        .em()
        .fork()
        .transactional((tx) =>
          ledger.post(tx, {
            kind: 'payment_received',
            refType: 'payment',
            refId: 'forged',
            lines: [{ account: 'operator:airtelmoney', amount: 10 }],
          }),
        ),
    ).rejects.toThrow(/does not balance/);
  });

  it('verify() passes, then finds a tampered-with payment; the nightly job alerts the admins', async () => {
    expect(await ledger.verify()).toMatchObject({ ok: true, differences: [] });
    const { payment } = await paidSale(1, '065010303');
    expect(await entriesOf('payment', payment.id)).toEqual([
      expect.objectContaining({ account: 'operator:moovmoney4', amount: 1000 }),
      expect.objectContaining({ amount: -950 }),
      expect.objectContaining({ account: 'platform:commission', amount: -50 }),
    ]);
    expect((await ledger.verify()).ok).toBe(true);

    await db.query('update payments set amount = amount + 500 where id = $1', [payment.id]);
    const tampered = await ledger.verify();
    expect(tampered.ok).toBe(false);
    expect(tampered.differences).toEqual([
      { check: 'payments_received', account: 'operator:moovmoney4', expected: 1500, actual: 1000 },
    ]);

    const job = t.app.get(LedgerCheckJob);
    const result = await job.run();
    expect(result.ok).toBe(false);
    const admins = await until(
      () => t.em().count(Notification, { title: { $like: '%Grand livre%' } }),
      (n) => n > 0,
    );
    expect(admins).toBeGreaterThan(0);
    // …and by e-mail
    const mails = await until(
      async () =>
        Number(
          (
            await db.query<{ n: string }>(
              `select count(*) as n from outbox_messages where subject like '%Grand livre%'`,
            )
          ).rows[0]!.n,
        ),
      (n) => n > 0,
    );
    expect(mails).toBeGreaterThan(0);
    // a check made tonight is not made again before the next night
    expect(await job.tick()).toBeNull();

    await db.query('update payments set amount = amount - 500 where id = $1', [payment.id]);
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('GET /api/admin/ledger/balances: accounts and last check, with payments.view only', async () => {
    const res = await request(t.http).get('/api/admin/ledger/balances').set(bearer(adminToken)).expect(200);
    const accounts = res.body.data.accounts as { account: string; balance: number }[];
    expect(accounts.reduce((s, a) => s + a.balance, 0)).toBe(0);
    expect(accounts.find((a) => a.account === 'operator:airtelmoney')?.balance).toBe(2000);
    expect(accounts.find((a) => a.account === 'operator:moovmoney4')?.balance).toBe(1000);
    expect(accounts.find((a) => a.account === 'platform:commission')?.balance).toBe(-150);
    expect(res.body.data.last_check).toMatchObject({ ok: false });

    await request(t.http).get('/api/admin/ledger/balances').expect(401);
    const customer = await createUser(t.em());
    await request(t.http)
      .get('/api/admin/ledger/balances')
      .set(bearer(await loginToken(t, customer.email)))
      .expect(403);
    const agent = await createUser(t.em(), { roles: ['Agent Back Office'] });
    await request(t.http)
      .get('/api/admin/ledger/balances')
      .set(bearer(await loginToken(t, agent.email)))
      .expect(403);
  });

  it('refunds a payment made before the ledger started from the refunds owed, through its operator', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10, minParticipants: 5 });
    const user = await createUser(t.em());
    const { payment } = await createPaidLotteryOrder(t.em(), user, lottery, 2, {
      method: 'moov_money',
      phone: '+24106010305',
    });
    await db.query(`update payments set paid_at = '2020-01-01' where id = $1`, [payment.id]);
    await db.query(`update lotteries set status = 'expired' where id = $1`, [lottery.id]);
    await request(t.http)
      .post('/api/admin/refunds/process-automatic')
      .set(bearer(adminToken))
      .send({ dry_run: false, lottery_id: lottery.id })
      .expect(200);
    const refund = await until(
      () => t.em().findOne(Refund, { payment: payment.id }),
      (r) => r?.status === 'completed',
    );
    expect(refund?.status).toBe('completed');
    const entries = await entriesOf('refund', refund!.id);
    expect(entries.map(({ account, amount }) => ({ account, amount }))).toEqual([
      { account: 'operator:moovmoney4', amount: -payment.amount },
      { account: 'buyers:refunds_due', amount: payment.amount },
    ]);
    expect(await ledger.verify()).toMatchObject({ ok: true, differences: [] });
  });

  it("compares the gateway's daily report with the ledger: a bill paid but never credited shows", async () => {
    expect(await ledger.verify()).toMatchObject({ ok: true });
    const gateway = t.app.get<PaymentGateway>(PAYMENT_GATEWAY);
    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    const before = (await gateway.dailyReport!(today)) ?? [];
    // the report lists today's paid bills: the ones this file paid and credited
    expect(before.map((b) => b.amount).sort()).toEqual([1000, 2000, 3000]);
    // a bill paid at the gateway under a reference we never issued: money in, nothing credited
    const { billId } = await gateway.createBill({
      payerMsisdn: '074010304',
      payerEmail: 'inconnu@example.ga',
      payerName: 'Inconnu',
      amount: 777,
      shortDescription: 'Hors plateforme',
      externalReference: 'FOREIGN-1',
      expiryPeriodMinutes: 5,
    });
    await gateway.pushUssd(billId, 'airtelmoney', '074010304');
    await until(
      () => gateway.getBill(billId),
      (b) => b.state === 'paid',
    );
    const result = await ledger.verify();
    expect(result.ok).toBe(false);
    expect(result.differences).toEqual([
      { check: 'ebilling_report', account: 'operator:airtelmoney', ref: today, expected: 5000 + 777, actual: 5000 },
    ]);
  });
});
