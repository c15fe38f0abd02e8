import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { SIMULATOR_CREDENTIALS } from '../../src/config/gateways.js';
import { EventBus } from '../../src/infra/events/event-bus.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { OrdersService } from '../../src/modules/orders/orders.service.js';
import { PaymentsService } from '../../src/modules/payments/payments.service.js';
import { ShapClient } from '../../src/infra/shap/shap-client.js';
import { Refund } from '../../src/modules/refunds/refund.entity.js';
import { Payment } from '../../src/modules/payments/payment.entity.js';
import { NOT_FOUND_TRUSTED_AFTER_MS, RefundPayoutsService } from '../../src/modules/refunds/refund-payouts.service.js';
import { RefundsLedgerAdapter } from '../../src/modules/refunds/refunds-ledger.adapter.js';
import { ShapSimulatorStore } from '../../src/modules/simulator/shap-simulator.store.js';
import { User } from '../../src/modules/users/user.entity.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createPaidLotteryOrder } from '../factories/orders.js';
import { createUser } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { json, startHttpStub, type HttpStub } from '../support/http-stub.js';

/**
 * Payouts whose answer gets lost on the way, against the SHAP simulator: a stub network between the
 * SHAP client and the simulator drops the request, drops the answer, or fails the look-ups.
 */
type Mode = 'pass' | 'drop-request' | 'drop-answer' | 'lookup-down' | 'lookup-ambiguous';
let mode: Mode = 'pass';
/** runs when a look-up reaches the network, before SHAP answers it (what another instance did meanwhile) */
let beforeLookup: (() => Promise<unknown>) | undefined;
let t: TestApp;
let network: HttpStub;
let lossy: RefundPayoutsService;
let store: ShapSimulatorStore;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp({ listen: true, simulator: { delayMs: 30, callbackUrl: undefined } });
  store = t.app.get(ShapSimulatorStore);
  network = await startHttpStub(async (req, res) => {
    const payoutPost = req.method === 'POST' && req.url.split('?')[0]!.endsWith('/payout');
    const lookup = req.method === 'GET' && req.url.split('?')[0]!.endsWith('/payout');
    if (mode === 'drop-request' && payoutPost) return void res.destroy();
    if (lookup && beforeLookup) await beforeLookup();
    if (mode === 'lookup-down' && lookup) return json(res, 503, { message: 'Service Unavailable' });
    if (mode === 'lookup-ambiguous' && lookup)
      return json(res, 404, { error_code: 'SP0099', error_description: 'Erreur interne' });
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type'])
      if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
    const upstream = await fetch(`${t.url}${req.url}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' ? undefined : req.body,
    });
    const text = await upstream.text();
    // SHAP took the payout; its answer never reaches us
    if (mode === 'drop-answer' && payoutPost) return void res.destroy();
    res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(text);
  });
  const client = new ShapClient({
    name: 'simulator',
    baseUrl: `${network.url}/simulator/shap`,
    apiId: SIMULATOR_CREDENTIALS.shapApiId,
    apiSecret: SIMULATOR_CREDENTIALS.shapApiSecret,
    timeoutMs: 2000,
    backoffMs: 10,
  });
  lossy = new RefundPayoutsService(
    t.app.get(EntityManager),
    client,
    t.app.get(EventBus),
    t.app.get(OrdersService),
    t.app.get(PaymentsService),
    t.app.get(RefundsLedgerAdapter),
  );
  const admin = await createUser(t.em(), { roles: ['Admin'] });
  adminToken = await loginToken(t, admin.email);
});
afterEach(() => {
  mode = 'pass';
  beforeLookup = undefined;
});
afterAll(async () => {
  await network?.close();
  await t?.close();
});

/** A customer's pending refund of two tickets of a raffle that fell short, paid from `phone`. */
async function pendingRefund(phone: string): Promise<Refund> {
  const em = t.em();
  const user = await createUser(em);
  const token = await loginToken(t, user.email);
  const lottery = await createOpenLottery(em, t.app.get(LotteriesService), { total: 10, minParticipants: 5 });
  const { payment } = await createPaidLotteryOrder(em, await em.findOneOrFail(User, user.id), lottery, 2, { phone });
  lottery.status = 'expired';
  await em.flush();
  const res = await request(t.http)
    .post('/api/refunds')
    .set(bearer(token))
    .send({ transaction_id: payment.id, reason: 'changed_mind' })
    .expect(201);
  return t.em().findOneOrFail(Refund, res.body.data.refund.id);
}

/**
 * A refund whose one attempt went out through the lossy network in `lose` mode (SHAP has it when only the
 * answer was dropped), then set to `as`: given up as never received, or rejected since.
 */
async function lostAttempt(phone: string, lose: 'drop-answer' | 'drop-request', as: 'failed' | 'rejected' = 'failed') {
  const refund = await pendingRefund(phone);
  mode = lose;
  expect(await lossy.process(refund.id, { auto: false })).toBe('processed');
  mode = 'pass';
  const given =
    as === 'failed'
      ? { status: 'failed' as const, failureReason: 'refunds.errors.payout_lost' }
      : { status: 'rejected' as const, rejectedAt: new Date(), rejectionReason: 'Perdu', failureReason: null };
  await t.em().nativeUpdate(Refund, { id: refund.id }, given);
  return refund;
}

const reload = (refund: Refund) => t.em().findOneOrFail(Refund, refund.id);
const later = (ms: number) => new Date(Date.now() + ms);
const DAY = 24 * 60 * 60_000;
const paidTo = (msisdn: string, refund: Refund) =>
  store.payoutsTo(msisdn).filter((p) => p.external_reference.startsWith(`${refund.refundNumber}-`));

describe('a payout whose outcome is unknown', () => {
  it('stays processed and is asked again, whatever the time, until SHAP answers; never sent twice', async () => {
    const refund = await pendingRefund('+24174010211');
    mode = 'drop-answer';
    expect(await lossy.process(refund.id, { auto: false })).toBe('processed');
    expect(paidTo('074010211', refund)).toHaveLength(1);

    mode = 'lookup-down';
    await lossy.reconcile(later(2 * DAY));
    expect(await reload(refund)).toMatchObject({ status: 'processed', attempts: 1, failureReason: null });
    mode = 'lookup-ambiguous';
    await lossy.reconcile(later(2 * DAY));
    expect(await reload(refund)).toMatchObject({ status: 'processed', attempts: 1 });

    mode = 'pass';
    await lossy.reconcile(later(60_000));
    expect(await reload(refund)).toMatchObject({
      status: 'completed',
      attempts: 1,
      payoutReference: `${refund.refundNumber}-1`,
    });
    expect(paidTo('074010211', refund)).toHaveLength(1);
  });
});

describe('a payout SHAP never received', () => {
  it('fails only once the look-up says SHAP has none, after the grace; then goes again under a new reference', async () => {
    const refund = await pendingRefund('+24174010212');
    mode = 'drop-request';
    expect(await lossy.process(refund.id, { auto: false })).toBe('processed');
    expect(paidTo('074010212', refund)).toHaveLength(0);

    mode = 'pass';
    // the request could still be on its way: "not found" is not believed yet
    await lossy.reconcile(later(60_000));
    expect(await reload(refund)).toMatchObject({ status: 'processed', attempts: 1 });
    await lossy.reconcile(later(NOT_FOUND_TRUSTED_AFTER_MS + 60_000));
    expect(await reload(refund)).toMatchObject({ status: 'failed', failureReason: 'refunds.errors.payout_lost' });

    const retried = await request(t.http)
      .post(`/api/admin/refunds/${refund.id}/retry`)
      .set(bearer(adminToken))
      .expect(200);
    expect(retried.body.refund.meta).toMatchObject({ attempts: 2, payout_reference: `${refund.refundNumber}-2` });
    expect(await reload(refund)).toMatchObject({ status: 'completed', attempts: 2 });
    expect(paidTo('074010212', refund).map((p) => p.external_reference)).toEqual([`${refund.refundNumber}-2`]);
  });
});

describe('a payout said never received that arrived after all', () => {
  it('is asked about again before a retry, a rejection or a manual completion, and completes instead of paying twice', async () => {
    // our side had given the attempt up (a look-up that missed it), while SHAP paid it
    const refund = await lostAttempt('+24174010213', 'drop-answer');
    expect(paidTo('074010213', refund)).toHaveLength(1);
    const admin = (path: string, body: object = {}) =>
      request(t.http).post(`/api/admin/refunds/${refund.id}/${path}`).set(bearer(adminToken)).send(body);
    const retried = await admin('retry').expect(409);
    expect(retried.body.message).toBe(
      "Ce remboursement est finalement arrivé chez le service de versement et a été payé au client : il est terminé, rien n'a été renvoyé.",
    );
    expect(await reload(refund)).toMatchObject({ status: 'completed', attempts: 1 });
    expect(paidTo('074010213', refund)).toHaveLength(1);
    await admin('reject', { reason: 'Trop tard' }).expect(409);
    await admin('complete', { external_refund_id: 'VIR-1', refund_method: 'bank_transfer' }).expect(409);
    expect(await reload(refund)).toMatchObject({ status: 'completed' });
  });

  it('refuses the decision and leaves the later one standing when another decision came while SHAP was asked', async () => {
    const refund = await lostAttempt('+24174010215', 'drop-answer');
    // another administrator's retry commits while this one's question is on its way
    beforeLookup = () =>
      t
        .em()
        .nativeUpdate(
          Refund,
          { id: refund.id },
          { status: 'processed', attempts: 2, payoutReference: `${refund.refundNumber}-2`, failureReason: null },
        );
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      await expect(lossy.recheckLost(refund.id)).rejects.toMatchObject({
        status: 409,
        message: 'refunds.errors.lost_arrived_conflict',
      });
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ refund: refund.id, state: 'success', status: 'processed' }),
        'A refund payout given up as lost arrived while a later decision stands',
      );
    } finally {
      logged.mockRestore();
    }
    // the old attempt's payment is not recorded over the new attempt: both are left for a person to look at
    expect(await reload(refund)).toMatchObject({
      status: 'processed',
      attempts: 2,
      payoutReference: `${refund.refundNumber}-2`,
    });
    expect(paidTo('074010215', refund)).toHaveLength(1);
  });

  it('asks about the last attempt of a rejected refund before sending it again', async () => {
    // given up as never received, then rejected: the rejection cleared the reason
    const refund = await lostAttempt('+24174010216', 'drop-answer', 'rejected');
    const retried = await request(t.http)
      .post(`/api/admin/refunds/${refund.id}/retry`)
      .set(bearer(adminToken))
      .expect(409);
    expect(retried.body.message).toBe(
      "Ce remboursement est finalement arrivé chez le service de versement et a été payé au client : il est terminé, rien n'a été renvoyé.",
    );
    // what happened is recorded: the payment reads refunded, so no new refund of it can pay again
    const completed = await reload(refund);
    expect(completed).toMatchObject({ status: 'completed', attempts: 1 });
    expect((await t.em().findOneOrFail(Payment, completed.payment.id)).status).toBe('refunded');
    expect(paidTo('074010216', refund)).toHaveLength(1);
    const again = await request(t.http)
      .post(`/api/admin/refunds/${refund.id}/retry`)
      .set(bearer(adminToken))
      .expect(409);
    expect(again.body.message).toBe('Seul un remboursement rejeté ou en échec peut être relancé');
  });

  it('refuses the decision while SHAP cannot be asked', async () => {
    const refund = await lostAttempt('+24174010214', 'drop-request');
    // SHAP's look-up out of reach (the lossy network): the decision is refused, nothing moves
    mode = 'lookup-down';
    await expect(lossy.recheckLost(refund.id)).rejects.toMatchObject({
      status: 503,
      message: 'refunds.errors.lost_unverifiable',
    });
    mode = 'pass';
    expect(await reload(refund)).toMatchObject({ status: 'failed', attempts: 1 });
    // reachable again and still without it: the retry goes on under a new reference
    await request(t.http).post(`/api/admin/refunds/${refund.id}/retry`).set(bearer(adminToken)).expect(200);
    expect(await reload(refund)).toMatchObject({ attempts: 2 });
  });
});
