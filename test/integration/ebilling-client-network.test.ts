import { loadConfig } from '../../src/config/config.js';
import { EBILLING_BASE_URLS } from '../../src/config/gateways.js';
import { EbillingClient } from '../../src/infra/ebilling/ebilling-client.js';
import { GatewayError } from '../../src/infra/ebilling/payment-gateway.js';
import { json, startHttpStub, type HttpStub } from '../support/http-stub.js';

/** How the E-Billing client behaves when the network or the gateway misbehaves (local stub servers). */
const E_BILL = {
  e_bill: {
    bill_id: '5551234567',
    external_reference: 'PAY-1',
    amount: '1500',
    state: 'processed',
    payer_msisdn: '074010203',
    transaction_id: 'MP1',
    payment_system_name: 'airtelmoney',
  },
};

let stubs: HttpStub[] = [];
afterEach(async () => {
  await Promise.all(stubs.map((s) => s.close()));
  stubs = [];
});

async function stub(answer: Parameters<typeof startHttpStub>[0]): Promise<HttpStub> {
  const s = await startHttpStub(answer);
  stubs.push(s);
  return s;
}

function clientFor(url: string, timeoutMs = 2000): EbillingClient {
  return new EbillingClient({
    name: 'ebilling',
    baseUrl: `${url}/api/v1/merchant`,
    auth: { kind: 'basic', username: 'merchant', sharedKey: 's3cret' },
    timeoutMs,
    backoffMs: 20,
  });
}

async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GatewayError);
  return err as GatewayError;
}

describe('EbillingClient on a misbehaving network', () => {
  it('gives up after the timeout of each attempt, with 2 retries, as a retryable "unavailable"', async () => {
    const hang = await stub(() => undefined);
    const started = Date.now();
    const err = await failure(clientFor(hang.url, 300).getBill('5551234567'));
    expect(err).toMatchObject({ i18nKey: 'payments.gateway.unreachable', retryable: true });
    expect(hang.requests).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('retries 5xx answers and returns the bill once the gateway recovers', async () => {
    const flaky = await stub((_req, res, i) =>
      i < 2 ? json(res, 503, { message: 'Service Unavailable' }) : json(res, 200, E_BILL),
    );
    const bill = await clientFor(flaky.url).getBill('5551234567');
    expect(bill).toEqual({
      billId: '5551234567',
      externalReference: 'PAY-1',
      amount: 1500,
      state: 'processed',
      payerMsisdn: '074010203',
      transactionId: 'MP1',
      paymentSystem: 'airtelmoney',
      failureReason: null,
    });
    expect(flaky.requests).toHaveLength(3);
    expect(flaky.requests[0]).toMatchObject({ method: 'GET', url: '/api/v1/merchant/e_bills/5551234567' });
    expect(flaky.requests[0]!.headers.authorization).toBe(`Basic ${Buffer.from('merchant:s3cret').toString('base64')}`);
  });

  it('retries a create-bill POST too, and sends E-Billing its JSON body', async () => {
    const flaky = await stub((_req, res, i) => (i === 0 ? json(res, 502, {}) : json(res, 201, E_BILL)));
    const out = await clientFor(flaky.url).createBill({
      payerMsisdn: '074010203',
      payerEmail: 'a@b.ga',
      payerName: 'Awa',
      amount: 1500,
      shortDescription: 'Tickets',
      externalReference: 'PAY-1',
      expiryPeriodMinutes: 15,
    });
    expect(out).toEqual({ billId: '5551234567' });
    expect(flaky.requests).toHaveLength(2);
    expect(flaky.requests[1]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(flaky.requests[1]!.body)).toEqual({
      payer_msisdn: '074010203',
      payer_email: 'a@b.ga',
      payer_name: 'Awa',
      amount: 1500,
      short_description: 'Tickets',
      external_reference: 'PAY-1',
      expiry_period: 15,
    });
  });

  it('stops after 3 attempts of 5xx with a retryable error carrying the status', async () => {
    const down = await stub((_req, res) => json(res, 500, { message: 'boom' }));
    expect(await failure(clientFor(down.url).getBill('1'))).toMatchObject({
      i18nKey: 'payments.gateway.unreachable',
      retryable: true,
      status: 500,
    });
    expect(down.requests).toHaveLength(3);
  });

  it('never retries a 4xx', async () => {
    const refusing = await stub((_req, res) => json(res, 400, { message: 'Bad request' }));
    expect(await failure(clientFor(refusing.url).pushUssd('1', 'airtelmoney', '074010203'))).toMatchObject({
      i18nKey: 'payments.gateway.refused',
      retryable: false,
      status: 400,
    });
    expect(refusing.requests).toHaveLength(1);
    expect(JSON.parse(refusing.requests[0]!.body)).toEqual({
      payment_system_name: 'airtelmoney',
      payer_msisdn: '074010203',
    });
  });

  it('treats a refused connection as unavailable and retryable', async () => {
    const gone = await startHttpStub(() => undefined);
    await gone.close();
    expect(await failure(clientFor(gone.url).getBill('1'))).toMatchObject({
      i18nKey: 'payments.gateway.unreachable',
      retryable: true,
    });
  });

  it('rejects a 2xx answer without a bill as an unexpected answer', async () => {
    const odd = await stub((_req, res) => json(res, 200, { hello: 'world' }));
    expect(await failure(clientFor(odd.url).getBill('1'))).toMatchObject({
      i18nKey: 'payments.gateway.invalid_response',
    });
  });

  it('reads E-Billing in-between states as ready', async () => {
    const pending = await stub((_req, res) => json(res, 200, { e_bill: { ...E_BILL.e_bill, state: 'in_progress' } }));
    expect((await clientFor(pending.url).getBill('5551234567')).state).toBe('ready');
  });

  it('sends OAuth2 client credentials to the token URL, then the bearer token', async () => {
    const server = await stub((req, res) =>
      req.url === '/token'
        ? json(res, 200, { access_token: 'tok-1', token_type: 'Bearer', expires_in: 3600 })
        : json(res, 200, E_BILL),
    );
    const gw = new EbillingClient({
      name: 'ebilling',
      baseUrl: server.url,
      timeoutMs: 2000,
      auth: { kind: 'oauth2', clientId: 'client', clientSecret: 'secret', tokenUrl: `${server.url}/token` },
    });
    await gw.getBill('5551234567');
    await gw.getBill('5551234567');
    const [token, ...calls] = server.requests;
    expect(token).toMatchObject({ method: 'POST', url: '/token', body: 'grant_type=client_credentials' });
    expect(token!.headers.authorization).toBe(`Basic ${Buffer.from('client:secret').toString('base64')}`);
    expect(calls.map((c) => c.headers.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-1']);
  });
});

describe('E-Billing configuration', () => {
  const base = { NODE_ENV: 'test', APP_SECRET: 'x'.repeat(32) } as NodeJS.ProcessEnv;

  it('uses the simulator when no E-Billing credentials are set', () => {
    const c = loadConfig(base);
    expect(c.paymentGateway).toBe('simulator');
    expect(c.simulator).toEqual({ delayMs: 3000, callbackUrl: undefined });
    expect(c.ebilling).toMatchObject({ env: 'lab', baseUrl: EBILLING_BASE_URLS.lab, auth: 'basic', timeoutMs: 10_000 });
  });

  it('uses E-Billing once credentials are set, with the base URL of the chosen environment', () => {
    const c = loadConfig({ ...base, EBILLING_USERNAME: 'm', EBILLING_SHARED_KEY: 'k', EBILLING_ENV: 'production' });
    expect(c.paymentGateway).toBe('ebilling');
    expect(c.ebilling).toMatchObject({
      baseUrl: EBILLING_BASE_URLS.production,
      auth: 'basic',
      username: 'm',
      sharedKey: 'k',
    });
    const oauth = loadConfig({
      ...base,
      EBILLING_CLIENT_ID: 'id',
      EBILLING_CLIENT_SECRET: 's',
      EBILLING_BASE_URL: 'https://eb.example/api/',
    });
    expect(oauth.ebilling).toMatchObject({ auth: 'oauth2', baseUrl: 'https://eb.example/api' });
  });

  it('refuses PAYMENT_GATEWAY=ebilling without credentials', () => {
    expect(() => loadConfig({ ...base, PAYMENT_GATEWAY: 'ebilling' })).toThrow(/EBILLING_USERNAME/);
    expect(() =>
      loadConfig({
        ...base,
        PAYMENT_GATEWAY: 'ebilling',
        EBILLING_AUTH: 'oauth2',
        EBILLING_USERNAME: 'm',
        EBILLING_SHARED_KEY: 'k',
      }),
    ).toThrow(/EBILLING_CLIENT_ID/);
  });
});
