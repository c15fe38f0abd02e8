import request from 'supertest';
import { loadConfig } from '../../src/config/config.js';
import { ContactMessage } from '../../src/modules/contact/contact-message.entity.js';
import { RateLimit } from '../../src/infra/rate-limit/rate-limit.entity.js';
import { Session } from '../../src/modules/auth/session.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';

const message = (n: number, email = `visiteur${n}@example.ga`) => ({
  name: 'Aïcha Mba',
  email,
  subject: 'support',
  message: `Bonjour, une question sur ma commande numéro ${n}.`,
  agree: true,
});

describe('contact form quotas (default: X-Forwarded-For ignored)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    await t.em().nativeDelete(RateLimit, {});
  });

  it('takes 5 messages an hour from one IP, then answers 429 in French, whatever X-Forwarded-For says', async () => {
    for (let i = 0; i < 5; i++) {
      await request(t.http).post('/api/contact').set('X-Forwarded-For', `203.0.113.${i}`).send(message(i)).expect(201);
    }
    const res = await request(t.http)
      .post('/api/contact')
      .set('X-Forwarded-For', '198.51.100.7')
      .send(message(5))
      .expect(429);
    expect(res.body).toMatchObject({ success: false, error_code: 'too_many_requests' });
    expect(res.body.message).toMatch(
      /^Trop de messages envoyés\. Veuillez patienter \d+ minutes avant de réessayer\.$/,
    );
    expect(await t.em().count(ContactMessage)).toBe(5);
  });

  it('takes 5 messages an hour from one sender address, however it is spelled', async () => {
    for (let i = 0; i < 5; i++) {
      await request(t.http)
        .post('/api/contact')
        .send(message(i, i % 2 ? 'Bavard@Example.ga' : 'bavard@example.ga'))
        .expect(201);
    }
    await t.em().nativeDelete(RateLimit, { key: { $like: 'contact:ip:%' } });
    await request(t.http).post('/api/contact').send(message(5, ' BAVARD@example.ga')).expect(429);
  });
});

describe('TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 1 });
  });
  afterAll(() => t?.close());

  it('gives each client behind the proxy its own IP limits', async () => {
    for (let i = 0; i < 5; i++) {
      await request(t.http).post('/api/contact').set('X-Forwarded-For', '203.0.113.10').send(message(i)).expect(201);
    }
    await request(t.http).post('/api/contact').set('X-Forwarded-For', '203.0.113.10').send(message(5)).expect(429);
    await request(t.http).post('/api/contact').set('X-Forwarded-For', '203.0.113.11').send(message(6)).expect(201);
    // only the hop the proxy added counts: a client cannot pick its address by prepending one
    await request(t.http)
      .post('/api/contact')
      .set('X-Forwarded-For', '1.2.3.4, 203.0.113.10')
      .send(message(7))
      .expect(429);
    const stored = await t.em().find(ContactMessage, {}, { orderBy: { id: 'desc' }, limit: 1 });
    expect(stored[0]!.ip).toBe('203.0.113.11');
  });

  it('copes with a forwarded address that is no address (a proxy that passes the header through)', async () => {
    const junk = `x${'9'.repeat(300)}`;
    const res = await request(t.http).post('/api/contact').set('X-Forwarded-For', junk).send(message(8)).expect(201);
    expect((await t.em().findOneOrFail(ContactMessage, res.body.data.id)).ip).toBeNull();
    await request(t.http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', junk)
      .send({ email: 'a@b.ga', password: 'Mauvais123' })
      .expect(401);
    const user = await createUser(t.em());
    await request(t.http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', junk)
      .send({ email: user.email, password: FACTORY_PASSWORD })
      .expect(200);
    expect((await t.em().findOneOrFail(Session, { user: user.id })).ip).toBeNull();
    const keys = (await t.em().find(RateLimit, {})).map((r) => r.key);
    expect(Math.max(...keys.map((k) => k.length))).toBeLessThanOrEqual(200);
  });

  it('is read from the environment as Express takes it', () => {
    const env = { NODE_ENV: 'test', APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...env, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(loadConfig({ ...env, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });
});
