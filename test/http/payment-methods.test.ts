import request from 'supertest';
import { SIMULATOR_CREDENTIALS } from '../../src/config/gateways.js';
import { PaymentMethod } from '../../src/modules/payment-methods/payment-method.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let superAdmin: string;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await startTestApp({ listen: true, simulator: { delayMs: 20, callbackUrl: undefined } });
  superAdmin = await loginToken(t, (await createUser(t.em(), { roles: ['Super Admin'] })).email);
  admin = await loginToken(t, (await createUser(t.em(), { roles: ['Admin'] })).email);
  customer = await loginToken(t, (await createUser(t.em())).email);
});
afterAll(() => t?.close());
beforeEach(() => t.em().getConnection().execute(`update "payment_methods" set "active" = ("code" = 'ebilling')`));

const methods = async () =>
  (await request(t.http).get('/api/admin/settings').set(bearer(admin)).expect(200)).body.data.payment_methods;
const idOf = async (code: string) => (await t.em().findOneOrFail(PaymentMethod, { code })).id;
const put = (id: number, body: object, token = superAdmin) =>
  request(t.http).put(`/api/admin/settings/payment-methods/${id}`).set(bearer(token)).send(body);
const ebillingConfig = {
  merchant_id: SIMULATOR_CREDENTIALS.username,
  api_key: SIMULATOR_CREDENTIALS.sharedKey,
  secret_key: 'whsec-0123456789-abcd',
  environment: 'sandbox',
};

describe('payment methods (settings, Paiements tab)', () => {
  it('lists the four methods of spec 3 §3, E-Billing alone active', async () => {
    const list = await methods();
    expect(list.map((m: { code: string; active: boolean; type: string }) => [m.code, m.active, m.type])).toEqual([
      ['ebilling', true, 'gateway'],
      ['flutterwave', false, 'gateway'],
      ['paystack', false, 'gateway'],
      ['bank_transfer', false, 'bank_transfer'],
    ]);
    expect(list[3].config).toBeNull();
  });

  it('seals the secrets at rest, masks them in answers, keeps a masked value sent back', async () => {
    const id = await idOf('ebilling');
    const res = await put(id, { config: ebillingConfig }).expect(200);
    expect(res.body.message).toBe('Configuration du moyen de paiement enregistrée');
    const shown = res.body.data.payment_methods.find((m: { code: string }) => m.code === 'ebilling');
    expect(shown.config).toEqual({
      merchant_id: SIMULATOR_CREDENTIALS.username,
      api_key: '••••6789',
      secret_key: '••••abcd',
      environment: 'sandbox',
    });
    expect(JSON.stringify(await methods())).not.toContain(SIMULATOR_CREDENTIALS.sharedKey);

    const row = await t.em().findOneOrFail(PaymentMethod, { code: 'ebilling' });
    expect(row.config!.merchant_id).toBe(SIMULATOR_CREDENTIALS.username);
    expect(row.config!.api_key).toMatch(/^v\d+\./);
    expect(JSON.stringify(row.config)).not.toContain(SIMULATOR_CREDENTIALS.sharedKey);
    expect(JSON.stringify(row.config)).not.toContain('whsec-0123456789-abcd');

    // the form sends back what it was shown: the stored keys stay, the connection still works
    await put(id, { config: { ...shown.config, environment: 'production' } }).expect(200);
    const test = await request(t.http)
      .post(`/api/admin/settings/payment-methods/${id}/test`)
      .set(bearer(superAdmin))
      .expect(200);
    expect(test.body).toMatchObject({ message: 'Connexion à la passerelle réussie', data: { ok: true } });
  });

  it('requires every key, in French, and the payment_secrets privilege for keys', async () => {
    const id = await idOf('flutterwave');
    const res = await put(id, {
      config: { public_key: 'FLWPUBK-1', secret_key: '', environment: 'production' },
    }).expect(422);
    expect(res.body.errors).toEqual({
      'config.secret_key': ['Ce champ est obligatoire.'],
      'config.environment': ['Environnement invalide.'],
    });
    await put(
      id,
      { config: { public_key: 'FLWPUBK-1', secret_key: 'FLWSECK-1234', environment: 'live' } },
      admin,
    ).expect(403);
    await put(id, { active: true }, customer).expect(403);
    const on = await put(id, { active: true }, admin).expect(200);
    expect(on.body.data.payment_methods.find((m: { code: string }) => m.code === 'flutterwave').active).toBe(true);
    await put(await idOf('bank_transfer'), { config: { x: 'y' } }).expect(422);
  });

  it('the connection test fails in French with keys the gateway refuses', async () => {
    const id = await idOf('ebilling');
    await put(id, { config: { ...ebillingConfig, api_key: 'wrong-key-0000' } }).expect(200);
    const res = await request(t.http)
      .post(`/api/admin/settings/payment-methods/${id}/test`)
      .set(bearer(superAdmin))
      .expect(200);
    expect(res.body).toMatchObject({
      message: 'Échec de la connexion : identifiants refusés par la passerelle',
      data: { ok: false },
    });
  });

  it('with E-Billing switched off, checkout refuses to start a payment (409)', async () => {
    const buyer = await loginToken(t, (await createUser(t.em())).email);
    const body = { phone: '074010203', operator: 'airtel', order_number: 'CMD-NOPE-0001' };
    const before = await request(t.http).post('/api/payments/initiate-from-transaction').set(bearer(buyer)).send(body);
    expect(before.status).not.toBe(409);
    await put(await idOf('ebilling'), { active: false }, admin).expect(200);
    const res = await request(t.http)
      .post('/api/payments/initiate-from-transaction')
      .set(bearer(buyer))
      .send(body)
      .expect(409);
    expect(res.body.message).toBe('Le paiement mobile (Airtel Money, Moov Money) est momentanément indisponible.');
  });
});
