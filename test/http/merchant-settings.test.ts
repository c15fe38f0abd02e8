import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { User } from '../../src/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let dataDir: string;
let token: string;
let userId: number;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mbolo-merchant-settings-'));
  t = await startTestApp({ dataDir });
  const user = await createUser(t.em(), { roles: ['Business Individual'], firstName: 'Marie', lastName: 'Obame' });
  userId = user.id;
  token = await loginToken(t, user.email);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const put = (url: string, body: object) => request(t.http).put(url).set(bearer(token)).send(body);

describe('merchant settings', () => {
  it("starts from the seller's name", async () => {
    const res = await request(t.http).get('/api/merchant/settings').set(bearer(token)).expect(200);
    expect(res.body.data).toMatchObject({
      seller_kind: 'individual',
      company_name: null,
      payout_phone: null,
      display_name: 'Marie Obame',
    });
  });

  it('saves the business profile and mirrors the company name on the seller', async () => {
    const res = await put('/api/merchant/settings/business', {
      company_name: 'Boutique Obame',
      business_email: 'contact@obame.ga',
      description: 'Artisanat du Gabon',
      city: 'Port-Gentil',
      address: 'Quartier Balise',
    }).expect(200);
    expect(res.body).toMatchObject({
      message: 'Profil professionnel mis à jour',
      data: {
        company_name: 'Boutique Obame',
        business_email: 'contact@obame.ga',
        city: 'Port-Gentil',
        display_name: 'Boutique Obame',
      },
    });
    expect((await t.em().findOneOrFail(User, userId)).companyName).toBe('Boutique Obame');
    await put('/api/merchant/settings/business', {
      company_name: 'Boutique\u0000 Obame',
      city: 'Port-\u0000Gentil',
    }).expect(400);
    expect((await t.em().findOneOrFail(User, userId)).companyName).toBe('Boutique Obame');
    const bad = await put('/api/merchant/settings/business', {
      company_name: '',
      business_email: 'pas-un-email',
    }).expect(422);
    expect(bad.body.errors).toEqual({
      company_name: ["Le nom de l'entreprise est obligatoire"],
      business_email: ['Adresse e-mail professionnelle invalide'],
    });
  });

  it('stores the payout number in E.164 with its operator, and refuses other numbers', async () => {
    const airtel = await put('/api/merchant/settings/payout', { payout_phone: '077 12 34 56' }).expect(200);
    expect(airtel.body.data).toMatchObject({ payout_phone: '+24177123456', payout_operator: 'airtel' });
    const moov = await put('/api/merchant/settings/payout', { payout_phone: '+241 62 10 00 05' }).expect(200);
    expect(moov.body.data).toMatchObject({ payout_phone: '+24162100005', payout_operator: 'moov' });
    const landline = await put('/api/merchant/settings/payout', { payout_phone: '011 72 34 56' }).expect(422);
    expect(landline.body.errors.payout_phone[0]).toMatch(/Airtel Money|invalide/);
    const junk = await put('/api/merchant/settings/payout', { payout_phone: 'abc' }).expect(422);
    expect(junk.body.errors.payout_phone).toEqual(['Numéro de téléphone invalide']);
    const french = await put('/api/merchant/settings/payout', { payout_phone: '+33612345678' }).expect(422);
    expect(french.body.errors.payout_phone).toEqual([
      'Le numéro doit être un numéro Airtel Money (074, 076, 077) ou Moov Money (060, 062, 065, 066)',
    ]);
  });

  it('uploads a logo as WebP and refuses other formats', async () => {
    const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const res = await request(t.http)
      .post('/api/merchant/settings/logo')
      .set(bearer(token))
      .attach('logo', png, { filename: 'logo.png', contentType: 'image/png' })
      .expect(200);
    expect(res.body.data.logo_url).toMatch(/^\/uploads\/logos\/[0-9a-f]{32}\.webp$/);
    const meta = await sharp(join(dataDir, 'uploads', res.body.data.logo_url.replace('/uploads/', ''))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    await request(t.http)
      .post('/api/merchant/settings/logo')
      .set(bearer(token))
      .attach('logo', gif, { filename: 'l.gif', contentType: 'image/gif' })
      .expect(422);
    await request(t.http).post('/api/merchant/settings/logo').set(bearer(token)).expect(422);
  });

  it('is for merchants only', async () => {
    const customer = await createUser(t.em());
    const ct = await loginToken(t, customer.email);
    await request(t.http).get('/api/merchant/settings').set(bearer(ct)).expect(403);
  });
});
