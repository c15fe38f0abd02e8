import pg from 'pg';
import { formatFCFA } from '../../src/common/format/money.js';
import request from 'supertest';
import { LedgerService } from '../../src/modules/ledger/index.js';
import { PayoutJobs } from '../../src/modules/payouts/index.js';
import { SettingsService } from '../../src/modules/settings/index.js';
import { type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { payoutsFixture } from '../support/payouts-fixture.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { DrawService } from '../../src/modules/lotteries/draw.service.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { User } from '../../src/modules/users/user.entity.js';
import { createUser } from '../factories/users.js';

const fx = payoutsFixture();
let t: TestApp;
let db: pg.Client;
let settings: SettingsService;
let adminToken: string;
beforeAll(() => {
  ({ t, db, settings, adminToken } = fx.ctx);
});
const { buyer, reserve, pay, until, orderOf, nextPayer } = fx;
const { sellerWithDeliveredSale, page, ask, setPayoutPhone, admin, approvedRequest, expectLedgerBalanced } = fx;

describe('merchant payouts', () => {
  afterEach(() => settings.update({ payout_delay_days: 7, payout_min_amount: 5_000 }));

  it('releases a delivered sale after the delay, then pays a request out through SHAP once', async () => {
    const { merchant, token } = await sellerWithDeliveredSale(20_000);
    // delivered today, the 7-day delay not over: the merchant's 95 % waits
    let balance = (await page(token)).body.balance;
    expect(balance).toMatchObject({ pending: 19_000, available: 0, in_flight: 0, paid_out: 0, delay_days: 7 });
    expect(balance.payout_phone).toBeNull();

    await settings.update({ payout_delay_days: 0 });
    balance = (await page(token)).body.balance;
    expect(balance).toMatchObject({ pending: 0, available: 19_000 });
    // the release is posted once, however often the page and the job look
    await t.app.get(PayoutJobs).tick(new Date(Date.now() + 3_600_000));
    await page(token);
    const released = await db.query(
      `select count(*)::int as n from ledger_journals j join ledger_entries e on e.journal_id = j.id
       where j.kind = 'merchant_released' and e.account = $1`,
      [`merchant:${merchant.id}:available`],
    );
    expect(released.rows[0].n).toBe(1);

    const noPhone = await ask(token, 10_000).expect(422);
    expect(noPhone.body.message).toBe("Enregistrez d'abord votre numéro de versement mobile money dans vos paramètres");
    await setPayoutPhone(token, '074 01 02 03');
    expect((await ask(token, 1_000).expect(422)).body.message).toBe(`Le versement minimum est de ${formatFCFA(5_000)}`);
    expect((await ask(token, 50_000).expect(422)).body.message).toBe(
      `Ce montant dépasse votre solde disponible (${formatFCFA(19_000)})`,
    );
    expect((await ask(token, 12.5).expect(422)).body.errors.amount).toEqual([
      'Le montant doit être un nombre entier de FCFA',
    ]);

    const asked = await ask(token, 12_000).expect(201);
    expect(asked.body.data).toMatchObject({ status: 'requested', amount: 12_000, payee_phone: '+24174010203' });
    expect(asked.body.data.payout_number).toMatch(/^VRS-\d{8}-[A-Z2-9]{6}$/);
    balance = (await page(token)).body.balance;
    expect(balance).toMatchObject({ available: 7_000, in_flight: 12_000, paid_out: 0 });

    const approved = await admin(`/${asked.body.data.id}/approve`).expect(200);
    expect(approved.body.data.status).toBe('paid');
    expect(approved.body.message).toBe('Versement approuvé et envoyé');
    // a second approval (double click, two admins) sends nothing more
    const again = await admin(`/${asked.body.data.id}/approve`).expect(409);
    expect(again.body.message).toBe('Seul un versement demandé peut être approuvé');
    const sent = await db.query(`select attempts from payouts where id = $1`, [asked.body.data.id]);
    expect(sent.rows[0].attempts).toBe(1);

    balance = (await page(token)).body.balance;
    expect(balance).toMatchObject({ available: 7_000, in_flight: 0, paid_out: 12_000 });
    // the bell is rung once the payout's transaction has committed
    const bell = await until(
      async () =>
        (await db.query(`select title from notifications where user_id = $1 order by id desc limit 1`, [merchant.id]))
          .rows[0]?.title,
      (title) => title === 'Versement envoyé',
    );
    expect(bell).toBe('Versement envoyé');
    const journals = await db.query(
      `select kind, account, amount::int from ledger_entries where ref_type = 'payout' and ref_id = $1 order by id`,
      [String(asked.body.data.id)],
    );
    expect(journals.rows).toEqual([
      { kind: 'payout_requested', account: `merchant:${merchant.id}:available`, amount: 12_000 },
      { kind: 'payout_requested', account: 'payouts:clearing', amount: -12_000 },
      { kind: 'payout_sent', account: 'payouts:clearing', amount: 12_000 },
      { kind: 'payout_sent', account: 'operator:airtelmoney', amount: -12_000 },
    ]);
    await expectLedgerBalanced();
  });

  it("releases a raffle's ticket sales once its winner has received the prize", async () => {
    await settings.update({ payout_delay_days: 0 });
    const lottery = await createOpenLottery(t.em(), t.app.get(LotteriesService), { total: 4, minParticipants: 2 });
    const full = await t.em().findOneOrFail(Lottery, lottery.id, { populate: ['product'] });
    const token = await loginToken(t, (await t.em().findOneOrFail(User, full.product.merchant.id)).email);
    const buyers = [await buyer(), await buyer()];
    for (const b of buyers) {
      const orderNumber = await reserve(b.token, lottery.id, 2);
      await pay(b.token, orderNumber, nextPayer()).expect(201);
      await until(
        () => orderOf(orderNumber),
        (o) => o.status === 'paid',
      );
    }
    const drawn = await until(
      async () => (await db.query(`select status from lotteries where id = $1`, [lottery.id])).rows[0].status,
      (s) => s === 'drawn' || s === 'sold_out',
    );
    if (drawn === 'sold_out') await t.app.get(DrawService).drawNow(lottery.id, 'admin');
    // drawn, prize not yet received: the 4 × 1,000 XAF (95 %) wait
    expect((await page(token)).body.balance).toMatchObject({ pending: 3_800, available: 0 });
    const won = await db.query<{ order_number: string; owner_id: number }>(
      `select o.order_number, t.owner_id from tickets t join orders o on o.id = t.order_id
       where t.lottery_id = $1 and t.status = 'won'`,
      [lottery.id],
    );
    const winner = buyers.find((b) => b.user.id === won.rows[0]!.owner_id)!;
    await request(t.http)
      .post(`/api/orders/${won.rows[0]!.order_number}/confirm-delivery`)
      .set(bearer(winner.token))
      .send({})
      .expect(200);
    expect((await page(token)).body.balance).toMatchObject({ pending: 0, available: 3_800 });
    const journals = await db.query(
      `select ref_type, ref_id from ledger_journals where kind = 'merchant_released' and ref_type = 'lottery' and ref_id = $1`,
      [String(lottery.id)],
    );
    expect(journals.rows).toHaveLength(1);
    await expectLedgerBalanced();
  });

  it("takes a refund made after the release back from the merchant's available balance, and waits while one is under way", async () => {
    await settings.update({ payout_delay_days: 0 });
    const paymentOf = async (orderNumber: string) =>
      (
        await db.query<{ id: number }>(
          `select p.id from payments p join orders o on o.id = p.order_id where o.order_number = $1 and p.status = 'paid'`,
          [orderNumber],
        )
      ).rows[0]!.id;
    const refundPayment = (paymentId: number, method: string) =>
      request(t.http)
        .post(`/api/admin/payments/${paymentId}/refund`)
        .set(bearer(adminToken))
        .send({ refund_method: method })
        .expect(200);

    // released first, refunded afterwards: the share comes back from what the merchant may ask for
    const first = await sellerWithDeliveredSale(10_000);
    expect((await page(first.token)).body.balance).toMatchObject({ pending: 0, available: 9_500 });
    const refunded = await refundPayment(await paymentOf(first.orderNumber), 'mobile_money');
    expect(refunded.body.data.refund.status).toBe('completed');
    expect((await page(first.token)).body.balance).toMatchObject({ pending: 0, available: 0 });
    await expectLedgerBalanced();

    // a refund under way (paid by hand, not yet completed) holds the release back
    await settings.update({ payout_delay_days: 7 });
    const second = await sellerWithDeliveredSale(10_000);
    await refundPayment(await paymentOf(second.orderNumber), 'bank_transfer');
    await settings.update({ payout_delay_days: 0 });
    expect((await page(second.token)).body.balance).toMatchObject({ pending: 9_500, available: 0 });
    await expectLedgerBalanced();
  });

  it('lets one of two simultaneous requests through when the balance covers only one', async () => {
    await settings.update({ payout_delay_days: 0, payout_min_amount: 1_000 });
    const { token } = await sellerWithDeliveredSale(10_000);
    await setPayoutPhone(token, '074 01 02 04');
    const answers = await Promise.all([ask(token, 6_000), ask(token, 6_000)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect((await page(token)).body.balance).toMatchObject({ available: 3_500, in_flight: 6_000 });
    await expectLedgerBalanced();
  });

  it('gives a rejected request back to the available balance, with the reason, once', async () => {
    await settings.update({ payout_delay_days: 0 });
    const { merchant, token } = await sellerWithDeliveredSale(10_000);
    await setPayoutPhone(token, '074 01 02 05');
    const asked = await ask(token, 9_500).expect(201);
    expect((await admin(`/${asked.body.data.id}/reject`, { reason: '' }).expect(422)).body.errors.reason).toEqual([
      'Indiquez le motif du rejet (3 caractères au moins)',
    ]);
    const rejected = await admin(`/${asked.body.data.id}/reject`, { reason: 'Numéro à vérifier' }).expect(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejection_reason: 'Numéro à vérifier' });
    await admin(`/${asked.body.data.id}/reject`, { reason: 'Encore' }).expect(409);
    await admin(`/${asked.body.data.id}/approve`).expect(409);
    expect((await page(token)).body.balance).toMatchObject({ available: 9_500, in_flight: 0, paid_out: 0 });
    const bell = await until(
      async () =>
        (await db.query(`select message from notifications where user_id = $1 order by id desc limit 1`, [merchant.id]))
          .rows[0]?.message as string | undefined,
      (message) => !!message?.includes('Numéro à vérifier'),
    );
    expect(bell).toContain('Numéro à vérifier');
    await expectLedgerBalanced();
  });

  it('records a payout SHAP refuses as failed, retries it under a new reference, and may reject it then', async () => {
    // the simulator fails payouts to numbers ending in 75–79, after its delay
    const { token, id, number, approved } = await approvedRequest('074 01 02 75');
    expect(approved.body.data.status).toBe('processing');
    await admin(`/${id}/reject`, { reason: 'Trop tôt' }).expect(409);
    const jobs = t.app.get(PayoutJobs);
    const failed = await until(
      async () => {
        await jobs.tick(new Date(Date.now() + 60_000));
        return (await db.query(`select status, failure_reason from payouts where id = $1`, [id])).rows[0];
      },
      (r) => r.status === 'failed',
    );
    expect(failed).toEqual({ status: 'failed', failure_reason: 'Compte mobile money introuvable' });
    expect((await page(token)).body.balance).toMatchObject({ available: 500, in_flight: 9_000 });

    // past the table's bound of attempts, a retry is refused in French rather than failing
    await db.query(`update payouts set attempts = 20 where id = $1`, [id]);
    expect((await admin(`/${id}/retry`).expect(409)).body.message).toBe(
      'Ce versement a déjà été tenté 20 fois : rejetez-le, le marchand pourra en demander un nouveau',
    );
    await db.query(`update payouts set attempts = 1 where id = $1`, [id]);
    const retried = await admin(`/${id}/retry`).expect(200);
    expect(retried.body.data).toMatchObject({ status: 'processing', attempts: 2, failure_reason: null });
    const references = await db.query(`select payout_reference from payouts where id = $1`, [id]);
    expect(references.rows[0].payout_reference).toBe(`${number}-2`);
    await until(
      async () => {
        await jobs.tick(new Date(Date.now() + 60_000));
        return (await db.query(`select status from payouts where id = $1`, [id])).rows[0].status;
      },
      (s) => s === 'failed',
    );
    await admin(`/${id}/reject`, { reason: 'Le marchand doit changer de numéro' }).expect(200);
    expect((await page(token)).body.balance).toMatchObject({ available: 9_500, in_flight: 0, paid_out: 0 });
    await expectLedgerBalanced();
  });

  it('has the nightly check see a payout whose ledger does not match the table', async () => {
    await settings.update({ payout_delay_days: 0 });
    const { token } = await sellerWithDeliveredSale(10_000);
    await setPayoutPhone(token, '074 01 02 07');
    const asked = await ask(token, 9_000).expect(201);
    await expectLedgerBalanced();
    // a status written behind the service's back (no journal): the clearing account no longer matches
    await db.query(`update payouts set status = 'paid' where id = $1`, [asked.body.data.id]);
    const verified = await t.app.get(LedgerService).verify();
    expect(verified.differences.map((d) => d.check).sort()).toEqual(['payouts_in_flight', 'payouts_paid']);
    await db.query(`update payouts set status = 'requested' where id = $1`, [asked.body.data.id]);
    await expectLedgerBalanced();
  });

  it('takes its delay and minimum from the payment settings, refusing values out of range in French', async () => {
    const put = (body: object) => request(t.http).put('/api/admin/settings/payment').set(bearer(adminToken)).send(body);
    const bad = await put({ payout_delay_days: 91, payout_min_amount: 10.5 }).expect(422);
    expect(bad.body.errors).toEqual({
      payout_delay_days: ['Le délai avant versement doit être un nombre de jours entre 0 et 90'],
      payout_min_amount: ['Le versement minimum doit être un montant entier entre 100 et 10 000 000 FCFA'],
    });
    await put({ payout_delay_days: 3, payout_min_amount: 2_000 }).expect(200);
    expect(await settings.get('payout_delay_days')).toBe(3);
    expect(await settings.get('payout_min_amount')).toBe(2_000);
  });

  it('keeps each merchant to its own payouts and the queue to payouts.manage', async () => {
    await settings.update({ payout_delay_days: 0 });
    const { token } = await sellerWithDeliveredSale(10_000);
    await setPayoutPhone(token, '074 01 02 06');
    const asked = await ask(token, 9_000).expect(201);
    const other = await createUser(t.em(), { roles: ['Business Enterprise'] });
    const otherToken = await loginToken(t, other.email);
    expect((await page(otherToken)).body.data).toEqual([]);
    await request(t.http)
      .get(`/api/merchant/payouts/${asked.body.data.id}/statement.pdf`)
      .set(bearer(otherToken))
      .expect(404);
    const pdf = await request(t.http)
      .get(`/api/merchant/payouts/${asked.body.data.id}/statement.pdf`)
      .set(bearer(token))
      .buffer(true)
      .expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(asked.body.data.payout_number);

    const agent = await createUser(t.em(), { roles: ['Agent'] });
    const agentToken = await loginToken(t, agent.email);
    await request(t.http).get('/api/admin/payouts').set(bearer(agentToken)).expect(403);
    await request(t.http).post(`/api/admin/payouts/${asked.body.data.id}/approve`).set(bearer(agentToken)).expect(403);
    const customer = await buyer();
    await request(t.http).get('/api/merchant/payouts').set(bearer(customer.token)).expect(403);

    const queue = await request(t.http)
      .get('/api/admin/payouts')
      .query({ status: 'requested', search: asked.body.data.payout_number })
      .set(bearer(adminToken))
      .expect(200);
    expect(queue.body.data).toHaveLength(1);
    expect(queue.body.data[0].merchant.email).toBeTruthy();
    expect(queue.body.totals.requested.count).toBeGreaterThanOrEqual(1);
  });
});
