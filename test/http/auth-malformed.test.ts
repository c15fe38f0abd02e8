import request from 'supertest';
import { RateLimit } from '../../src/infra/rate-limit/rate-limit.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
afterEach(async () => {
  await t.em().nativeDelete(RateLimit, {});
});

describe('unreadable cookies are no cookies', () => {
  it.each([
    ['mbolo_session=%ZZ'],
    ['lang=%E0%A4%A'],
    ['mbolo_session=%ZZ; lang=%E0%A4%A'],
    ['lang=fr; mbolo_session=%E0%A4%A'],
  ])('Cookie: %s → 200 on a public route, 401 on a protected one, never 500', async (cookie) => {
    const pub = await request(t.http).get('/api/categories').set('Cookie', cookie).expect(200);
    expect(pub.body.success).toBe(true);
    const res = await request(t.http).get('/api/auth/me').set('Cookie', cookie).expect(401);
    expect(res.body.message).toBe('Vous devez être connecté pour effectuer cette action.');
    await request(t.http)
      .post('/api/auth/login')
      .set('Cookie', cookie)
      .send({ email: 'a@b.ga', password: 'Mauvais123' })
      .expect(401);
  });
});

describe('a body that is not a JSON object gets a French 4xx, never 500', () => {
  const bodies: [string, (r: request.Test) => request.Test][] = [
    ['no body', (r) => r],
    [
      'JSON sent as text/plain',
      (r) => r.set('Content-Type', 'text/plain').send('{"password":"x","password_confirmation":"x"}'),
    ],
    ['XML', (r) => r.set('Content-Type', 'application/xml').send('<register><password>x</password></register>')],
    ['multipart', (r) => r.field('password', 'MotDePasse2026').field('password_confirmation', 'MotDePasse2026')],
    ['a JSON array', (r) => r.send([1, 2])],
    ['a JSON string', (r) => r.set('Content-Type', 'application/json').send('"bonjour"')],
    ['JSON null', (r) => r.set('Content-Type', 'application/json').send('null')],
  ];
  for (const path of [
    '/api/auth/register',
    '/api/auth/reset-password',
    '/api/otp/send',
    '/api/auth/login',
    '/api/auth/resend-verification',
  ]) {
    it.each(bodies)(`${path}: %s`, async (_label, body) => {
      const res = await body(request(t.http).post(path));
      expect([400, 415, 422]).toContain(res.status);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(
        /^(Veuillez corriger les erreurs ci-dessous\.|Requête invalide\.|Type de contenu non pris en charge\.|Le corps de la requête n'est pas un JSON valide\.)$/,
      );
    });
  }

  it('still reports every field of an object at once, the mismatch included', async () => {
    const res = await request(t.http)
      .post('/api/auth/reset-password')
      .send({ password: 'court', password_confirmation: 'autre' })
      .expect(422);
    expect(res.body.errors).toMatchObject({
      identifier: ["L'identifiant est obligatoire"],
      password: ['Le mot de passe doit contenir au moins 8 caractères'],
      password_confirmation: ['Les mots de passe ne correspondent pas'],
    });
  });
});

describe('identifiers are bounded', () => {
  const long = `${'a'.repeat(290)}@mbolo.ga`;
  it.each([
    ['/api/otp/send', { identifier: long, type: 'email' }],
    ['/api/otp/resend', { identifier: long, type: 'email' }],
    ['/api/otp/send', { identifier: '0'.repeat(300), type: 'sms' }],
    [
      '/api/auth/reset-password',
      { identifier: long, otp: '123456', password: 'NouveauMdp2026', password_confirmation: 'NouveauMdp2026' },
    ],
    ['/api/auth/resend-verification', { email: long }],
  ])('%s with a 300-character identifier → 422 in French', async (path, body) => {
    const res = await request(t.http).post(path).send(body).expect(422);
    const field = 'email' in body ? 'email' : 'identifier';
    expect(res.body.errors[field]).toEqual(["L'identifiant est trop long (max 254 caractères)"]);
  });

  it('keys the limits on a fixed-length hash of the identifier, never on the identifier itself', async () => {
    const email = `${'b'.repeat(190)}@${'c'.repeat(50)}.ga`;
    await request(t.http).post('/api/otp/send').send({ identifier: email, type: 'email' }).expect(200);
    await request(t.http).post('/api/otp/resend').send({ identifier: email, type: 'email' }).expect(429);
    const keys = (await t.em().find(RateLimit, {})).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).not.toContain('bbbb');
      expect(key.length).toBeLessThan(80);
    }
  });
});
