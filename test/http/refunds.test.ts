import request from 'supertest';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Ticket } from '../../src/modules/lotteries/ticket.entity.js';
import { Product } from '../../src/modules/catalogue/product.entity.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { Payment } from '../../src/modules/payments/payment.entity.js';
import { Notification } from '../../src/modules/notifications/notification.entity.js';
import { Refund } from '../../src/modules/refunds/refund.entity.js';
import { RefundJobs } from '../../src/modules/refunds/refund-jobs.js';
import { RefundPayoutsService } from '../../src/modules/refunds/refund-payouts.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createPaidDirectOrder, createPaidLotteryOrder, createPayment } from '../factories/orders.js';
import { createUser } from '../factories/users.js';
import { User } from '../../src/modules/users/user.entity.js';

let t: TestApp;
let lotteries: LotteriesService;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp({ listen: true, simulator: { delayMs: 30, callbackUrl: undefined } });
  lotteries = t.app.get(LotteriesService);
  const admin = await createUser(t.em(), { roles: ['Admin'] });
  adminToken = await loginToken(t, admin.email);
});
afterAll(() => t?.close());

async function customer(): Promise<{ user: User; token: string }> {
  const user = await createUser(t.em());
  return { user, token: await loginToken(t, user.email) };
}

/** A raffle holding one paid order of `count` tickets, left in `status`. */
async function raffleWithSale(buyer: User, o: { status?: Lottery['status']; count?: number; phone?: string } = {}) {
  const em = t.em();
  const lottery = await createOpenLottery(em, lotteries, { total: 10, minParticipants: 5 });
  const sale = await createPaidLotteryOrder(em, await em.findOneOrFail(User, buyer.id), lottery, o.count ?? 2, {
    phone: o.phone,
  });
  if (o.status) {
    lottery.status = o.status;
    await em.flush();
  }
  return { lottery, ...sale };
}

async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const refundsOf = (paymentId: number) => t.em().find(Refund, { payment: paymentId }, { orderBy: { id: 'asc' } });
const admin = () => ({
  get: (p: string) => request(t.http).get(p).set(bearer(adminToken)),
  post: (p: string) => request(t.http).post(p).set(bearer(adminToken)),
});

describe('customer refund requests', () => {
  it('asks back the tickets of a raffle that fell short, once, lists it and cancels it', async () => {
    const { user, token } = await customer();
    const { payment } = await raffleWithSale(user, { status: 'expired' });

    const offered = await request(t.http).get('/api/refunds/refundable').set(bearer(token)).expect(200);
    const tx = offered.body.data.transactions.find((x: { id: number }) => x.id === payment.id);
    expect(tx).toMatchObject({ amount: 2000, has_refund: false, refusal: null });

    const created = await request(t.http)
      .post('/api/refunds')
      .set(bearer(token))
      .send({ transaction_id: payment.id, reason: 'changed_mind', notes: 'Tirage annulé' })
      .expect(201);
    expect(created.body.message).toBe('Demande de remboursement créée avec succès!');
    expect(created.body.data.refund).toMatchObject({
      status: 'pending',
      type: 'manual',
      amount: 2000,
      can_cancel: true,
      transaction: { id: payment.id },
    });
    expect(created.body.data.refund.payee_phone).toBe('+241 74 •• •• 03');

    const again = await request(t.http)
      .post('/api/refunds')
      .set(bearer(token))
      .send({ transaction_id: payment.id, reason: 'other' })
      .expect(409);
    expect(again.body.message).toBe('Un remboursement existe déjà pour cette transaction');

    const list = await request(t.http).get('/api/refunds').set(bearer(token)).expect(200);
    expect(list.body.data.refunds).toHaveLength(1);
    expect(list.body.data.stats).toEqual({
      total_refunds: 1,
      total_amount_refunded: 0,
      pending_refunds: 1,
      rejected_refunds: 0,
    });

    const id = created.body.data.refund.id;
    const cancelled = await request(t.http).post(`/api/refunds/${id}/cancel`).set(bearer(token)).expect(200);
    expect(cancelled.body.message).toBe('Demande annulée avec succès');
    expect(cancelled.body.data.refund).toMatchObject({
      status: 'rejected',
      rejection_reason: "Annulé par l'utilisateur",
      can_cancel: false,
    });
    await request(t.http).post(`/api/refunds/${id}/cancel`).set(bearer(token)).expect(409);
    const stats = (await request(t.http).get('/api/refunds').set(bearer(token)).expect(200)).body.data.stats;
    expect(stats).toMatchObject({ pending_refunds: 0, rejected_refunds: 1 });
  });

  it('refuses tickets of a running raffle, a shipped order, another user’s payment and bad input', async () => {
    const { user, token } = await customer();
    const { payment } = await raffleWithSale(user);
    const running = await request(t.http)
      .post('/api/refunds')
      .set(bearer(token))
      .send({ transaction_id: payment.id, reason: 'changed_mind' })
      .expect(422);
    expect(running.body.message).toBe("Les tickets d'une tombola en cours ou déjà tirée ne sont pas remboursables");

    const em = t.em();
    const product = await em.findOneOrFail(Product, { saleMode: 'lottery' }, { orderBy: { id: 'desc' } });
    const shipped = await createPaidDirectOrder(em, await em.findOneOrFail(User, user.id), product, {
      status: 'shipping',
    });
    const late = await request(t.http)
      .post('/api/refunds')
      .set(bearer(token))
      .send({ transaction_id: shipped.payment.id, reason: 'changed_mind' })
      .expect(422);
    expect(late.body.message).toBe('La commande a déjà été expédiée : contactez le vendeur');

    const other = await customer();
    await request(t.http)
      .post('/api/refunds')
      .set(bearer(other.token))
      .send({ transaction_id: payment.id, reason: 'other' })
      .expect(403);
    await request(t.http)
      .post('/api/refunds')
      .set(bearer(token))
      .send({ transaction_id: 999_999, reason: 'other' })
      .expect(404);
    const bad = await request(t.http)
      .post('/api/refunds')
      .set(bearer(token))
      .send({ transaction_id: payment.id, reason: 'insufficient_participants' });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(await t.em().count(Refund, { user: user.id })).toBe(0);
    await request(t.http).get('/api/admin/refunds').set(bearer(token)).expect(403);
  });
});

describe('automatic processing and payouts (SHAP simulator over HTTP)', () => {
  it('a dry run writes nothing; the real run pays back once, even when run three times at once', async () => {
    const { user } = await customer();
    const { payment, order, lottery } = await raffleWithSale(user, { status: 'expired', count: 3 });

    const dry = await admin()
      .post('/api/admin/refunds/process-automatic')
      .send({ dry_run: true, lottery_id: lottery.id })
      .expect(200);
    expect(dry.body.data).toMatchObject({ dry_run: true, created: 1, processed: 1, amount: 3000 });
    expect(await refundsOf(payment.id)).toHaveLength(0);

    const eligible = await admin().get('/api/admin/refunds/eligible-lotteries').expect(200);
    expect(eligible.body.data.expired_insufficient.find((l: { id: number }) => l.id === lottery.id)).toMatchObject({
      estimated_refund: 3000,
      payments_to_refund: 1,
      participants: 1,
      min_participants: 5,
    });

    await Promise.all(
      [0, 1, 2].map(() =>
        admin()
          .post('/api/admin/refunds/process-automatic')
          .send({ dry_run: false, lottery_id: lottery.id })
          .expect(200),
      ),
    );
    const refunds = await refundsOf(payment.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      status: 'completed',
      attempts: 1,
      amount: 3000,
      type: 'automatic',
      reason: 'insufficient_participants',
      autoProcessed: true,
    });
    expect(refunds[0]!.externalRefundId).toBeTruthy();

    const em = t.em();
    expect((await em.findOneOrFail(Payment, payment.id)).status).toBe('refunded');
    expect((await em.findOneOrFail(Order, order.id)).status).toBe('refunded');
    expect(await em.count(Ticket, { order: order.id, status: 'refunded' })).toBe(3);
    const payments = await admin().get(`/api/admin/refunds/eligible-lotteries/${lottery.id}/payments`).expect(200);
    expect(payments.body.data.payments[0]).toMatchObject({
      id: payment.id,
      amount: 3000,
      tickets: 3,
      refund: { status: 'completed' },
    });
    const notified = await until(
      () => t.em().count(Notification, { user: user.id, title: { $like: '%Remboursement effectué%' } }),
      (n) => n > 0,
    );
    expect(notified).toBe(1);
  });

  it('a refused payout fails and can be retried with a new attempt; a failed one can be rejected', async () => {
    const { user } = await customer();
    const { payment, lottery } = await raffleWithSale(user, { status: 'expired', phone: '+24174010277' });
    await admin()
      .post('/api/admin/refunds/process-automatic')
      .send({ dry_run: false, lottery_id: lottery.id })
      .expect(200);
    const payouts = t.app.get(RefundPayoutsService);
    const [started] = await refundsOf(payment.id);
    expect(started!.status).toBe('processed');
    await new Promise((r) => setTimeout(r, 100));
    await payouts.reconcile(new Date(Date.now() + 60_000));
    const [failed] = await refundsOf(payment.id);
    expect(failed!.status).toBe('failed');

    const retried = await admin().post(`/api/admin/refunds/${failed!.id}/retry`).expect(200);
    expect(retried.body.refund.meta.attempts).toBe(2);
    expect(retried.body.refund.meta.payout_reference).toBe(`${failed!.refundNumber}-2`);

    const blank = await admin().post(`/api/admin/refunds/${failed!.id}/reject`).send({ reason: '  ' });
    expect([400, 422]).toContain(blank.status);
    await new Promise((r) => setTimeout(r, 100));
    await payouts.reconcile(new Date(Date.now() + 60_000));
    const rejected = await admin()
      .post(`/api/admin/refunds/${failed!.id}/reject`)
      .send({ reason: 'Numéro fermé, contacter le client' })
      .expect(200);
    expect(rejected.body.data.refund).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Numéro fermé, contacter le client',
    });
    expect((await t.em().findOneOrFail(Payment, payment.id)).status).toBe('paid');
    // an automatic refund an administrator turned down is not raised again by the next pass
    await t.app.get(RefundJobs).tick();
    expect(await refundsOf(payment.id)).toHaveLength(1);
  });

  it('a payout answered later is completed by the reconciliation', async () => {
    const { user } = await customer();
    const { payment, lottery } = await raffleWithSale(user, { status: 'expired', phone: '+24174010272' });
    await admin()
      .post('/api/admin/refunds/process-automatic')
      .send({ dry_run: false, lottery_id: lottery.id })
      .expect(200);
    expect((await refundsOf(payment.id))[0]!.status).toBe('processed');
    await new Promise((r) => setTimeout(r, 100));
    await t.app.get(RefundPayoutsService).reconcile(new Date(Date.now() + 60_000));
    expect((await refundsOf(payment.id))[0]!.status).toBe('completed');
  });

  it('money taken for an order that no longer waited for it goes back with the automatic pass', async () => {
    const { user } = await customer();
    const em = t.em();
    const lottery = await createOpenLottery(em, lotteries);
    const { order } = await createPaidLotteryOrder(em, await em.findOneOrFail(User, user.id), lottery, 1);
    const late = await createPayment(em, order, {
      status: 'cancelled',
      paidAt: new Date(),
      failureReason: 'payments.errors.refund_due',
    });
    await t.app.get(RefundJobs).tick();
    const [refund] = await refundsOf(late.id);
    expect(refund).toMatchObject({ status: 'completed', reason: 'system_error', type: 'automatic', amount: 1000 });
    // the order's own payment and tickets are untouched
    expect((await t.em().findOneOrFail(Order, order.id)).status).toBe('paid');
    expect((await t.em().findOneOrFail(Payment, late.id)).status).toBe('refunded');
  });
});

describe('administrators', () => {
  it('refund a completed direct payment: the order is refunded and the unit goes back on sale', async () => {
    const { user } = await customer();
    const em = t.em();
    const product = await em.findOneOrFail(Product, { saleMode: 'lottery' }, { orderBy: { id: 'desc' } });
    product.stock = 4;
    await em.flush();
    const { payment, order } = await createPaidDirectOrder(em, await em.findOneOrFail(User, user.id), product);
    const res = await admin()
      .post(`/api/admin/payments/${payment.id}/refund`)
      .send({ reason: 'Article indisponible' })
      .expect(200);
    expect(res.body.message).toBe('Remboursement initié avec succès');
    expect(res.body.data.refund).toMatchObject({
      status: 'completed',
      type: 'admin',
      reason: 'admin_initiated',
      notes: 'Article indisponible',
    });
    expect((await t.em().findOneOrFail(Order, order.id)).status).toBe('refunded');
    expect((await t.em().findOneOrFail(Product, product.id)).stock).toBe(5);
    const twice = await admin().post(`/api/admin/payments/${payment.id}/refund`).send({}).expect(409);
    expect(twice.body.message).toBe('Un remboursement ne peut être initié que pour un paiement complété');

    const listed = await admin().get(`/api/admin/refunds?search=${order.orderNumber}`).expect(200);
    expect(listed.body.data.total).toBe(1);
    expect(listed.body.data.refunds[0]).toMatchObject({
      user: { id: user.id },
      meta: { order_number: order.orderNumber, operator: 'airtel' },
    });
    const stats = await admin().get('/api/admin/refunds/stats').expect(200);
    expect(stats.body.data.total_amount_refunded).toBeGreaterThanOrEqual(payment.amount);
  });

  it('cancel a running raffle: unpaid reservations are released, buyers are told and paid back', async () => {
    const buyer = await customer();
    const waiting = await customer();
    const em = t.em();
    const lottery = await createOpenLottery(em, lotteries, { total: 10 });
    const { payment, order } = await createPaidLotteryOrder(
      em,
      await em.findOneOrFail(User, buyer.user.id),
      lottery,
      2,
    );
    const reserved = await request(t.http)
      .post('/api/tickets/purchase')
      .set(bearer(waiting.token))
      .send({ lottery_id: lottery.id, quantity: 1, total_amount: 1000 })
      .expect(201);

    expect([400, 422]).toContain(
      (await admin().post(`/api/admin/lotteries/${lottery.id}/cancel`).send({ reason: '' })).status,
    );
    const res = await admin()
      .post(`/api/admin/lotteries/${lottery.id}/cancel`)
      .send({ reason: 'Produit retiré par le vendeur' })
      .expect(200);
    expect(res.body.data).toEqual({ lottery_id: lottery.id, status: 'cancelled', refunds_created: 1 });

    const after = await t.em().findOneOrFail(Lottery, lottery.id);
    expect(after).toMatchObject({ status: 'cancelled', reservedTickets: 0, soldTickets: 2 });
    expect((await t.em().findOneOrFail(Order, { orderNumber: reserved.body.data.order_number })).status).toBe(
      'cancelled',
    );
    const done = await until(
      () => refundsOf(payment.id),
      (r) => r[0]?.status === 'completed',
    );
    expect(done[0]).toMatchObject({ reason: 'lottery_cancelled', status: 'completed' });
    expect((await t.em().findOneOrFail(Order, order.id)).status).toBe('refunded');
    const told = await until(
      () => t.em().count(Notification, { user: buyer.user.id, title: 'Tombola annulée' }),
      (n) => n > 0,
    );
    expect(told).toBe(1);

    const again = await admin()
      .post(`/api/admin/lotteries/${lottery.id}/cancel`)
      .send({ reason: 'Encore' })
      .expect(409);
    expect(again.body.message).toMatch(/ne peut plus être annulée/);
  });
});
