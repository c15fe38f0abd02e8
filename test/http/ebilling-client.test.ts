import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { SIMULATOR_CREDENTIALS } from '../../src/config/gateways.js';
import { EbillingClient, type EbillingAuth } from '../../src/infra/ebilling/ebilling-client.js';
import { createPaymentGateway } from '../../src/infra/ebilling/gateway.provider.js';
import {
  GatewayError,
  PAYMENT_GATEWAY,
  type CreateBillInput,
  type PaymentGateway,
} from '../../src/infra/ebilling/payment-gateway.js';
import { SimulatorStore } from '../../src/modules/simulator/simulator.store.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { eventually, startHttpStub, type HttpStub } from '../support/http-stub.js';

/**
 * The production E-Billing client against the in-process simulator, over real HTTP, in both auth
 * schemes; the simulator's notifications go to a stub callback server.
 */
let t: TestApp;
let callback: HttpStub;
let base: string;
beforeAll(async () => {
  callback = await startHttpStub((_req, res) => res.writeHead(200).end('OK'));
  t = await startTestApp({ listen: true, simulator: { delayMs: 50, callbackUrl: `${callback.url}/notify` } });
  base = `${t.url}/simulator/ebilling`;
});
afterAll(async () => {
  await t?.close();
  await callback?.close();
});

const AUTH: Record<'basic' | 'oauth2', () => EbillingAuth> = {
  basic: () => ({
    kind: 'basic',
    username: SIMULATOR_CREDENTIALS.username,
    sharedKey: SIMULATOR_CREDENTIALS.sharedKey,
  }),
  oauth2: () => ({
    kind: 'oauth2',
    clientId: SIMULATOR_CREDENTIALS.clientId,
    clientSecret: SIMULATOR_CREDENTIALS.clientSecret,
    tokenUrl: `${base}/oauth/token`,
  }),
};

function client(auth: EbillingAuth): EbillingClient {
  return new EbillingClient({ name: 'simulator', baseUrl: base, auth, timeoutMs: 3000, backoffMs: 10 });
}

function bill(payerMsisdn: string, extra: Partial<CreateBillInput> = {}): CreateBillInput {
  return {
    payerMsisdn,
    payerEmail: 'awa.ndong@example.ga',
    payerName: 'Awa Ndong',
    amount: 1500,
    shortDescription: '3 tickets - Tombola Samsung A55',
    externalReference: `PAY-${randomUUID().slice(0, 8)}`,
    expiryPeriodMinutes: 15,
    ...extra,
  };
}

const notificationFor = (billId: string) =>
  eventually(() => {
    const hit = callback.requests.find((r) => new URLSearchParams(r.body).get('billingid') === billId);
    return (
      hit && {
        contentType: hit.headers['content-type'],
        path: hit.url,
        form: Object.fromEntries(new URLSearchParams(hit.body)),
      }
    );
  });

async function rejection(promise: Promise<unknown>): Promise<GatewayError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GatewayError);
  return err as GatewayError;
}

describe.each(['basic', 'oauth2'] as const)('EbillingClient against the simulator (%s auth)', (scheme) => {
  let gw: EbillingClient;
  beforeAll(() => {
    gw = client(AUTH[scheme]());
  });

  it('creates a bill that stays ready until the push; 00–69 pays after the delay and notifies, form-encoded', async () => {
    const input = bill('074010203');
    const { billId } = await gw.createBill(input);
    expect(billId).toMatch(/^555\d{7}$/);
    expect(await gw.getBill(billId)).toEqual({
      billId,
      externalReference: input.externalReference,
      amount: 1500,
      state: 'ready',
      payerMsisdn: '074010203',
      transactionId: null,
      paymentSystem: null,
      failureReason: null,
    });

    await gw.pushUssd(billId, 'airtelmoney', '074010203');
    const paid = await eventually(async () => {
      const b = await gw.getBill(billId);
      return b.state === 'paid' ? b : undefined;
    });
    expect(paid).toMatchObject({
      state: 'paid',
      paymentSystem: 'airtelmoney',
      transactionId: expect.stringMatching(/^MP\d+/),
    });

    const note = await notificationFor(billId);
    expect(note.path).toBe('/notify');
    expect(note.contentType).toBe('application/x-www-form-urlencoded');
    expect(note.form).toMatchObject({
      billingid: billId,
      reference: input.externalReference,
      amount: '1500',
      state: 'paid',
      transactionid: paid.transactionId,
      paymentsystem: 'airtelmoney',
      payer_id: '074010203',
      payeremail: 'awa.ndong@example.ga',
      payername: 'Awa Ndong',
    });
  });

  it('fails 80–89 numbers for lack of funds, and notifies the failure', async () => {
    const { billId } = await gw.createBill(bill('066010285'));
    await gw.pushUssd(billId, 'moovmoney4', '+241 66 01 02 85');
    const failed = await eventually(async () => {
      const b = await gw.getBill(billId);
      return b.state === 'failed' ? b : undefined;
    });
    expect(failed).toMatchObject({
      failureReason: 'solde insuffisant',
      transactionId: null,
      paymentSystem: 'moovmoney4',
    });
    expect((await notificationFor(billId)).form).toMatchObject({
      state: 'failed',
      transactionid: '',
      paymentsystem: 'moovmoney4',
    });
  });

  it('never answers for 90–99: the bill stays ready, then expires with its expiry period', async () => {
    const { billId } = await gw.createBill(bill('077010299', { expiryPeriodMinutes: 0.01 }));
    await gw.pushUssd(billId, 'airtelmoney', '077010299');
    await new Promise((r) => setTimeout(r, 200));
    expect((await gw.getBill(billId)).state).toBe('ready');
    await eventually(async () => ((await gw.getBill(billId)).state === 'expired' ? true : undefined), 3000);
    expect(callback.requests.some((r) => new URLSearchParams(r.body).get('billingid') === billId)).toBe(false);
    // an expired bill takes no more pushes
    expect(await rejection(gw.pushUssd(billId, 'airtelmoney', '077010299'))).toMatchObject({
      i18nKey: 'payments.gateway.bill_closed',
      retryable: false,
      status: 409,
    });
  });

  it('waits for the phone page on 70–79: a 4-digit PIN approves', async () => {
    const { billId } = await gw.createBill(bill('074010275', { amount: 2500 }));
    await gw.pushUssd(billId, 'airtelmoney', '074010275');
    await new Promise((r) => setTimeout(r, 150));
    expect((await gw.getBill(billId)).state).toBe('ready');

    const list = await request(t.http).get('/simulator/api/pushes').query({ msisdn: '+24174010275' }).expect(200);
    expect(list.body.data).toContainEqual(
      expect.objectContaining({
        bill_id: billId,
        amount: 2500,
        payment_system: 'airtelmoney',
        description: '3 tickets - Tombola Samsung A55',
      }),
    );
    const other = await request(t.http).get('/simulator/api/pushes').query({ msisdn: '074010276' }).expect(200);
    expect(other.body.data.map((p: { bill_id: string }) => p.bill_id)).not.toContain(billId);

    const badPin = await request(t.http)
      .post(`/simulator/api/pushes/${billId}/approve`)
      .send({ pin: '12a4' })
      .expect(422);
    expect(badPin.body.errors.pin).toEqual(['Le code PIN doit contenir 4 chiffres.']);
    await request(t.http)
      .post(`/simulator/api/pushes/${billId}/approve`)
      .send({ pin: '0000' })
      .expect(200, { success: true, data: { state: 'paid' } });
    expect(await gw.getBill(billId)).toMatchObject({ state: 'paid', transactionId: expect.any(String) });
    expect((await notificationFor(billId)).form).toMatchObject({ state: 'paid', amount: '2500' });
    // answered: gone from the phone, and cannot be answered twice
    const after = await request(t.http).get('/simulator/api/pushes').query({ msisdn: '074010275' }).expect(200);
    expect(after.body.data.map((p: { bill_id: string }) => p.bill_id)).not.toContain(billId);
    await request(t.http).post(`/simulator/api/pushes/${billId}/decline`).expect(409);
  });

  it('waits for the phone page on 70–79: Refuser fails the bill', async () => {
    const { billId } = await gw.createBill(bill('065010277'));
    await gw.pushUssd(billId, 'moovmoney4', '065010277');
    await request(t.http)
      .post(`/simulator/api/pushes/${billId}/decline`)
      .expect(200, { success: true, data: { state: 'failed' } });
    expect(await gw.getBill(billId)).toMatchObject({ state: 'failed', failureReason: 'refusé par le payeur' });
    expect((await notificationFor(billId)).form).toMatchObject({
      state: 'failed',
      reference: expect.stringMatching(/^PAY-/),
    });
  });

  it('maps refusals to GatewayErrors that are not retryable', async () => {
    expect(await rejection(gw.getBill('5550000000'))).toMatchObject({
      i18nKey: 'payments.gateway.bill_not_found',
      retryable: false,
      status: 404,
    });
    const { billId } = await gw.createBill(bill('074010203'));
    // a Moov number pushed to Airtel Money
    expect(await rejection(gw.pushUssd(billId, 'airtelmoney', '065010203'))).toMatchObject({
      i18nKey: 'payments.gateway.invalid_number',
      retryable: false,
      status: 422,
    });
    expect(await rejection(gw.createBill(bill('074010203', { amount: 0 })))).toMatchObject({
      i18nKey: 'payments.gateway.refused',
      retryable: false,
      status: 422,
    });
  });
});

describe('credentials', () => {
  it('refuses wrong Basic credentials with a non-retryable auth failure', async () => {
    const gw = client({ kind: 'basic', username: SIMULATOR_CREDENTIALS.username, sharedKey: 'wrong-key' });
    const err = await rejection(gw.createBill(bill('074010203')));
    expect(err).toMatchObject({ i18nKey: 'payments.gateway.auth_failed', retryable: false, status: 401 });
    expect(err.message).not.toContain('wrong-key');
  });

  it('refuses a wrong OAuth2 client secret at the token endpoint', async () => {
    const gw = client({ ...(AUTH.oauth2() as Extract<EbillingAuth, { kind: 'oauth2' }>), clientSecret: 'nope' });
    expect(await rejection(gw.getBill('5550000000'))).toMatchObject({
      i18nKey: 'payments.gateway.auth_failed',
      retryable: false,
      status: 401,
    });
  });

  it('refuses calls without credentials or with an unknown bearer token', async () => {
    await request(t.http).post('/simulator/ebilling/e_bills').send({}).expect(401);
    await request(t.http)
      .get('/simulator/ebilling/e_bills/5550000000')
      .set('Authorization', 'Bearer forged')
      .expect(401);
  });

  it('caches the OAuth2 token across calls, and fetches a new one once when it is refused', async () => {
    const store = t.app.get(SimulatorStore);
    const gw = client(AUTH.oauth2());
    const before = store.tokensIssued;
    const { billId } = await gw.createBill(bill('074010203'));
    await Promise.all([gw.getBill(billId), gw.getBill(billId), gw.getBill(billId)]);
    await gw.pushUssd(billId, 'airtelmoney', '074010291');
    expect(store.tokensIssued - before).toBe(1);

    store.revokeTokens();
    expect((await gw.getBill(billId)).billId).toBe(billId);
    expect(store.tokensIssued - before).toBe(2);
    await gw.getBill(billId);
    expect(store.tokensIssued - before).toBe(2);
  });
});

describe('the PAYMENT_GATEWAY provider in simulator mode', () => {
  async function roundTrip(gw: PaymentGateway) {
    expect(gw.name).toBe('simulator');
    const { billId } = await gw.createBill(bill('076010210'));
    await gw.pushUssd(billId, 'airtelmoney', '076010210');
    return eventually(async () => ((await gw.getBill(billId)).state === 'paid' ? true : undefined));
  }

  it('injects the client pointed at the simulator with its Basic credentials', async () => {
    expect(await roundTrip(t.app.get<PaymentGateway>(PAYMENT_GATEWAY))).toBe(true);
  });

  it('speaks OAuth2 to the simulator when EBILLING_AUTH=oauth2', async () => {
    const store = t.app.get(SimulatorStore);
    const before = store.tokensIssued;
    expect(
      await roundTrip(createPaymentGateway({ ...t.config, ebilling: { ...t.config.ebilling, auth: 'oauth2' } })),
    ).toBe(true);
    expect(store.tokensIssued - before).toBe(1);
  });
});
