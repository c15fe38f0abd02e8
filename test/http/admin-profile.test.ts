import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { Session } from '../../src/modules/auth/session.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { stableStep, totpFor } from '../support/two-factor.js';

let t: TestApp;
let dataDir: string;
const users: Record<string, User> = {};
const tokens: Record<string, string> = {};

const as = (who: string) => ({
  get: (path: string) => request(t.http).get(path).set(bearer(tokens[who]!)),
  put: (path: string, body: object) => request(t.http).put(path).set(bearer(tokens[who]!)).send(body),
  post: (path: string, body: object = {}) => request(t.http).post(path).set(bearer(tokens[who]!)).send(body),
});
const sessionIdOf = async (token: string) =>
  (await request(t.http).get('/api/admin/profile').set(bearer(token)).expect(200)).body.data.sessions.find(
    (s: { current: boolean }) => s.current,
  ).id as string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mbolo-admin-profile-'));
  t = await startTestApp({ dataDir });
  const em = t.em();
  users.superAdmin = await createUser(em, {
    roles: ['Super Admin'],
    firstName: 'Sonia',
    lastName: 'Ndong',
    email: 'sonia.profile@mbolo.test',
  });
  users.agent = await createUser(em, {
    roles: ['Agent'],
    firstName: 'Gildas',
    lastName: 'Obame',
    email: 'gildas.profile@mbolo.test',
  });
  users.admin = await createUser(em, {
    roles: ['Admin'],
    firstName: 'Arnaud',
    lastName: 'Mba',
    email: 'arnaud.profile@mbolo.test',
  });
  users.merchant = await createUser(em, { roles: ['Business Enterprise'], email: 'marc.profile@mbolo.test' });
  users.customer = await createUser(em, { email: 'aicha.profile@mbolo.test', phone: '+24174998877' });
  for (const who of Object.keys(users)) tokens[who] = await loginToken(t, users[who]!.email);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('access', () => {
  it('is for staff: 401 signed out, 403 for merchants and customers', async () => {
    await request(t.http).get('/api/admin/profile').expect(401);
    for (const who of ['merchant', 'customer']) {
      await as(who).get('/api/admin/profile').expect(403);
      await as(who).put('/api/admin/profile/preferences', { timezone: 'UTC' }).expect(403);
      await as(who).post('/api/admin/profile/sessions/terminate-all').expect(403);
    }
  });
});

describe('GET /api/admin/profile', () => {
  it('answers the profile, the stats and the sessions', async () => {
    const { data } = (await as('superAdmin').get('/api/admin/profile').expect(200)).body;
    expect(data.profile).toMatchObject({
      first_name: 'Sonia',
      last_name: 'Ndong',
      email: 'sonia.profile@mbolo.test',
      position: null,
      bio: null,
      timezone: 'Africa/Libreville',
      language: 'fr',
      two_factor_enabled: false,
      avatar_url: null,
      role: 'Super Administrateur',
    });
    expect(data.profile.privileges).toContainEqual({ key: 'settings.backup', label: 'Gérer les sauvegardes' });
    expect(data.profile.notifications[0]).toEqual({
      id: 'new_orders',
      name: 'Nouvelles commandes',
      description: expect.any(String),
      enabled: true,
    });
    expect(data.stats).toMatchObject({ actions_count: 0, login_streak: 1 });
    expect(typeof data.stats.last_login).toBe('string');
    expect(typeof data.stats.created_at).toBe('string');
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ current: true, location: null });
    expect(Object.keys(data.sessions[0]).sort()).toEqual([
      'current',
      'device',
      'id',
      'ip',
      'last_activity',
      'location',
    ]);
  });

  it('counts consecutive days with a sign-in up to today', async () => {
    const em = t.em();
    const user = await em.findOneOrFail(User, users.agent!.id);
    const day = 86_400_000;
    for (const back of [1, 2, 4]) {
      const at = new Date(Date.now() - back * day);
      em.create(Session, {
        id: crypto.randomUUID(),
        user,
        device: 'Firefox sur Linux',
        ip: null,
        city: null,
        country: null,
        userAgent: null,
        rememberMe: false,
        createdAt: at,
        lastActiveAt: at,
        expiresAt: at,
      });
    }
    await em.flush();
    const { data } = (await as('agent').get('/api/admin/profile').expect(200)).body;
    expect(data.stats.login_streak).toBe(3);
    expect(data.profile.role).toBe('Agent de Support');
    // the grants the support agent's role holds (role_privileges), not a list of our own
    expect(data.profile.privileges.map((p: { key: string }) => p.key)).toEqual([
      'backoffice.access',
      'dashboard.view',
      'users.view',
      'orders.view',
      'payments.view',
      'refunds.view',
      'refunds.manage',
    ]);
    // the expired sessions are not listed
    expect(data.sessions).toHaveLength(1);
  });
});

describe('PUT /api/admin/profile', () => {
  it('requires first name, last name and e-mail', async () => {
    const res = await as('admin').put('/api/admin/profile', { first_name: ' ', last_name: '', email: '' }).expect(422);
    expect(res.body.errors).toMatchObject({
      first_name: ['Le prénom est requis'],
      last_name: [expect.any(String)],
      email: ["L'email est requis"],
    });
  });

  it('saves the name, position and bio, and refuses a phone or e-mail already used', async () => {
    const ok = await as('admin')
      .put('/api/admin/profile', {
        first_name: 'Arnaud',
        last_name: 'Mba Obiang',
        email: 'arnaud.profile@mbolo.test',
        position: 'Responsable des opérations',
        bio: 'Libreville',
      })
      .expect(200);
    expect(ok.body.message).toBe('Profil mis à jour avec succès');
    expect(ok.body.data.profile).toMatchObject({
      last_name: 'Mba Obiang',
      position: 'Responsable des opérations',
      bio: 'Libreville',
    });
    const again = (await as('admin').get('/api/admin/profile').expect(200)).body.data.profile;
    expect(again).toMatchObject({ position: 'Responsable des opérations', bio: 'Libreville' });

    const taken = await as('admin')
      .put('/api/admin/profile', {
        first_name: 'Arnaud',
        last_name: 'Mba',
        email: 'aicha.profile@mbolo.test',
        phone: '+24174998877',
        current_password: FACTORY_PASSWORD,
      })
      .expect(422);
    expect(taken.body.errors).toMatchObject({
      email: ['Cette adresse email est déjà utilisée'],
      phone: ['Ce numéro de téléphone est déjà utilisé'],
    });
  });
});

describe('PUT /api/admin/profile/password', () => {
  it('applies the spec’s rules', async () => {
    const short = await as('admin')
      .put('/api/admin/profile/password', {
        current_password: FACTORY_PASSWORD,
        new_password: 'court',
        confirm_password: 'court',
      })
      .expect(422);
    expect(short.body.errors.new_password).toEqual(['Le mot de passe doit contenir au moins 8 caractères']);
    const mismatch = await as('admin')
      .put('/api/admin/profile/password', {
        current_password: FACTORY_PASSWORD,
        new_password: 'NouveauMdp2026',
        confirm_password: 'Autre2026xx',
      })
      .expect(422);
    expect(mismatch.body.errors.confirm_password).toEqual(['Les mots de passe ne correspondent pas']);
    const empty = await as('admin').put('/api/admin/profile/password', {}).expect(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['confirm_password', 'current_password', 'new_password']);
    const wrong = await as('admin')
      .put('/api/admin/profile/password', {
        current_password: 'pas-le-bon-1',
        new_password: 'NouveauMdp2026',
        confirm_password: 'NouveauMdp2026',
      })
      .expect(422);
    expect(wrong.body.errors.current_password).toBeDefined();
  });

  it('changes the password and signs the other sessions out, keeping this one', async () => {
    const other = await loginToken(t, users.admin!.email);
    const res = await as('admin')
      .put('/api/admin/profile/password', {
        current_password: FACTORY_PASSWORD,
        new_password: 'NouveauMdp2026',
        confirm_password: 'NouveauMdp2026',
      })
      .expect(200);
    expect(res.body.message).toBe('Mot de passe modifié avec succès');
    expect(res.body.data.revoked_sessions).toBe(1);
    await request(t.http).get('/api/admin/profile').set(bearer(other)).expect(401);
    await as('admin').get('/api/admin/profile').expect(200);
    await loginToken(t, users.admin!.email, 'NouveauMdp2026');
  });
});

describe('PUT /api/admin/profile/preferences', () => {
  it('stores the time zone, language and alerts; a zone outside the list is 422', async () => {
    const bad = await as('agent').put('/api/admin/profile/preferences', { timezone: 'Asia/Tokyo' }).expect(422);
    expect(bad.body.errors.timezone).toEqual(["Ce fuseau horaire n'est pas proposé"]);
    await as('agent').put('/api/admin/profile/preferences', { language: 'de' }).expect(422);
    await as('agent')
      .put('/api/admin/profile/preferences', { notifications: [{ id: 'nope', enabled: true }] })
      .expect(422);

    const res = await as('agent')
      .put('/api/admin/profile/preferences', {
        timezone: 'Europe/Paris',
        language: 'en',
        notifications: [{ id: 'failed_payments', name: 'x', description: 'y', enabled: false }],
      })
      .expect(200);
    expect(res.body.message).toBe('Préférences enregistrées');
    expect(res.body.data).toMatchObject({ timezone: 'Europe/Paris', language: 'en' });
    const profile = (await as('agent').get('/api/admin/profile').expect(200)).body.data.profile;
    expect(profile).toMatchObject({ timezone: 'Europe/Paris', language: 'en' });
    expect(profile.notifications.find((n: { id: string }) => n.id === 'failed_payments').enabled).toBe(false);
    expect(profile.notifications.find((n: { id: string }) => n.id === 'new_orders').enabled).toBe(true);
    // the save is a back-office action of this month, counted from the activity log
    const { stats } = (await as('agent').get('/api/admin/profile').expect(200)).body.data;
    expect(stats.actions_count).toBeGreaterThanOrEqual(1);
  });
});

describe('sessions', () => {
  it('terminates one of one’s own sessions, never someone else’s (404) nor the current one', async () => {
    const second = await loginToken(t, users.superAdmin!.email);
    const secondId = await sessionIdOf(second);
    const agentSession = await sessionIdOf(tokens.agent!);
    await as('superAdmin').post('/api/admin/profile/sessions/terminate', { session_id: agentSession }).expect(404);
    await as('superAdmin').post('/api/admin/profile/sessions/terminate', { session_id: 'pas-un-id' }).expect(404);
    await as('superAdmin').post('/api/admin/profile/sessions/terminate', {}).expect(422);
    await as('agent').get('/api/admin/profile').expect(200);

    const res = await as('superAdmin')
      .post('/api/admin/profile/sessions/terminate', { session_id: secondId })
      .expect(200);
    expect(res.body.message).toBe('Session déconnectée');
    await request(t.http).get('/api/admin/profile').set(bearer(second)).expect(401);
  });

  it('terminates all the others; the current one survives', async () => {
    const others = [await loginToken(t, users.superAdmin!.email), await loginToken(t, users.superAdmin!.email)];
    const res = await as('superAdmin').post('/api/admin/profile/sessions/terminate-all').expect(200);
    expect(res.body.data.terminated).toBe(2);
    for (const token of others) await request(t.http).get('/api/admin/profile').set(bearer(token)).expect(401);
    const { sessions } = (await as('superAdmin').get('/api/admin/profile').expect(200)).body.data;
    expect(sessions).toHaveLength(1);
    expect(sessions[0].current).toBe(true);
  });
});

describe('POST /api/admin/profile/2fa/toggle', () => {
  it('starts with the password (QR code), confirms with a code, and turns off with the password and a code', async () => {
    await as('superAdmin').post('/api/admin/profile/2fa/toggle', { enabled: true }).expect(422);
    const setup = await as('superAdmin')
      .post('/api/admin/profile/2fa/toggle', { enabled: true, password: FACTORY_PASSWORD })
      .expect(200);
    expect(setup.body.data).toMatchObject({ two_factor_enabled: false, requires_confirmation: true });
    expect(setup.body.data.qr_code).toMatch(/^data:image\/png;base64,/);
    const secret = setup.body.data.secret as string;

    const step = await stableStep();
    await as('superAdmin').post('/api/admin/profile/2fa/toggle', { enabled: true, code: '000000' }).expect(422);
    const on = await as('superAdmin')
      .post('/api/admin/profile/2fa/toggle', { enabled: true, code: await totpFor(secret, step - 1) })
      .expect(200);
    expect(on.body.data.two_factor_enabled).toBe(true);
    expect(on.body.data.recovery_codes).toHaveLength(8);
    expect((await as('superAdmin').get('/api/admin/profile').expect(200)).body.data.profile.two_factor_enabled).toBe(
      true,
    );

    await as('superAdmin')
      .post('/api/admin/profile/2fa/toggle', { enabled: false, password: FACTORY_PASSWORD })
      .expect(422);
    const off = await as('superAdmin')
      .post('/api/admin/profile/2fa/toggle', {
        enabled: false,
        password: FACTORY_PASSWORD,
        code: await totpFor(secret, step),
      })
      .expect(200);
    expect(off.body.data.two_factor_enabled).toBe(false);
    expect((await as('superAdmin').get('/api/admin/profile').expect(200)).body.data.profile.two_factor_enabled).toBe(
      false,
    );
  });
});

describe('POST /api/admin/profile/image', () => {
  it('stores the avatar through the avatar service and answers its URL', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 0, g: 122, b: 74 } } })
      .png()
      .toBuffer();
    const res = await request(t.http)
      .post('/api/admin/profile/image')
      .set(bearer(tokens.agent!))
      .attach('avatar', png, { filename: 'moi.png', contentType: 'image/png' })
      .expect(200);
    expect(res.body.data.avatar_url).toMatch(/\.webp$/);
    expect((await as('agent').get('/api/admin/profile').expect(200)).body.data.profile.avatar_url).toBe(
      res.body.data.avatar_url,
    );
    await request(t.http)
      .post('/api/admin/profile/image')
      .set(bearer(tokens.agent!))
      .attach('avatar', Buffer.from('pas une image'), { filename: 'x.png', contentType: 'image/png' })
      .expect(422);
    await request(t.http)
      .post('/api/admin/profile/image')
      .set(bearer(tokens.customer!))
      .attach('avatar', png, { filename: 'moi.png', contentType: 'image/png' })
      .expect(403);
  });
});
