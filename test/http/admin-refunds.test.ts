import request from 'supertest';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { Product } from '../../src/modules/catalogue/product.entity.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { Payment } from '../../src/modules/payments/payment.entity.js';
import { Refund } from '../../src/modules/refunds/refund.entity.js';
import { RefundPayoutsService } from '../../src/modules/refunds/refund-payouts.service.js';
import { User } from '../../src/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createPaidDirectOrder, createPaidLotteryOrder } from '../factories/orders.js';
import { createUser } from '../factories/users.js';

/** Spec 3 §2–§4 refunds: the lifecycle as the administrator drives it, timestamp by timestamp. */
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp({ listen: true, simulator: { delayMs: 30, callbackUrl: undefined } });
  const admin = await createUser(t.em(), { roles: ['Admin'] });
  adminToken = await loginToken(t, admin.email);
  // a product to sell directly
  await createOpenLottery(t.em(), t.app.get(LotteriesService), { total: 10, minParticipants: 5 });
});
afterAll(() => t?.close());

const admin = () => ({
  get: (p: string) => request(t.http).get(p).set(bearer(adminToken)),
  post: (p: string) => request(t.http).post(p).set(bearer(adminToken)),
});
const refundsOf = (paymentId: number) => t.em().find(Refund, { payment: paymentId }, { orderBy: { id: 'asc' } });

async function directSale(phone?: string) {
  const em = t.em();
  const user = await createUser(em);
  const product = await em.findOneOrFail(Product, { saleMode: 'lottery' }, { orderBy: { id: 'desc' } });
  return { user, ...(await createPaidDirectOrder(em, await em.findOneOrFail(User, user.id), product, { phone })) };
}

async function expiredRaffleSale(phone: string) {
  const em = t.em();
  const user = await createUser(em);
  const lottery = await createOpenLottery(em, t.app.get(LotteriesService), { total: 10, minParticipants: 5 });
  const sale = await createPaidLotteryOrder(em, await em.findOneOrFail(User, user.id), lottery, 2, { phone });
  lottery.status = 'expired';
  await em.flush();
  return { lottery, ...sale };
}

const ms = (iso: string | null) => (iso ? Date.parse(iso) : NaN);

describe('refund lifecycle (admin)', () => {
  it('a mobile-money refund stamps approved, processed and completed, and shows its meta', async () => {
    const { payment, order } = await directSale();
    await admin().post(`/api/admin/payments/${payment.id}/refund`).send({}).expect(200);
    const [row] = await refundsOf(payment.id);
    const res = await admin().get(`/api/admin/refunds/${row!.id}`).expect(200);
    const r = res.body.data.refund;
    expect(r).toMatchObject({
      status: 'completed',
      refund_method: 'mobile_money',
      amount: payment.amount,
      currency: 'XAF',
      rejected_at: null,
      can_retry: false,
      can_reject: false,
    });
    expect(ms(r.created_at)).toBeLessThanOrEqual(ms(r.approved_at));
    expect(ms(r.approved_at)).toBeLessThanOrEqual(ms(r.processed_at));
    expect(ms(r.processed_at)).toBeLessThanOrEqual(ms(r.completed_at));
    expect(r.meta).toMatchObject({
      order_number: order.orderNumber,
      original_amount: payment.amount,
      operator_fees: 0,
      operator: 'airtel',
      state: 'success',
      attempts: 1,
    });
    expect(r.meta.shap_payout_id).toBeTruthy();
    expect(r.meta.timestamp).toBeTruthy();
    expect(r.external_refund_id).toBe(r.meta.shap_payout_id);
  });

  it('a bank transfer waits approved, untouched by automatic processing, until the administrator completes it', async () => {
    const { payment, order } = await directSale();
    const started = await admin()
      .post(`/api/admin/payments/${payment.id}/refund`)
      .send({ refund_method: 'bank_transfer' })
      .expect(200);
    const r = started.body.data.refund;
    expect(r).toMatchObject({
      status: 'approved',
      refund_method: 'bank_transfer',
      processed_at: null,
      completed_at: null,
      can_complete: true,
      can_reject: true,
    });
    expect(r.approved_at).toBeTruthy();
    await admin().post('/api/admin/refunds/process-automatic').send({ dry_run: false }).expect(200);
    expect((await refundsOf(payment.id))[0]).toMatchObject({ status: 'approved', attempts: 0 });

    const blank = await admin()
      .post(`/api/admin/refunds/${r.id}/complete`)
      .send({ external_refund_id: '  ' })
      .expect(422);
    expect(JSON.stringify(blank.body)).toContain('La référence du remboursement est obligatoire');
    const done = await admin()
      .post(`/api/admin/refunds/${r.id}/complete`)
      .send({ external_refund_id: 'VIR-2026-0042', notes: 'Virement BGFI' })
      .expect(200);
    expect(done.body.message).toBe('Remboursement complété');
    expect(done.body.data.refund).toMatchObject({
      status: 'completed',
      external_refund_id: 'VIR-2026-0042',
      notes: 'Virement BGFI',
      can_complete: false,
    });
    expect(done.body.data.refund.processed_at).toBeTruthy();
    expect(done.body.data.refund.completed_at).toBeTruthy();
    expect((await t.em().findOneOrFail(Payment, payment.id)).status).toBe('refunded');
    expect((await t.em().findOneOrFail(Order, order.id)).status).toBe('refunded');

    const again = await admin()
      .post(`/api/admin/refunds/${r.id}/complete`)
      .send({ external_refund_id: 'VIR-2' })
      .expect(409);
    expect(again.body.message).toBe(
      'Seul un remboursement en attente, approuvé ou en échec peut être complété manuellement',
    );
  });

  it('cash is completed the same way; a mobile-money refund needs the method named', async () => {
    const cash = await directSale();
    const c = (
      await admin().post(`/api/admin/payments/${cash.payment.id}/refund`).send({ refund_method: 'cash' }).expect(200)
    ).body.data.refund;
    const done = await admin()
      .post(`/api/admin/refunds/${c.id}/complete`)
      .send({ external_refund_id: 'REÇU-17' })
      .expect(200);
    expect(done.body.data.refund).toMatchObject({ status: 'completed', refund_method: 'cash' });

    // a failed payout, paid in cash instead
    const { payment } = await expiredRaffleSale('+24174010277');
    await admin().post('/api/admin/refunds/process-automatic').send({ dry_run: false }).expect(200);
    await new Promise((r) => setTimeout(r, 100));
    await t.app.get(RefundPayoutsService).reconcile(new Date(Date.now() + 60_000));
    const [failed] = await refundsOf(payment.id);
    expect(failed!.status).toBe('failed');
    const unnamed = await admin()
      .post(`/api/admin/refunds/${failed!.id}/complete`)
      .send({ external_refund_id: 'REÇU-18' })
      .expect(422);
    expect(unnamed.body.message).toBe('Précisez le mode de remboursement : virement bancaire ou espèces');
    const paid = await admin()
      .post(`/api/admin/refunds/${failed!.id}/complete`)
      .send({ external_refund_id: 'REÇU-18', refund_method: 'cash' })
      .expect(200);
    expect(paid.body.data.refund).toMatchObject({
      status: 'completed',
      refund_method: 'cash',
      failed_at: null,
      failure_reason: null,
    });
  });

  it('reject needs a reason, stamps rejected_at, and a completed refund cannot be rejected', async () => {
    const { payment } = await directSale();
    const r = (
      await admin()
        .post(`/api/admin/payments/${payment.id}/refund`)
        .send({ refund_method: 'bank_transfer' })
        .expect(200)
    ).body.data.refund;
    const blank = await admin().post(`/api/admin/refunds/${r.id}/reject`).send({ reason: '   ' }).expect(422);
    expect(JSON.stringify(blank.body)).toContain('Le motif du rejet est obligatoire');
    const ok = await admin()
      .post(`/api/admin/refunds/${r.id}/reject`)
      .send({ reason: 'Client remboursé en boutique' })
      .expect(200);
    expect(ok.body.data.message).toBe('Remboursement rejeté');
    expect(ok.body.data.refund).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Client remboursé en boutique',
      can_retry: true,
    });
    expect(ok.body.data.refund.rejected_at).toBeTruthy();

    const done = await directSale();
    await admin().post(`/api/admin/payments/${done.payment.id}/refund`).send({}).expect(200);
    const [completed] = await refundsOf(done.payment.id);
    const refused = await admin()
      .post(`/api/admin/refunds/${completed!.id}/reject`)
      .send({ reason: 'Trop tard' })
      .expect(409);
    expect(refused.body.message).toBe('Ce remboursement ne peut plus être rejeté');
  });

  it('retry sends a failed refund again under a new attempt; a rejected one comes back approved', async () => {
    const { payment } = await expiredRaffleSale('+24174010277');
    await admin().post('/api/admin/refunds/process-automatic').send({ dry_run: false }).expect(200);
    await new Promise((r) => setTimeout(r, 100));
    await t.app.get(RefundPayoutsService).reconcile(new Date(Date.now() + 60_000));
    const [failed] = await refundsOf(payment.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    const firstApproval = failed!.approvedAt!.getTime();
    const retried = await admin().post(`/api/admin/refunds/${failed!.id}/retry`).expect(200);
    expect(retried.body.message).toBe('Remboursement relancé');
    expect(retried.body.refund).toMatchObject({
      status: 'processed',
      failed_at: null,
      meta: { attempts: 2, payout_reference: `${failed!.refundNumber}-2` },
    });
    expect(ms(retried.body.refund.approved_at)).toBeGreaterThanOrEqual(firstApproval);

    const { payment: p2 } = await directSale();
    const r = (await admin().post(`/api/admin/payments/${p2.id}/refund`).send({ refund_method: 'cash' }).expect(200))
      .body.data.refund;
    await admin().post(`/api/admin/refunds/${r.id}/reject`).send({ reason: 'Erreur de saisie' }).expect(200);
    const notWhileRejected = await admin()
      .post(`/api/admin/refunds/${r.id}/complete`)
      .send({ external_refund_id: 'REÇU-19' })
      .expect(409);
    expect(notWhileRejected.body.message).toBe(
      'Seul un remboursement en attente, approuvé ou en échec peut être complété manuellement',
    );
    const back = await admin().post(`/api/admin/refunds/${r.id}/retry`).expect(200);
    expect(back.body.refund).toMatchObject({ status: 'approved', rejected_at: null, rejection_reason: null });
    const notAgain = await admin().post(`/api/admin/refunds/${r.id}/retry`).expect(409);
    expect(notAgain.body.message).toBe('Seul un remboursement rejeté ou en échec peut être relancé');
  });

  it('two administrators initiating the refund of one payment at the same moment raise one refund', async () => {
    const { payment } = await directSale('+24174010272');
    const answers = await Promise.all(
      [0, 1, 2].map(() => admin().post(`/api/admin/payments/${payment.id}/refund`).send({ reason: 'Doublon' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await refundsOf(payment.id)).toHaveLength(1);
  });

  it('is for administrators only', async () => {
    const customer = await createUser(t.em());
    const merchant = await createUser(t.em(), { roles: ['Business Individual'] });
    const routes: [string, string][] = [
      ['get', '/api/admin/refunds/1'],
      ['post', '/api/admin/refunds/1/complete'],
      ['post', '/api/admin/refunds/1/reject'],
      ['post', '/api/admin/refunds/1/retry'],
    ];
    for (const [method, path] of routes) {
      await (request(t.http) as never as Record<string, (p: string) => request.Test>)[method]!(path)
        .send({})
        .expect(401);
      for (const u of [customer, merchant]) {
        const token = await loginToken(t, u.email);
        await (request(t.http) as never as Record<string, (p: string) => request.Test>)[method]!(path)
          .set(bearer(token))
          .send({})
          .expect(403);
      }
    }
  });
});
