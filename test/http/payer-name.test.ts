import request from 'supertest';
import { simulatedKyc } from '../../src/modules/simulator/kyc-names.js';
import { PAYER_NAME_LOOKUPS_PER_HOUR, shortName } from '../../src/modules/payments/payer-names.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { signedInNewUser } from '../support/signed-in.js';

/** The payer-name check, through our SHAP client, over HTTP to the SHAP simulator. */
describe('GET /api/payments/payer-name (simulated operator register)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  });
  afterAll(() => t?.close());

  const ask = (token: string, phone: string, operator = 'airtel') =>
    request(t.http)
      .get(`/api/payments/payer-name?phone=${phone}&operator=${operator}`)
      .set('Authorization', `Bearer ${token}`);

  it('answers the holder of the number, shortened to a first name and initials', async () => {
    const { token } = await signedInNewUser(t);
    const registered = simulatedKyc('airtelmoney', '074010203');
    expect(registered.exists).toBe(true);
    const res = await ask(token, '074010203').expect(200);
    expect(res.body.data).toEqual({ status: 'found', name: shortName(registered.account_name!) });
    // the full registered name never leaves the server
    expect(res.body.data.name).toMatch(/^[A-ZÀ-Ý][a-zà-ÿ]+ [A-Z]\.$/);
    expect(JSON.stringify(res.body)).not.toContain(registered.account_name!);
    const moov = await ask(token, '065010203', 'moov').expect(200);
    expect(moov.body.data.status).toBe('found');
  });

  it('says when no mobile-money account is registered to the number', async () => {
    const { token } = await signedInNewUser(t);
    const res = await ask(token, '074010000').expect(200);
    expect(res.body.data).toEqual({ status: 'not_found', name: null });
  });

  it('refuses a number that is not the operator’s, in French, without asking the operator', async () => {
    const { token } = await signedInNewUser(t);
    const res = await ask(token, '065010203', 'airtel').expect(422);
    expect(res.body.errors.phone[0]).toMatch(/Airtel/);
    await ask(token, '0740', 'airtel').expect(422);
  });

  it('is for signed-in buyers only', async () => {
    await request(t.http).get('/api/payments/payer-name?phone=074010203&operator=airtel').expect(401);
  });

  it('limits look-ups per account, with a French message', async () => {
    const { token } = await signedInNewUser(t);
    for (let i = 0; i < PAYER_NAME_LOOKUPS_PER_HOUR; i++) await ask(token, '074010203').expect(200);
    const refused = await ask(token, '074010203').expect(429);
    expect(refused.body.message).toBe('Trop de vérifications de numéro en peu de temps. Réessayez dans une heure.');
  });
});

describe('the payer-name check when the provider cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      payoutGateway: 'shap',
      shap: {
        env: 'lab',
        baseUrl: 'http://127.0.0.1:9/shap/api/v1/merchant',
        apiId: 'm',
        apiSecret: 's',
        timeoutMs: 300,
      },
    });
  });
  afterAll(() => t?.close());

  it('answers "unavailable" and lets the payment go on', async () => {
    const { token } = await signedInNewUser(t);
    const res = await request(t.http)
      .get('/api/payments/payer-name?phone=074010203&operator=airtel')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(res.body.data).toEqual({ status: 'unavailable', name: null });
  });
});
