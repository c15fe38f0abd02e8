import request from 'supertest';
import { ContactMessage } from '../../src/modules/contact/contact-message.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ bodyLimit: '2kb' });
});
afterAll(() => t?.close());

const valid = {
  name: 'Aïcha Mba',
  email: 'aicha@example.ga',
  subject: 'support',
  message: 'Bonjour, une question sur ma commande.',
  agree: true,
};

describe('error responses', () => {
  it('answers an unknown API path with a French 404 in the error shape', async () => {
    const res = await request(t.http).get('/api/does-not-exist').expect(404);
    expect(res.body).toEqual({ success: false, message: 'Ressource introuvable.', error_code: 'not_found' });
  });

  it('answers 400, not 500, for values the database refuses whatever the query (a NUL character)', async () => {
    const res = await request(t.http).get('/api/products').query({ search: 'télé\u0000vision' }).expect(400);
    expect(res.body).toEqual({ success: false, message: 'Requête invalide.', error_code: 'bad_request' });
    const before = await t.em().count(ContactMessage, {});
    await request(t.http)
      .post('/api/contact')
      .send({ ...valid, message: 'Bonjour\u0000, une question sur ma commande.' })
      .expect(400);
    expect(await t.em().count(ContactMessage, {})).toBe(before);
  });

  it("answers an address or headers past Node's limit with a French JSON 431, before any route", async () => {
    const res = await request(t.http)
      .get('/api/products')
      .query({ search: 'x'.repeat(20_000) })
      .expect(431);
    expect(res.body).toEqual({
      success: false,
      message: "L'adresse ou les en-têtes de la requête sont trop longs.",
      error_code: 'headers_too_large',
    });
    await request(t.http).get('/api/products').expect(200);
  });

  it('answers in English when asked', async () => {
    const res = await request(t.http).get('/api/does-not-exist').set('Accept-Language', 'en').expect(404);
    expect(res.body.message).toBe('Resource not found.');
  });

  it('rejects malformed JSON with 400 and stores nothing', async () => {
    const res = await request(t.http)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send('{"name": "Aïcha",')
      .expect(400);
    expect(res.body).toMatchObject({ success: false, message: "Le corps de la requête n'est pas un JSON valide." });
    expect(await t.em().count(ContactMessage)).toBe(0);
  });

  it('rejects an oversize body with 413', async () => {
    const res = await request(t.http)
      .post('/api/contact')
      .send({ ...valid, message: 'x'.repeat(5000) })
      .expect(413);
    expect(res.body).toMatchObject({ success: false, message: 'La requête est trop volumineuse.' });
    expect(await t.em().count(ContactMessage)).toBe(0);
  });

  it('rejects wrong types and unknown fields with 422 field errors', async () => {
    const res = await request(t.http)
      .post('/api/contact')
      .send({ ...valid, name: 42, agree: 'yes', admin: true })
      .expect(422);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('Veuillez corriger les erreurs ci-dessous.');
    expect(res.body.errors.name).toEqual(['Le nom est requis']);
    expect(res.body.errors.agree).toBeDefined();
    expect(JSON.stringify(res.body.errors._)).toContain('admin');
    expect(await t.em().count(ContactMessage)).toBe(0);
  });

  it('never leaks a stack trace', async () => {
    const res = await request(t.http)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send('[')
      .expect(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
  });

  it('sends security headers', async () => {
    const res = await request(t.http).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('publishes the OpenAPI document with the contact schema', async () => {
    const res = await request(t.http).get('/api/docs/openapi.json').expect(200);
    expect(
      res.body.paths['/api/contact'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('subject');
    expect(res.body.paths).toHaveProperty('/api/categories');
  });
});
