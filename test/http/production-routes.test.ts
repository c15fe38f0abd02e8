import request from 'supertest';
import { startTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
beforeAll(async () => {
  // a demo host: production allowed to run the simulators (ALLOW_SIMULATOR=1)
  t = await startTestApp({ isProduction: true, env: 'production', allowSimulator: true });
});
afterAll(() => t?.close());

describe('in production', () => {
  it('has no dev outbox API', async () => {
    const res = await request(t.http).get('/api/dev/outbox').expect(404);
    expect(res.body.success).toBe(false);
  });

  it('lets search engines index the public pages', async () => {
    const res = await request(t.http).get('/robots.txt').expect(200);
    expect(res.text).toContain('Disallow: /api/');
    expect(res.text).not.toMatch(/^Disallow: \/$/m);
    expect(res.text).toContain('Sitemap: ');
  });

  it('says loudly on /api/health that the simulators are in use', async () => {
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.body.data).toMatchObject({ status: 'ok', simulator: true, demo_accounts: false });
    expect(res.body.data.warnings).toEqual([expect.stringMatching(/^SIMULATOR IN USE/)]);
  });
});

/** Production with real E-Billing and SHAP credentials: nothing of the simulators is reachable. */
describe('in production with real gateways', () => {
  let live: TestApp;
  beforeAll(async () => {
    live = await startTestApp({
      isProduction: true,
      env: 'production',
      paymentGateway: 'ebilling',
      ebilling: {
        env: 'production',
        baseUrl: 'http://127.0.0.1:9/api/v1/merchant',
        auth: 'basic',
        username: 'merchant',
        sharedKey: 'key',
        timeoutMs: 500,
      },
      payoutGateway: 'shap',
      shap: {
        env: 'production',
        baseUrl: 'http://127.0.0.1:9/shap/api/v1/merchant',
        apiId: 'merchant',
        apiSecret: 'secret',
        timeoutMs: 500,
      },
    });
  });
  afterAll(() => live?.close());

  it('mounts no simulator route', async () => {
    await request(live.http).post('/simulator/ebilling/e_bills').send({}).expect(404);
    await request(live.http).get('/simulator/ebilling/e_bills/5550000000').expect(404);
    await request(live.http).get('/simulator/api/pushes?msisdn=074010275').expect(404);
    await request(live.http).post('/simulator/shap/auth').send({ api_id: 'a', api_secret: 'b' }).expect(404);
    await request(live.http).get('/simulator/api/payouts?msisdn=074010203').expect(404);
    await request(live.http).post('/simulator/api/pushes/5550000000/approve').send({ pin: '1234' }).expect(404);
    await request(live.http).get('/api/dev/outbox').expect(404);
  });

  it('reports no simulator and no warning on /api/health', async () => {
    const res = await request(live.http).get('/api/health').expect(200);
    expect(res.body.data).toMatchObject({ simulator: false, demo_accounts: false, warnings: [] });
  });
});
