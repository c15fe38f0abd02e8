import type { ServerResponse } from 'node:http';
import { loadConfig } from '../../src/config/config.js';
import { SHAP_BASE_URLS } from '../../src/config/gateways.js';
import { GatewayError } from '../../src/infra/ebilling/payment-gateway.js';
import type { PayoutInput } from '../../src/infra/shap/payout-gateway.js';
import { createPayoutGateway } from '../../src/infra/shap/payout.provider.js';
import { ShapClient } from '../../src/infra/shap/shap-client.js';
import { json, startHttpStub, type HttpStub, type StubRequest } from '../support/http-stub.js';

/** How the SHAP client behaves when the network or SHAP misbehaves (local stub servers). */
const ROOT = '/shap/api/v1/merchant';
const TOKEN = { access_token: 'tok-1', token_type: 'Bearer', expires_in: 3600 };
const RECORD = {
  payout: {
    payout_id: 7771234567,
    external_reference: 'RMB-1-1',
    payee_msisdn: '074010203',
    amount: '2500',
    state: 'success',
    transaction_id: 'MP1',
  },
};
const INPUT: PayoutInput = {
  paymentSystem: 'airtelmoney',
  payeeMsisdn: '074010203',
  amount: 2500,
  externalReference: 'RMB-1-1',
};

let stubs: HttpStub[] = [];
afterEach(async () => {
  await Promise.all(stubs.map((s) => s.close()));
  stubs = [];
});

type Route = (req: StubRequest, res: ServerResponse, index: number) => void;
/** A SHAP stand-in: `/auth` gives a token unless `auth` says otherwise; `api` answers the rest (its own request count). */
async function shap(api: Route, auth: Route = (_req, res) => json(res, 200, TOKEN)): Promise<HttpStub> {
  let authCount = 0;
  let apiCount = 0;
  const s = await startHttpStub((req, res) =>
    req.url === `${ROOT}/auth` ? auth(req, res, authCount++) : api(req, res, apiCount++),
  );
  stubs.push(s);
  return s;
}

const calls = (s: HttpStub, method: string, path: string) =>
  s.requests.filter((r) => r.method === method && r.url.split('?')[0] === `${ROOT}${path}`);

function clientFor(url: string, timeoutMs = 2000): ShapClient {
  return new ShapClient({
    name: 'shap',
    baseUrl: `${url}${ROOT}/`,
    apiId: 'merchant-id',
    apiSecret: 's3cret-value',
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

describe('ShapClient on a misbehaving network', () => {
  it('never resends a payout that timed out: one request, a retryable "unavailable"', async () => {
    const hang = await shap(() => undefined);
    const err = await failure(clientFor(hang.url, 300).createPayout(INPUT));
    expect(err).toMatchObject({ i18nKey: 'refunds.errors.payout_unavailable', retryable: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(calls(hang, 'POST', '/payout')).toHaveLength(1);
  });

  it('never resends a payout answered 5xx', async () => {
    const down = await shap((_req, res) => json(res, 502, {}));
    expect(await failure(clientFor(down.url).createPayout(INPUT))).toMatchObject({
      i18nKey: 'refunds.errors.payout_unavailable',
      retryable: true,
      status: 502,
    });
    expect(calls(down, 'POST', '/payout')).toHaveLength(1);
  });

  it('retries 5xx on a look-up, and reads the payout once SHAP recovers', async () => {
    const flaky = await shap((_req, res, i) =>
      i < 2 ? json(res, 503, { message: 'Service Unavailable' }) : json(res, 200, RECORD),
    );
    expect(await clientFor(flaky.url).getPayout('074010203', 'RMB-1-1')).toEqual({
      state: 'success',
      payoutId: '7771234567',
      transactionId: 'MP1',
      failureReason: null,
    });
    const gets = calls(flaky, 'GET', '/payout');
    expect(gets).toHaveLength(3);
    expect(gets[0]!.url).toBe(`${ROOT}/payout?payee_msisdn=074010203&external_reference=RMB-1-1`);
    expect(gets[0]!.headers.authorization).toBe('Bearer tok-1');
  });

  it('gives up a look-up after 3 attempts, retryable', async () => {
    const down = await shap((_req, res) => json(res, 500, {}));
    expect(await failure(clientFor(down.url).getPayout('074010203', 'RMB-1-1'))).toMatchObject({
      i18nKey: 'refunds.errors.payout_unavailable',
      retryable: true,
      status: 500,
    });
    expect(calls(down, 'GET', '/payout')).toHaveLength(3);
  });

  it('sends its credentials as JSON to /auth, then the bearer and the payout as a JSON-encoded string', async () => {
    const ok = await shap((_req, res) =>
      json(res, 200, {
        successful: 'transaction_initiated',
        success_message: 'ok',
        response: { payout_id: 9, transaction_id: null, state: 'pending' },
      }),
    );
    expect(await clientFor(ok.url).createPayout(INPUT)).toEqual({
      state: 'processing',
      payoutId: '9',
      transactionId: null,
      failureReason: null,
    });
    const [auth] = calls(ok, 'POST', '/auth');
    expect(auth!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(auth!.body)).toEqual({ api_id: 'merchant-id', api_secret: 's3cret-value' });
    const [sent] = calls(ok, 'POST', '/payout');
    expect(sent!.headers.authorization).toBe('Bearer tok-1');
    const body = JSON.parse(sent!.body);
    expect(body).toEqual({ payment_system_name: 'airtelmoney', payout: expect.any(String) });
    expect(JSON.parse(body.payout)).toEqual({
      payee_msisdn: '074010203',
      amount: 2500,
      external_reference: 'RMB-1-1',
      payout_type: 'refund',
    });
  });

  it('retries the token request on 5xx', async () => {
    const s = await shap(
      (_req, res) => json(res, 200, RECORD),
      (_req, res, i) => (i === 0 ? json(res, 503, {}) : json(res, 200, TOKEN)),
    );
    expect((await clientFor(s.url).getPayout('074010203', 'RMB-1-1'))?.state).toBe('success');
    expect(calls(s, 'POST', '/auth')).toHaveLength(2);
  });

  it('reports a business refusal as a failed payout, sent once', async () => {
    const poor = await shap((_req, res) =>
      json(res, 422, { error_code: 'SP0016', error_description: 'Solde insuffisant' }),
    );
    expect(await clientFor(poor.url).createPayout(INPUT)).toEqual({
      state: 'failed',
      payoutId: null,
      transactionId: null,
      failureReason: 'Solde insuffisant',
    });
    expect(calls(poor, 'POST', '/payout')).toHaveLength(1);
  });

  it('answers a duplicate reference with the payout SHAP already holds', async () => {
    const dup = await shap((req, res) =>
      req.method === 'POST'
        ? json(res, 409, { error_code: 'SP0020', error_description: 'Référence externe déjà utilisée' })
        : json(res, 200, RECORD),
    );
    expect(await clientFor(dup.url).createPayout(INPUT)).toMatchObject({ state: 'success', payoutId: '7771234567' });
    expect(calls(dup, 'POST', '/payout')).toHaveLength(1);
  });

  it('keeps a duplicate reference whose look-up fails unknown (retryable), never failed', async () => {
    const dup = await shap((req, res) =>
      req.method === 'POST'
        ? json(res, 409, { error_code: 'SP0020', error_description: 'Référence externe déjà utilisée' })
        : res.writeHead(404).end('Not Found'),
    );
    expect(await failure(clientFor(dup.url).createPayout(INPUT))).toMatchObject({
      i18nKey: 'refunds.errors.payout_unavailable',
      retryable: true,
    });
    expect(calls(dup, 'POST', '/payout')).toHaveLength(1);
  });

  it('renews a refused token once, then reports a configuration error', async () => {
    const s = await shap((_req, res) => json(res, 401, { error_code: 'SP0003', error_description: 'Jeton invalide' }));
    expect(await failure(clientFor(s.url).createPayout(INPUT))).toMatchObject({
      i18nKey: 'refunds.errors.payout_misconfigured',
      retryable: false,
      status: 401,
    });
    expect(calls(s, 'POST', '/auth')).toHaveLength(2);
    expect(calls(s, 'POST', '/payout')).toHaveLength(2);
  });

  it('sends no payout when the credentials are refused, and keeps the secret out of the error', async () => {
    const s = await shap(
      () => undefined,
      (_req, res) => json(res, 401, { error_code: 'SP0002', error_description: 'Identifiants invalides' }),
    );
    const err = await failure(clientFor(s.url).createPayout(INPUT));
    expect(err).toMatchObject({ i18nKey: 'refunds.errors.payout_misconfigured', retryable: false });
    expect(`${err.message} ${err.stack}`).not.toContain('s3cret-value');
    expect(calls(s, 'POST', '/payout')).toHaveLength(0);
  });

  it('keeps its token until shortly before it expires', async () => {
    const s = await shap(
      (_req, res) => json(res, 200, RECORD),
      (_req, res, i) => json(res, 200, { access_token: `tok-${i}`, token_type: 'Bearer', expires_in: 1 }),
    );
    const gw = clientFor(s.url);
    await gw.getPayout('074010203', 'RMB-1-1');
    await gw.getPayout('074010203', 'RMB-1-1');
    expect(calls(s, 'POST', '/auth')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 600));
    await gw.getPayout('074010203', 'RMB-1-1');
    expect(calls(s, 'GET', '/payout').map((r) => r.headers.authorization)).toEqual([
      'Bearer tok-0',
      'Bearer tok-0',
      'Bearer tok-1',
    ]);
  });

  it('reads only "no such payout" (SP0027) as null, another 404 as unknown, a bare 404 as a wrong URL', async () => {
    const none = await shap((_req, res) =>
      json(res, 404, { error_code: 'SP0027', error_description: 'Versement introuvable' }),
    );
    expect(await clientFor(none.url).getPayout('074010203', 'RMB-1-1')).toBeNull();
    // a 404 with any other code does not say SHAP never received it
    const other = await shap((_req, res) => json(res, 404, { error_code: 'SP0099', error_description: 'Erreur' }));
    expect(await failure(clientFor(other.url).getPayout('074010203', 'RMB-1-1'))).toMatchObject({
      i18nKey: 'refunds.errors.payout_unavailable',
      retryable: true,
    });
    const wrong = await shap((_req, res) => res.writeHead(404).end('Not Found'));
    expect(await failure(clientFor(wrong.url).getPayout('074010203', 'RMB-1-1'))).toMatchObject({
      i18nKey: 'refunds.errors.payout_misconfigured',
      retryable: false,
      status: 404,
    });
  });

  it('takes a 2xx without a payout, or about another reference, as an unknown outcome', async () => {
    const odd = await shap((req, res) =>
      json(
        res,
        200,
        req.method === 'POST' ? { hello: 'world' } : { payout: { ...RECORD.payout, external_reference: 'RMB-2-1' } },
      ),
    );
    expect(await failure(clientFor(odd.url).createPayout(INPUT))).toMatchObject({
      i18nKey: 'refunds.errors.payout_invalid_response',
      retryable: true,
    });
    expect(await failure(clientFor(odd.url).getPayout('074010203', 'RMB-1-1'))).toMatchObject({
      i18nKey: 'refunds.errors.payout_invalid_response',
    });
  });
});

describe('SHAP configuration', () => {
  const base = { NODE_ENV: 'test', APP_SECRET: 'x'.repeat(32) } as NodeJS.ProcessEnv;

  it('uses the simulator when no SHAP credentials are set', () => {
    const c = loadConfig(base);
    expect(c.payoutGateway).toBe('simulator');
    expect(c.shap).toEqual({
      env: 'lab',
      baseUrl: SHAP_BASE_URLS.lab,
      apiId: undefined,
      apiSecret: undefined,
      timeoutMs: 15_000,
    });
    expect(createPayoutGateway({ ...c, appUrl: 'http://127.0.0.1:3000' }).name).toBe('simulator');
  });

  it('uses SHAP once credentials are set, with the base URL of the chosen environment', () => {
    const c = loadConfig({
      ...base,
      SHAP_API_ID: 'id',
      SHAP_API_SECRET: 'secret',
      SHAP_ENV: 'production',
      SHAP_TIMEOUT_MS: '5000',
    });
    expect(c.payoutGateway).toBe('shap');
    expect(c.shap).toEqual({
      env: 'production',
      baseUrl: SHAP_BASE_URLS.production,
      apiId: 'id',
      apiSecret: 'secret',
      timeoutMs: 5000,
    });
    expect(createPayoutGateway(c).name).toBe('shap');
    expect(
      loadConfig({ ...base, SHAP_API_ID: 'id', SHAP_API_SECRET: 'secret', SHAP_BASE_URL: 'https://shap.example/api/' })
        .shap.baseUrl,
    ).toBe('https://shap.example/api');
    expect(
      loadConfig({ ...base, SHAP_API_ID: 'id', SHAP_API_SECRET: 'secret', PAYOUT_GATEWAY: 'simulator' }).payoutGateway,
    ).toBe('simulator');
  });

  it('refuses PAYOUT_GATEWAY=shap without credentials', () => {
    expect(() => loadConfig({ ...base, PAYOUT_GATEWAY: 'shap', SHAP_API_ID: 'id' })).toThrow(
      /SHAP_API_ID and SHAP_API_SECRET/,
    );
  });
});
