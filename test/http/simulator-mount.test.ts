import request from 'supertest';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../src/modules/payments/gateway/payment-gateway.js';
import { startTestApp, type TestApp } from '../support/app.js';

/** With real E-Billing configured, nothing of the simulator is reachable. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    paymentGateway: 'ebilling',
    ebilling: { env: 'lab', baseUrl: 'http://127.0.0.1:9/api/v1/merchant', auth: 'basic', username: 'merchant', sharedKey: 'key', timeoutMs: 500 },
  });
});
afterAll(() => t?.close());

describe('PAYMENT_GATEWAY=ebilling', () => {
  it('does not mount the simulator', async () => {
    await request(t.http).get('/simulator/ebilling/e_bills/5550000000').expect(404);
    await request(t.http).post('/simulator/ebilling/e_bills').send({}).expect(404);
    await request(t.http).get('/simulator/api/pushes?msisdn=074010275').expect(404);
  });

  it('injects the client pointed at E-Billing', () => {
    expect(t.app.get<PaymentGateway>(PAYMENT_GATEWAY).name).toBe('ebilling');
  });
});
