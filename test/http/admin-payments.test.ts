import { jest } from '@jest/globals';
import request from 'supertest';
import { Order } from '../../src/modules/orders/order.entity.js';
import { newOrderNumber } from '../../src/common/dated-number.js';
import { Payment } from '../../src/modules/payments/payment.entity.js';
import { AdminPaymentsQueries, monthStart } from '../../src/modules/payments/admin-payments.queries.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Refund } from '../../src/modules/refunds/refund.entity.js';
import { Product } from '../../src/modules/catalogue/product.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import type { PaymentStatus } from '../../src/contracts/payments.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createProduct } from '../factories/catalogue.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createPaidDirectOrder, createPaidLotteryOrder, createPayment } from '../factories/orders.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let adminToken: string;
let product: Product;
let formula: User;
let plus: User;
const ids: Record<string, number> = {};

const admin = () => ({
  get: (p: string) => request(t.http).get(p).set(bearer(adminToken)),
  post: (p: string) => request(t.http).post(p).set(bearer(adminToken)),
});

/** Moves a payment to a given moment (created and, when paid, paid then). */
async function at(payment: Payment, when: Date): Promise<void> {
  await t
    .em()
    .nativeUpdate(Payment, { id: payment.id }, { createdAt: when, ...(payment.paidAt ? { paidAt: when } : {}) });
}

async function paid(buyer: User, when: Date): Promise<Payment> {
  const em = t.em();
  const { payment } = await createPaidDirectOrder(
    em,
    await em.findOneOrFail(User, buyer.id),
    await em.findOneOrFail(Product, product.id),
  );
  await at(payment, when);
  return payment;
}

/** An order that was never paid, with one attempt left in `status`. */
async function attempt(buyer: User, status: PaymentStatus, when: Date): Promise<Payment> {
  const em = t.em();
  const order = em.create(Order, {
    orderNumber: newOrderNumber(),
    user: await em.findOneOrFail(User, buyer.id),
    type: 'product_purchase',
    status: status === 'refunded' ? 'refunded' : 'awaiting_payment',
    product: product.id,
    quantity: 1,
    unitPrice: 5000,
    totalAmount: 5000,
  });
  await em.flush();
  const payment = await createPayment(em, order, { status, paidAt: status === 'refunded' ? when : null });
  await at(payment, when);
  return payment;
}

beforeAll(async () => {
  t = await startTestApp({ listen: true, simulator: { delayMs: 30, callbackUrl: undefined } });
  const em = t.em();
  const boss = await createUser(em, { roles: ['Admin'] });
  adminToken = await loginToken(t, boss.email);
  const merchant = await createUser(em, { roles: ['Business Enterprise'], companyName: 'Okoumé SARL' });
  product = await createProduct(em, { merchant, name: 'Sac en raphia', price: 5000, stock: 100 });
  formula = await createUser(em, {
    firstName: '=HYPERLINK("http://x")',
    lastName: 'Mba',
    email: 'formule@mbolo.test',
    phone: '+24177112233',
  });
  plus = await createUser(em, { firstName: '+Awa', lastName: 'Ndong', email: 'awa.ndong@mbolo.test' });

  // three months of known data around the Libreville month boundaries
  const now = new Date();
  const thisMonth = new Date(monthStart(now).getTime() + 3_600_000);
  const lastMonth = new Date(monthStart(now, 1).getTime() + 3_600_000);
  ids.paid1 = (await paid(formula, thisMonth)).id;
  ids.paid2 = (await paid(plus, thisMonth)).id;
  ids.paid3 = (await paid(plus, thisMonth)).id;
  ids.failedNow = (await attempt(plus, 'failed', thisMonth)).id;
  ids.pending = (await attempt(formula, 'pending', thisMonth)).id;
  ids.refunded = (await attempt(plus, 'refunded', thisMonth)).id;
  ids.paidOld1 = (await paid(formula, lastMonth)).id;
  ids.paidOld2 = (await paid(plus, lastMonth)).id;
  ids.failedOld = (await attempt(formula, 'failed', lastMonth)).id;
  ids.expiredOld = (await attempt(plus, 'expired', lastMonth)).id;
});
afterAll(() => t?.close());

describe('admin payments', () => {
  it('computes the four cards on known data, the failed card as minus failed over successful', async () => {
    const res = await admin().get('/api/admin/payments/stats').expect(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        total_revenue: 25_000,
        current_month_revenue: 15_000,
        revenue_change: 50,
        successful_transactions: 5,
        current_month_transactions: 3,
        transactions_change: 50,
        success_rate: 62.5,
        // this month 3 of 4 settled attempts, last month 2 of 4: +25 points
        success_rate_change: 25,
        failed_transactions: 3,
        failed_transactions_change: -60,
        pending_transactions: 1,
      },
    });
  });

  it('lists 20 a page with the spec fields, pagination and stats', async () => {
    const res = await admin().get('/api/admin/payments').expect(200);
    expect(res.body.success).toBe(true);
    const { payments, pagination, stats } = res.body.data;
    expect(pagination).toEqual({ current_page: 1, per_page: 20, total: 10, last_page: 1 });
    expect(stats.total_revenue).toBe(25_000);
    const row = payments.find((p: { id: number }) => p.id === ids.paid1);
    expect(row).toMatchObject({
      payment_method: 'airtel_money',
      user_name: '=HYPERLINK("http://x") Mba',
      user_email: 'formule@mbolo.test',
      product_name: 'Sac en raphia',
      tickets_count: 0,
      amount: 5000,
      currency: 'XAF',
      status: 'completed',
    });
    expect(row.transaction_id).toMatch(/\w+/);
    expect(Date.parse(row.created_at)).not.toBeNaN();
    // newest first
    const dates = payments.map((p: { created_at: string }) => Date.parse(p.created_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const page2 = await admin().get('/api/admin/payments?per_page=4&page=3').expect(200);
    expect(page2.body.data.pagination).toEqual({ current_page: 3, per_page: 4, total: 10, last_page: 3 });
    expect(page2.body.data.payments).toHaveLength(2);
  });

  it('filters by status (spec names), search and dates, ignoring empty filters', async () => {
    const idsOf = async (q: string) =>
      ((await admin().get(`/api/admin/payments?${q}`).expect(200)).body.data.payments as { id: number }[])
        .map((p) => p.id)
        .sort((a, b) => a - b);
    const sorted = (...xs: number[]) => xs.sort((a, b) => a - b);
    expect(await idsOf('status=completed')).toEqual(
      sorted(ids.paid1!, ids.paid2!, ids.paid3!, ids.paidOld1!, ids.paidOld2!),
    );
    expect(await idsOf('status=failed')).toEqual(sorted(ids.failedNow!, ids.failedOld!, ids.expiredOld!));
    expect(await idsOf('status=pending')).toEqual([ids.pending]);
    expect(await idsOf('status=refunded')).toEqual([ids.refunded]);
    expect(await idsOf('status=&search=&start_date=')).toHaveLength(10);

    const p1 = await t.em().findOneOrFail(Payment, ids.paid1!);
    expect(await idsOf(`search=${p1.reference.toLowerCase()}`)).toEqual([ids.paid1]);
    expect(await idsOf(`search=${p1.gatewayTransactionId}`)).toEqual([ids.paid1]);
    expect(await idsOf(`search=${p1.billId}`)).toEqual([ids.paid1]);
    const o1 = await t.em().findOneOrFail(Order, p1.order.id);
    expect(await idsOf(`search=${o1.orderNumber}`)).toEqual([ids.paid1]);
    expect(await idsOf('search=awa.ndong')).toHaveLength(6);
    expect(await idsOf('search=Awa%20Ndong')).toHaveLength(6);
    // typed the national way, stored as E.164
    expect(await idsOf('search=077112233')).toHaveLength(4);
    expect(await idsOf('search=formule&status=completed')).toEqual(sorted(ids.paid1!, ids.paidOld1!));

    const day = (d: Date) => new Date(d.getTime() + 3_600_000).toISOString().slice(0, 10);
    const first = monthStart(new Date());
    expect(await idsOf(`start_date=${day(first)}`)).toHaveLength(6);
    expect(await idsOf(`end_date=${day(new Date(first.getTime() - 1))}`)).toHaveLength(4);

    const bad = await admin().get('/api/admin/payments?status=paid');
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.success).toBe(false);
    expect(bad.body.message).toMatch(/[a-zé]/);
    const badDate = await admin().get('/api/admin/payments?start_date=25/11/2026');
    expect([400, 422]).toContain(badDate.status);
  });

  it('shows one payment in detail, 404 in French for an unknown one', async () => {
    const res = await admin().get(`/api/admin/payments/${ids.paid2}`).expect(200);
    expect(res.body.data.payment).toMatchObject({
      id: ids.paid2,
      status: 'completed',
      can_refund: true,
      refund: null,
      user_name: '+Awa Ndong',
      gateway: 'simulator',
    });
    const failed = await admin().get(`/api/admin/payments/${ids.failedOld}`).expect(200);
    expect(failed.body.data.payment).toMatchObject({ status: 'failed', can_refund: false });
    const missing = await admin().get('/api/admin/payments/999999').expect(404);
    expect(missing.body.message).toBe('Paiement introuvable');
  });

  it('exports as JSON with the spec file name and the same filters', async () => {
    const res = await admin()
      .get('/api/admin/payments/export?status=completed')
      .buffer(true)
      .parse(textParser)
      .expect(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="payments-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = JSON.parse(res.body as string);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(5);
    expect(body.data.every((p: { status: string }) => p.status === 'completed')).toBe(true);
    const all = JSON.parse(
      (await admin().get('/api/admin/payments/export').buffer(true).parse(textParser).expect(200)).body as string,
    );
    expect(all.data).toHaveLength(10);
  });

  it('exports as CSV for Excel in French, names that look like formulas neutralised', async () => {
    const res = await admin()
      .get('/api/admin/payments/export?format=csv&search=mbolo.test')
      .buffer(true)
      .parse(textParser)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/filename="payments-export-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = res.body as string;
    // every text cell quoted (RFC 4180): a comma separator cannot split a name into a formula cell
    expect(text.startsWith('\uFEFF"ID transaction";"Référence opérateur";"Méthode";"Utilisateur";')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(11);
    expect(text).toContain(`;"'=HYPERLINK(""http://x"") Mba";"formule@mbolo.test";`);
    expect(text).toContain(`;"'+Awa Ndong";"awa.ndong@mbolo.test";`);
    expect(text).not.toMatch(/[;,]"?[=+]/);
    expect(text).toContain(';"Complété";');
    // numbers stay bare (Excel sums them), text is quoted
    expect(text).toContain(';5000;"XAF";');
  });

  it('streams the export in keyset pages, never the whole table at once', async () => {
    const queries = t.app.get(AdminPaymentsQueries);
    const spy = jest.spyOn(queries, 'exportPage');
    queries.exportPageSize = 3;
    try {
      const res = await admin().get('/api/admin/payments/export?format=csv').buffer(true).parse(textParser).expect(200);
      expect((res.body as string).trim().split('\r\n')).toHaveLength(11);
      // 10 rows in pages of 3: 3 + 3 + 3 + 1
      expect(spy).toHaveBeenCalledTimes(4);
      for (const call of spy.mock.results) expect(((await call.value) as unknown[]).length).toBeLessThanOrEqual(3);
    } finally {
      queries.exportPageSize = 1000;
      spy.mockRestore();
    }
  });

  it('counts the tickets of a raffle payment', async () => {
    const em = t.em();
    const lottery = await createOpenLottery(em, t.app.get(LotteriesService), { total: 10 });
    const { payment } = await createPaidLotteryOrder(em, await em.findOneOrFail(User, plus.id), lottery, 3);
    const res = await admin().get(`/api/admin/payments/${payment.id}`).expect(200);
    expect(res.body.data.payment).toMatchObject({
      tickets_count: 3,
      order_type: 'lottery',
      lottery_number: lottery.lotteryNumber,
      amount: 3000,
    });
  });

  it('initiates one refund even when asked twice at once, only for a completed payment', async () => {
    const payment = await paid(plus, new Date());
    const answers = await Promise.all(
      [1, 2].map(() =>
        admin().post(`/api/admin/payments/${payment.id}/refund`).send({ reason: 'Article indisponible' }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    const ok = answers.find((a) => a.status === 200)!;
    expect(ok.body).toMatchObject({
      success: true,
      message: 'Remboursement initié avec succès',
      data: { refund: { type: 'admin', reason: 'admin_initiated' } },
    });
    expect(answers.find((a) => a.status === 409)!.body.success).toBe(false);
    expect(await t.em().count(Refund, { payment: payment.id })).toBe(1);
    const detail = await admin().get(`/api/admin/payments/${payment.id}`).expect(200);
    expect(detail.body.data.payment.can_refund).toBe(false);
    expect(detail.body.data.payment.refund).toMatchObject({ id: ok.body.data.refund.id });

    for (const id of [ids.failedNow, ids.pending, ids.expiredOld]) {
      const refused = await admin().post(`/api/admin/payments/${id}/refund`).send({ reason: 'x' }).expect(422);
      expect(refused.body.message).toBe('Un remboursement ne peut être initié que pour un paiement complété');
    }
    expect(await t.em().count(Refund, { payment: { $in: [ids.failedNow!, ids.pending!, ids.expiredOld!] } })).toBe(0);
  });

  it('answers 401 without a session and 403 to a customer and a merchant', async () => {
    const customer = await createUser(t.em());
    const merchant = await createUser(t.em(), { roles: ['Business Individual'] });
    const tokens = [await loginToken(t, customer.email), await loginToken(t, merchant.email)];
    const gets = [
      '/api/admin/payments',
      '/api/admin/payments/stats',
      '/api/admin/payments/export',
      '/api/admin/payments/export?format=csv',
      `/api/admin/payments/${ids.paid1}`,
    ];
    for (const path of gets) {
      await request(t.http).get(path).expect(401);
      for (const token of tokens) await request(t.http).get(path).set(bearer(token)).expect(403);
    }
    const refund = `/api/admin/payments/${ids.paid1}/refund`;
    await request(t.http).post(refund).send({}).expect(401);
    for (const token of tokens) await request(t.http).post(refund).set(bearer(token)).send({}).expect(403);
    expect(await t.em().count(Refund, { payment: ids.paid1! })).toBe(0);
  });
});

function textParser(res: request.Response, done: (err: Error | null, body: string) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
}
