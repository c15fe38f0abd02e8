import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../../src/app.factory.js';
import { indexablePaths } from '../../src/contracts/site-links.js';
import { VersionedCache } from '../../src/infra/cache/data-versions.js';
import { Setting } from '../../src/modules/settings/setting.entity.js';
import { SettingsService } from '../../src/modules/settings/settings.service.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, lastOutbox, loginToken } from '../support/auth.js';

let t: TestApp;
let admin: string;
let adminEmail: string;
let agent: string;
let customer: string;
let customerEmail: string;

beforeAll(async () => {
  t = await startTestApp({ appUrl: 'https://mbolo.example' });
  adminEmail = (await createUser(t.em(), { roles: ['Admin'] })).email;
  admin = await loginToken(t, adminEmail);
  agent = await loginToken(t, (await createUser(t.em(), { roles: ['Agent'] })).email);
  customerEmail = (await createUser(t.em())).email;
  customer = await loginToken(t, customerEmail);
});
afterAll(() => t?.close());
afterEach(async () => {
  await t.em().nativeDelete(Setting, {});
  // the next test starts out of maintenance at once, not after the gate's refresh
  await request(t.http)
    .put('/api/admin/settings/maintenance')
    .set(bearer(admin))
    .send({ maintenance_mode: false })
    .expect(200);
});

const setMaintenance = (body: object) =>
  request(t.http).put('/api/admin/settings/maintenance').set(bearer(admin)).send(body).expect(200);
const MESSAGE = 'Mise à jour en cours, retour à 14 h.';

describe('Settings › Maintenance mode', () => {
  it('saves the mode and its message in the maintenance group', async () => {
    const res = await setMaintenance({ maintenance_mode: true, maintenance_message: MESSAGE });
    expect(res.body.data.maintenance).toEqual({ maintenance_mode: true, maintenance_message: MESSAGE });
    const bad = await request(t.http)
      .put('/api/admin/settings/maintenance')
      .set(bearer(admin))
      .send({ maintenance_mode: 'oui' })
      .expect(422);
    expect(bad.body.errors.maintenance_mode).toEqual(['Le mode maintenance doit être activé ou désactivé']);
    await request(t.http)
      .put('/api/admin/settings/maintenance')
      .set(bearer(customer))
      .send({ maintenance_mode: false })
      .expect(403);
  });

  it('answers customer pages with a small French 503 page and Retry-After', async () => {
    await request(t.http).get('/api/health').expect(200);
    await setMaintenance({ maintenance_mode: true, maintenance_message: MESSAGE });
    for (const path of ['/', '/lotteries/12', '/customer/orders', '/lotteries/index.pageContext.json']) {
      const res = await request(t.http).get(path).expect(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain('<html lang="fr">');
      expect(res.text).toContain('Site en maintenance');
      expect(res.text).toContain('Mise à jour en cours, retour à 14 h.');
    }
  });

  it('answers the public API with a French JSON error, signed in as a customer or not', async () => {
    await setMaintenance({ maintenance_mode: true, maintenance_message: '' });
    for (const call of [
      request(t.http).get('/api/products'),
      request(t.http).get('/api/notifications').set(bearer(customer)),
    ]) {
      const res = await call.expect(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.body).toEqual({
        success: false,
        message: 'Le site est en cours de maintenance. Merci de revenir dans quelques instants.',
        code: 'maintenance',
        error_code: 'maintenance',
      });
    }
  });

  it('keeps sign-in, health, payment callbacks, the back-office and files running', async () => {
    await setMaintenance({ maintenance_mode: true, maintenance_message: MESSAGE });
    await request(t.http).get('/api/products').expect(503);
    // anyone may sign in; what follows stays closed to customers
    await request(t.http)
      .post('/api/auth/login')
      .send({ email: customerEmail, password: FACTORY_PASSWORD })
      .expect(200);
    await request(t.http).post('/api/auth/login').send({ email: adminEmail, password: FACTORY_PASSWORD }).expect(200);
    await request(t.http).get('/api/health').expect(200);
    // the gateway's callback reaches its controller (which refuses a notification naming no bill)
    const callback = await request(t.http).post('/api/payments/callback/ebilling').type('form').send({});
    expect(callback.status).toBe(400);
    // staff: the admin API, and the rest of the API (bell, profile) for a signed-in manager
    await request(t.http).get('/api/admin/settings').set(bearer(admin)).expect(200);
    await request(t.http).get('/api/notifications').set(bearer(agent)).expect(200);
    // a customer is still refused by the admin API's own guard, not told about maintenance
    await request(t.http).get('/api/admin/settings').set(bearer(customer)).expect(403);
    // back-office and sign-in pages are not replaced by the maintenance page (no page renderer in tests: 404)
    for (const path of ['/admin/settings', '/login', '/robots.txt', '/sitemap.xml', '/favicon.ico']) {
      expect((await request(t.http).get(path)).status).not.toBe(503);
    }
  });

  it('opens the site again when switched off', async () => {
    await setMaintenance({ maintenance_mode: true });
    await request(t.http).get('/api/products').expect(503);
    await setMaintenance({ maintenance_mode: false });
    await request(t.http).get('/api/products').expect(200);
    expect((await request(t.http).get('/lotteries/12')).status).not.toBe(503);
  });

  it('is seen by another instance on the same database within 2 s', async () => {
    const other: NestExpressApplication = await createApp(t.config, t.db.url);
    await other.init();
    try {
      await request(other.getHttpServer()).get('/api/products').expect(200);
      await setMaintenance({ maintenance_mode: true });
      const seenAfter = async () => {
        const start = Date.now();
        while ((await request(other.getHttpServer()).get('/api/products')).status !== 503) {
          if (Date.now() - start > 2000) return Infinity;
          await new Promise((r) => setTimeout(r, 50));
        }
        return Date.now() - start;
      };
      expect(await seenAfter()).toBeLessThanOrEqual(2000);
      await setMaintenance({ maintenance_mode: false });
      const start = Date.now();
      while ((await request(other.getHttpServer()).get('/api/products')).status === 503 && Date.now() - start < 2000)
        await new Promise((r) => setTimeout(r, 50));
      await request(other.getHttpServer()).get('/api/products').expect(200);
    } finally {
      await other.close();
    }
  });
});

describe('Settings › Maintenance actions', () => {
  const post = (token: string, path: string) => request(t.http).post(`/api/admin/settings/${path}`).set(bearer(token));

  it('are for administrators only', async () => {
    for (const path of ['cache/clear', 'database/optimize', 'sitemap/generate', 'email/test']) {
      await post(customer, path).expect(403);
      await post(agent, path).expect(403);
      await request(t.http).post(`/api/admin/settings/${path}`).expect(401);
    }
  });

  it('clears the in-memory caches and says what was cleared', async () => {
    await t.app.get(SettingsService).getAll();
    const res = await post(admin, 'cache/clear').expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.cleared).toEqual(expect.arrayContaining(['data', 'maintenance', 'sitemap']));
    expect(res.body.data.entries).toBeGreaterThanOrEqual(1);
    expect(t.app.get(VersionedCache).clear()).toBe(0);
  });

  it('optimises the database and answers how long it took', async () => {
    const res = await post(admin, 'database/optimize').expect(200);
    expect(res.body.data.duration_ms).toEqual(expect.any(Number));
    expect(res.body.message).toMatch(/^Base de données optimisée en \d+ ms$/);
    const [row] = await t
      .em()
      .getConnection()
      .execute<{ at: Date | null }[]>(`select last_vacuum as at from pg_stat_user_tables where relname = 'settings'`);
    expect(row?.at).not.toBeNull();
  });

  it('generates the sitemap served at /sitemap.xml and answers its URL count', async () => {
    const res = await post(admin, 'sitemap/generate').expect(200);
    expect(res.body.data.urls).toBe(indexablePaths().length);
    expect(res.body.message).toBe(`Plan du site généré : ${indexablePaths().length} URL`);
    const xml = await request(t.http).get('/sitemap.xml').expect(200);
    expect(xml.text.match(/<loc>/g)).toHaveLength(res.body.data.urls);
    expect(xml.text).toContain('<loc>https://mbolo.example/about</loc>');
  });

  it('sends a test e-mail to the signed-in administrator', async () => {
    const res = await post(admin, 'email/test').expect(200);
    expect(res.body.data.to).toBe(adminEmail);
    expect(res.body.message).toBe(`E-mail de test envoyé à ${adminEmail}`);
    const mail = await lastOutbox(t, adminEmail);
    expect(mail).toMatchObject({ channel: 'email', subject: 'E-mail de test Mbolo' });
  });
});
