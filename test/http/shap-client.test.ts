import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { SIMULATOR_CREDENTIALS } from '../../src/config/gateways.js';
import { GatewayError } from '../../src/infra/ebilling/payment-gateway.js';
import { PAYOUT_GATEWAY, type PayoutGateway, type PayoutInput } from '../../src/infra/shap/payout-gateway.js';
import { ShapClient } from '../../src/infra/shap/shap-client.js';
import { ShapSimulatorStore } from '../../src/modules/simulator/shap-simulator.store.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { eventually } from '../support/http-stub.js';

/** The production SHAP client against the in-process SHAP simulator, over real HTTP. */
let t: TestApp;
let base: string;
let store: ShapSimulatorStore;
beforeAll(async () => {
  t = await startTestApp({ listen: true, simulator: { delayMs: 150 } });
  base = `${t.url}/simulator/shap`;
  store = t.app.get(ShapSimulatorStore);
});
afterAll(() => t?.close());

function client(secret: string = SIMULATOR_CREDENTIALS.shapApiSecret): ShapClient {
  return new ShapClient({
    name: 'simulator',
    baseUrl: base,
    apiId: SIMULATOR_CREDENTIALS.shapApiId,
    apiSecret: secret,
    timeoutMs: 3000,
    backoffMs: 10,
  });
}

function payout(payeeMsisdn: string, extra: Partial<PayoutInput> = {}): PayoutInput {
  return {
    paymentSystem: 'airtelmoney',
    payeeMsisdn,
    amount: 2500,
    externalReference: `RMB-${randomUUID().slice(0, 8)}-1`,
    ...extra,
  };
}

async function rejection(promise: Promise<unknown>): Promise<GatewayError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GatewayError);
  return err as GatewayError;
}

async function bearer(): Promise<string> {
  const res = await request(t.http)
    .post('/simulator/shap/auth')
    .send({ api_id: SIMULATOR_CREDENTIALS.shapApiId, api_secret: SIMULATOR_CREDENTIALS.shapApiSecret })
    .expect(200);
  expect(res.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 });
  return `Bearer ${res.body.access_token}`;
}

const settled = (gw: PayoutGateway, input: PayoutInput) =>
  eventually(async () => {
    const p = await gw.getPayout(input.payeeMsisdn, input.externalReference);
    return p && p.state !== 'processing' ? p : undefined;
  });

describe('ShapClient against the SHAP simulator', () => {
  const gw = () => client();

  it('pays ordinary numbers at once; getPayout reads the same payout', async () => {
    const input = payout('074010203');
    const result = await gw().createPayout(input);
    expect(result).toEqual({
      state: 'success',
      payoutId: expect.stringMatching(/^777\d{7}$/),
      transactionId: expect.stringMatching(/^MP\d+/),
      failureReason: null,
    });
    expect(await gw().getPayout('074010203', input.externalReference)).toEqual(result);
  });

  it('initiates 70–74 payouts, which succeed after SIMULATOR_DELAY_MS', async () => {
    const input = payout('074010272');
    expect(await gw().createPayout(input)).toMatchObject({
      state: 'processing',
      payoutId: expect.any(String),
      transactionId: null,
    });
    expect(await gw().getPayout(input.payeeMsisdn, input.externalReference)).toMatchObject({ state: 'processing' });
    expect(await settled(gw(), input)).toMatchObject({
      state: 'success',
      transactionId: expect.stringMatching(/^MP/),
      failureReason: null,
    });
  });

  it('accepts 75–79 payouts, which then fail with the operator’s reason', async () => {
    const input = payout('065010277', { paymentSystem: 'moovmoney4' });
    expect(await gw().createPayout(input)).toMatchObject({ state: 'processing', transactionId: null });
    expect(await settled(gw(), input)).toEqual({
      state: 'failed',
      payoutId: expect.any(String),
      transactionId: null,
      failureReason: 'Compte mobile money introuvable',
    });
  });

  it('refuses a second payout with the same reference: no second payout, the first one is the answer', async () => {
    const input = payout('074010204', { amount: 4000 });
    const first = await gw().createPayout(input);
    const auth = await bearer();
    const again = await request(t.http)
      .post('/simulator/shap/payout')
      .set('Authorization', auth)
      .send({
        payment_system_name: 'airtelmoney',
        payout: JSON.stringify({
          payee_msisdn: '074010204',
          amount: 4000,
          external_reference: input.externalReference,
          payout_type: 'refund',
        }),
      })
      .expect(409);
    expect(again.body).toEqual({ error_code: 'SP0020', error_description: 'Référence externe déjà utilisée' });
    // the client, told the reference is taken, reports the payout SHAP holds rather than a failure
    expect(await gw().createPayout(input)).toEqual(first);
    // the same reference for someone else is a collision: that payout was not made
    expect(await gw().createPayout({ ...input, payeeMsisdn: '074010205' })).toEqual({
      state: 'failed',
      payoutId: null,
      transactionId: null,
      failureReason: 'Référence externe déjà utilisée',
    });
    expect(store.payoutsTo('074010204').filter((p) => p.external_reference === input.externalReference)).toHaveLength(
      1,
    );
    expect(store.payoutsTo('074010205')).toEqual([]);
  });

  it('returns null for a reference SHAP does not hold, or held for another number', async () => {
    expect(await gw().getPayout('074010203', 'RMB-UNKNOWN-1')).toBeNull();
    const input = payout('074010206');
    await gw().createPayout(input);
    expect(await gw().getPayout('074010207', input.externalReference)).toBeNull();
    const res = await request(t.http)
      .get('/simulator/shap/payout')
      .query({ payee_msisdn: '074010203', external_reference: 'RMB-UNKNOWN-1' })
      .set('Authorization', await bearer())
      .expect(404);
    expect(res.body).toEqual({ error_code: 'SP0027', error_description: 'Versement introuvable' });
  });

  it('turns SHAP’s business refusals into failed payouts', async () => {
    expect(await gw().createPayout(payout('74010203'))).toEqual({
      state: 'failed',
      payoutId: null,
      transactionId: null,
      failureReason: 'Paramètre invalide : payee_msisdn',
    });
    expect(await gw().createPayout(payout('074010203', { amount: 0 }))).toMatchObject({
      state: 'failed',
      failureReason: 'Paramètre invalide : amount',
    });
    expect(await gw().createPayout(payout('074010203', { amount: 60_000_000 }))).toMatchObject({
      state: 'failed',
      failureReason: 'Solde insuffisant',
    });
  });

  it('validates the request as SHAP does', async () => {
    const auth = await bearer();
    const send = (body: object) => request(t.http).post('/simulator/shap/payout').set('Authorization', auth).send(body);
    const details = { payee_msisdn: '074010203', amount: 100, external_reference: 'RMB-X-1', payout_type: 'refund' };
    expect((await send({ payment_system_name: 'orange', payout: JSON.stringify(details) }).expect(400)).body).toEqual({
      error_code: 'SP0001',
      error_description: 'Paramètre invalide : payment_system_name',
    });
    expect((await send({ payment_system_name: 'airtelmoney', payout: '{not json' }).expect(400)).body.error_code).toBe(
      'SP0001',
    );
    expect(
      (
        await send({ payment_system_name: 'airtelmoney', payout: JSON.stringify({ ...details, amount: 10.5 }) }).expect(
          400,
        )
      ).body.error_description,
    ).toBe('Paramètre invalide : amount');
  });

  it('debits the operator balance once per payout, and credits back a failed one', async () => {
    const auth = await bearer();
    const moov = async () => {
      const res = await request(t.http).get('/simulator/shap/balance').set('Authorization', auth).expect(200);
      return (res.body.data as { payment_system_name: string; amount: number }[]).find(
        (b) => b.payment_system_name === 'moovmoney4',
      )!.amount;
    };
    const before = await moov();
    await gw().createPayout(payout('066010210', { paymentSystem: 'moovmoney4', amount: 1200 }));
    expect(await moov()).toBe(before - 1200);
    const failing = payout('066010278', { paymentSystem: 'moovmoney4', amount: 700 });
    await gw().createPayout(failing);
    expect(await moov()).toBe(before - 1900);
    await settled(gw(), failing);
    expect(await moov()).toBe(before - 1200);
  });

  it('lists the payouts a number received for the phone page', async () => {
    const input = payout('077010290', { amount: 3300 });
    await gw().createPayout(input);
    const res = await request(t.http).get('/simulator/api/payouts').query({ msisdn: '+24177010290' }).expect(200);
    expect(res.body).toEqual({
      success: true,
      data: [
        expect.objectContaining({
          external_reference: input.externalReference,
          amount: 3300,
          state: 'success',
          payee_msisdn: '077010290',
        }),
      ],
    });
  });
});

describe('SHAP credentials and tokens', () => {
  it('caches its token: one auth for several payouts and look-ups', async () => {
    const gw = client();
    const before = store.tokensIssued;
    const inputs = [payout('074010211'), payout('074010212'), payout('074010213')];
    await Promise.all(inputs.map((i) => gw.createPayout(i)));
    await gw.getPayout(inputs[0]!.payeeMsisdn, inputs[0]!.externalReference);
    expect(store.tokensIssued - before).toBe(1);
  });

  it('fetches a new token once when SHAP no longer accepts the cached one', async () => {
    const gw = client();
    const before = store.tokensIssued;
    await gw.createPayout(payout('074010214'));
    store.revokeTokens();
    expect(await gw.createPayout(payout('074010215'))).toMatchObject({ state: 'success' });
    expect(store.tokensIssued - before).toBe(2);
    await gw.getPayout('074010215', 'RMB-UNKNOWN-2');
    expect(store.tokensIssued - before).toBe(2);
  });

  it('refuses calls without a token or with one it did not issue', async () => {
    const none = await request(t.http).post('/simulator/shap/payout').send({}).expect(401);
    expect(none.body).toEqual({ error_code: 'SP0003', error_description: "Jeton d'accès invalide ou expiré" });
    await request(t.http).get('/simulator/shap/balance').set('Authorization', 'Bearer forged').expect(401);
    await request(t.http).post('/simulator/shap/auth').send({ api_id: SIMULATOR_CREDENTIALS.shapApiId }).expect(400);
  });

  it('reports refused credentials as a non-retryable configuration error, without the secret', async () => {
    const before = store.tokensIssued;
    const err = await rejection(client('wrong-secret-value').createPayout(payout('074010216')));
    expect(err).toMatchObject({ i18nKey: 'refunds.errors.payout_misconfigured', retryable: false, status: 401 });
    expect(err.message).not.toContain('wrong-secret-value');
    expect(store.tokensIssued).toBe(before);
    expect(store.payoutsTo('074010216')).toEqual([]);
  });
});

describe('the PAYOUT_GATEWAY provider in simulator mode', () => {
  it('injects the client pointed at the simulator with its credentials', async () => {
    const gw = t.app.get<PayoutGateway>(PAYOUT_GATEWAY);
    expect(gw.name).toBe('simulator');
    const input = payout('076010273');
    expect((await gw.createPayout(input)).state).toBe('processing');
    expect(await settled(gw, input)).toMatchObject({ state: 'success' });
  });
});
