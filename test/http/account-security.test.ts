import request from 'supertest';
import { Session } from '../../src/modules/auth/session.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, lastOutbox, loginToken } from '../support/auth.js';
import { enableTwoFactor, stableStep, totpFor } from '../support/two-factor.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';

let t: TestApp;
beforeAll(async () => {
  // the deployment default: staff must use two-factor
  t = await startTestApp({ staffTwoFactorRequired: true });
});
afterAll(() => t?.close());

const SETUP_REQUIRED =
  'La double authentification est obligatoire pour les comptes du personnel : activez-la pour continuer.';

const LIFT_REFUSED =
  "Seul un titulaire du privilège « Gérer les administrateurs » peut lever l'obligation de double authentification du personnel.";
const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

const profileOf = (user: User) => ({
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
  phone: user.phone,
});

describe('changing the e-mail or the phone', () => {
  it('needs the current password, and tells the former address', async () => {
    const user = await createUser(t.em());
    const token = await loginToken(t, user.email);
    const put = (body: object) =>
      request(t.http)
        .put('/api/user/profile')
        .set(bearer(token))
        .send({ ...profileOf(user), ...body });

    // other fields need no password
    await put({ first_name: 'Aïcha' }).expect(200);
    const none = await put({ email: 'volee@mbolo.test' }).expect(422);
    expect(none.body.errors).toEqual({ current_password: ['Le mot de passe actuel est requis'] });
    const wrong = await put({ phone: '077 55 44 33', current_password: 'pas-le-bon' }).expect(422);
    expect(wrong.body.errors).toEqual({ current_password: ['Le mot de passe actuel est incorrect'] });
    expect((await t.em().findOneOrFail(User, user.id)).phone).toBe(user.phone);

    await put({ phone: '077 55 44 33', current_password: FACTORY_PASSWORD }).expect(200);
    const phoneMail = await lastOutbox(t, user.email);
    expect(phoneMail.subject).toBe('Le numéro de téléphone de votre compte Mbolo a changé');
    expect(phoneMail.text).toContain('+24177554433');

    await put({
      phone: '077 55 44 33',
      email: 'Nouvelle.Adresse2@mbolo.test',
      current_password: FACTORY_PASSWORD,
    }).expect(200);
    const told = await lastOutbox(t, user.email);
    expect(told.subject).toBe("L'adresse e-mail de votre compte Mbolo a changé");
    expect(told.text).toContain('nouvelle.adresse2@mbolo.test');
    expect(told.text).toContain("Si vous n'êtes pas à l'origine de ce changement");
  });

  it('needs a two-factor code too when two-factor is on', async () => {
    const step = await stableStep();
    const user = await createUser(t.em());
    const token = await loginToken(t, user.email);
    const { secret } = await enableTwoFactor(t, token, step);
    const put = (body: object) =>
      request(t.http)
        .put('/api/user/profile')
        .set(bearer(token))
        .send({ ...profileOf(user), email: 'autre.adresse@mbolo.test', current_password: FACTORY_PASSWORD, ...body });
    const none = await put({}).expect(422);
    expect(none.body.errors).toEqual({ two_factor_code: ['Le code de vérification est requis'] });
    const wrong = await put({ two_factor_code: '000000' }).expect(422);
    expect(wrong.body.errors).toEqual({ two_factor_code: ['Code de vérification invalide'] });
    expect((await t.em().findOneOrFail(User, user.id)).email).toBe(user.email);
    await put({ two_factor_code: await totpFor(secret, step) }).expect(200);
    expect((await t.em().findOneOrFail(User, user.id)).email).toBe('autre.adresse@mbolo.test');
  });
});

describe('two-factor required for staff', () => {
  it('restricts a staff session without two-factor to its setup until it is on', async () => {
    const admin = await createUser(t.em(), { roles: ['Admin'] });
    const login = await request(t.http)
      .post('/api/auth/login')
      .send({ email: admin.email, password: FACTORY_PASSWORD })
      .expect(200);
    expect(login.body.two_factor_setup_required).toBe(true);
    const token = login.body.access_token as string;

    const refused = await request(t.http).get('/api/admin/settings').set(bearer(token)).expect(403);
    expect(refused.body).toMatchObject({ message: SETUP_REQUIRED, error_code: 'two_factor_setup_required' });
    await request(t.http).get('/api/user/profile').set(bearer(token)).expect(403);
    await request(t.http).get('/api/user/sessions').set(bearer(token)).expect(403);
    const me = await request(t.http).get('/api/auth/me').set(bearer(token)).expect(200);
    expect(me.body.data.user).toMatchObject({ email: admin.email, two_factor_setup_required: true });

    // the setup itself is open
    const step = await stableStep();
    const { secret } = await enableTwoFactor(t, token, step);
    await request(t.http).get('/api/admin/settings').set(bearer(token)).expect(200);
    expect(
      (await request(t.http).get('/api/auth/me').set(bearer(token))).body.data.user.two_factor_setup_required,
    ).toBeUndefined();

    // and it cannot be turned off while the platform requires it
    const off = await request(t.http)
      .post('/api/user/2fa/toggle')
      .set(bearer(token))
      .send({ enabled: false, password: FACTORY_PASSWORD, code: await totpFor(secret, step) })
      .expect(403);
    expect(off.body.message).toBe(
      'La double authentification est obligatoire pour les comptes du personnel : elle ne peut pas être désactivée.',
    );
    expect((await t.em().findOneOrFail(User, admin.id)).twoFactorEnabledAt).not.toBeNull();

    // lifting the rule weakens every staff sign-in: not with settings.update alone (an Admin), by any route
    const lift = (bearerOf: string, path: string, value: boolean) =>
      request(t.http).put(path).set(bearer(bearerOf)).send({ staff_two_factor_required: value });
    for (const path of ['/api/admin/settings', '/api/admin/settings/security']) {
      expect((await lift(token, path, false).expect(403)).body).toMatchObject({
        success: false,
        message: LIFT_REFUSED,
      });
    }
    // a holder of users.manage_admins (a Super Admin) may; staff without two-factor then get in
    const superAdmin = await createUser(t.em(), { roles: ['Super Admin'] });
    const superToken = (
      await request(t.http)
        .post('/api/auth/login')
        .send({ email: superAdmin.email, password: FACTORY_PASSWORD })
        .expect(200)
    ).body.access_token as string;
    await enableTwoFactor(t, superToken, step);
    await lift(superToken, '/api/admin/settings/security', false).expect(200);
    const agent = await createUser(t.em(), { roles: ['Agent'] });
    const agentLogin = await request(t.http)
      .post('/api/auth/login')
      .send({ email: agent.email, password: FACTORY_PASSWORD })
      .expect(200);
    expect(agentLogin.body.two_factor_setup_required).toBeUndefined();
    await request(t.http).get('/api/user/profile').set(bearer(agentLogin.body.access_token)).expect(200);
    // putting it back on is anyone's with settings.update
    await lift(token, '/api/admin/settings', true).expect(200);
    await request(t.http).get('/api/user/profile').set(bearer(agentLogin.body.access_token)).expect(403);
    // restoring the entry that put it on would lift it again: the same rule
    const latest = (await request(t.http).get('/api/admin/settings/history').set(bearer(token)).expect(200)).body.data
      .entries[0];
    expect(latest.changes.staff_two_factor_required).toEqual({ before: false, after: true });
    const restore = (bearerOf: string) =>
      request(t.http).post(`/api/admin/settings/history/${latest.id}/restore`).set(bearer(bearerOf));
    expect((await restore(token).expect(403)).body.message).toBe(LIFT_REFUSED);
    await request(t.http).get('/api/user/profile').set(bearer(agentLogin.body.access_token)).expect(403);
    await restore(superToken).expect(200);
    await request(t.http).get('/api/user/profile').set(bearer(agentLogin.body.access_token)).expect(200);
    await lift(token, '/api/admin/settings', true).expect(200);
  });

  it('applies to anyone granted a back-office privilege, whatever the role', async () => {
    const seller = await createUser(t.em(), { roles: ['Business Enterprise'] });
    const before = await request(t.http)
      .post('/api/auth/login')
      .send({ email: seller.email, password: FACTORY_PASSWORD })
      .expect(200);
    expect(before.body.two_factor_setup_required).toBeUndefined();
    const grant = `"role_privileges" ("role_id", "privilege_id") select r."id", p."id" from "roles" r, "privileges" p
      where r."name" = 'Business Enterprise' and p."key" = 'products.view'`;
    await t.em().getConnection().execute(`insert into ${grant}`);
    try {
      // at once for the session already open, and at the next sign-in
      const refused = await request(t.http)
        .get('/api/admin/products')
        .set(bearer(before.body.access_token))
        .expect(403);
      expect(refused.body).toMatchObject({ message: SETUP_REQUIRED, error_code: 'two_factor_setup_required' });
      const login = await request(t.http)
        .post('/api/auth/login')
        .send({ email: seller.email, password: FACTORY_PASSWORD })
        .expect(200);
      expect(login.body.two_factor_setup_required).toBe(true);
      await request(t.http).get('/api/admin/products').set(bearer(login.body.access_token)).expect(403);
      // and the staff idle limit (SESSION_IDLE_MINUTES_STAFF), not the customers' week
      await request(t.http).get('/api/auth/me').set(bearer(login.body.access_token)).expect(200);
      await t
        .em()
        .nativeUpdate(
          Session,
          { id: sessionIdOf(login.body.access_token) },
          { lastActiveAt: new Date(Date.now() - (t.config.sessionIdleMinutesStaff + 1) * 60_000) },
        );
      await request(t.http).get('/api/auth/me').set(bearer(login.body.access_token)).expect(401);
    } finally {
      await t
        .em()
        .getConnection()
        .execute(
          `delete from "role_privileges" where "role_id" = (select "id" from "roles" where "name" = 'Business Enterprise')`,
        );
    }
    await request(t.http).get('/api/user/profile').set(bearer(before.body.access_token)).expect(200);
  });

  it('leaves customers and sellers alone', async () => {
    for (const roles of [['Particulier'], ['Business Enterprise']] as const) {
      const user = await createUser(t.em(), { roles: [...roles] });
      const login = await request(t.http)
        .post('/api/auth/login')
        .send({ email: user.email, password: FACTORY_PASSWORD })
        .expect(200);
      expect(login.body.two_factor_setup_required).toBeUndefined();
      await request(t.http).get('/api/user/profile').set(bearer(login.body.access_token)).expect(200);
    }
  });
});
