import request from 'supertest';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../src/infra/ebilling/payment-gateway.js';
import { PAYOUT_GATEWAY, type PayoutGateway } from '../../src/infra/shap/payout-gateway.js';
import { startTestApp, type TestApp } from '../support/app.js';

/** With real E-Billing and SHAP configured, nothing of the simulators is reachable. */
describe('PAYMENT_GATEWAY=ebilling, PAYOUT_GATEWAY=shap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      paymentGateway: 'ebilling',
      ebilling: {
        env: 'lab',
        baseUrl: 'http://127.0.0.1:9/api/v1/merchant',
        auth: 'basic',
        username: 'merchant',
        sharedKey: 'key',
        timeoutMs: 500,
      },
      payoutGateway: 'shap',
      shap: {
        env: 'lab',
        baseUrl: 'http://127.0.0.1:9/shap/api/v1/merchant',
        apiId: 'merchant',
        apiSecret: 'secret',
        timeoutMs: 500,
      },
    });
  });
  afterAll(() => t?.close());

  it('does not mount the simulators', async () => {
    await request(t.http).get('/simulator/ebilling/e_bills/5550000000').expect(404);
    await request(t.http).post('/simulator/ebilling/e_bills').send({}).expect(404);
    await request(t.http).get('/simulator/api/pushes?msisdn=074010275').expect(404);
    await request(t.http).post('/simulator/shap/auth').send({ api_id: 'a', api_secret: 'b' }).expect(404);
    await request(t.http).get('/simulator/shap/payout?payee_msisdn=074010203&external_reference=R-1').expect(404);
    await request(t.http).get('/simulator/api/payouts?msisdn=074010203').expect(404);
  });

  it('injects the clients pointed at E-Billing and SHAP', () => {
    expect(t.app.get<PaymentGateway>(PAYMENT_GATEWAY).name).toBe('ebilling');
    expect(t.app.get<PayoutGateway>(PAYOUT_GATEWAY).name).toBe('shap');
  });
});

/** The two simulators are chosen separately: real E-Billing with simulated payouts mounts only SHAP's. */
describe('PAYMENT_GATEWAY=ebilling, PAYOUT_GATEWAY=simulator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      paymentGateway: 'ebilling',
      ebilling: {
        env: 'lab',
        baseUrl: 'http://127.0.0.1:9/api/v1/merchant',
        auth: 'basic',
        username: 'merchant',
        sharedKey: 'key',
        timeoutMs: 500,
      },
      payoutGateway: 'simulator',
    });
  });
  afterAll(() => t?.close());

  it('mounts the SHAP simulator alone', async () => {
    await request(t.http).get('/simulator/ebilling/e_bills/5550000000').expect(404);
    const res = await request(t.http).post('/simulator/shap/auth').send({ api_id: 'a', api_secret: 'b' }).expect(401);
    expect(res.body).toEqual({ error_code: 'SP0002', error_description: 'Identifiants API invalides' });
    expect(t.app.get<PayoutGateway>(PAYOUT_GATEWAY).name).toBe('simulator');
  });
});
