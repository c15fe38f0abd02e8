import request from 'supertest';
import { User } from '../../src/modules/users/user.entity.js';
import { DEFAULT_PREFERENCES } from '../../src/modules/users/preferences.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { signedInNewUser } from '../support/signed-in.js';
import { FACTORY_PASSWORD } from '../factories/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const signedIn = () => signedInNewUser(t);
const reload = (id: number) => t.em().findOneOrFail(User, id);

describe('PUT /api/user/password', () => {
  it('checks the current password, the length and the confirmation', async () => {
    const { token } = await signedIn();
    const wrong = await request(t.http)
      .put('/api/user/password')
      .set(bearer(token))
      .send({ current_password: 'pas-le-bon', password: 'NouveauMdp2026', password_confirmation: 'NouveauMdp2026' })
      .expect(422);
    expect(wrong.body.errors).toEqual({ current_password: ['Le mot de passe actuel est incorrect'] });

    const mismatch = await request(t.http)
      .put('/api/user/password')
      .set(bearer(token))
      .send({ current_password: FACTORY_PASSWORD, password: 'NouveauMdp2026', password_confirmation: 'Autre2026xx' })
      .expect(422);
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['Les mots de passe ne correspondent pas'] });

    const short = await request(t.http)
      .put('/api/user/password')
      .set(bearer(token))
      .send({ current_password: '', password: 'court', password_confirmation: 'court' })
      .expect(422);
    expect(short.body.errors).toEqual({
      current_password: ['Le mot de passe actuel est requis'],
      password: ['Le mot de passe doit contenir au moins 8 caractères'],
    });
  });

  it('sets the new password; other sessions stay unless asked', async () => {
    const { user, token } = await signedIn();
    const other = await loginToken(t, user.email);
    const res = await request(t.http)
      .put('/api/user/password')
      .set(bearer(token))
      .send({ current_password: FACTORY_PASSWORD, password: 'NouveauMdp2026', password_confirmation: 'NouveauMdp2026' })
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Mot de passe mis à jour avec succès',
      data: { revoked_sessions: 0 },
    });
    await request(t.http).get('/api/user/profile').set(bearer(other)).expect(200);
    await request(t.http).post('/api/auth/login').send({ email: user.email, password: FACTORY_PASSWORD }).expect(401);
    await loginToken(t, user.email, 'NouveauMdp2026');
  });

  it('signs out every other session with logout_other_sessions (spec spelling new_password accepted)', async () => {
    const { user, token } = await signedIn();
    const other = await loginToken(t, user.email);
    const third = await loginToken(t, user.email);
    const res = await request(t.http)
      .put('/api/user/password')
      .set(bearer(token))
      .send({
        current_password: FACTORY_PASSWORD,
        new_password: 'Changement2026',
        new_password_confirmation: 'Changement2026',
        logout_other_sessions: true,
      })
      .expect(200);
    expect(res.body.data.revoked_sessions).toBe(2);
    const gone = await request(t.http).get('/api/user/profile').set(bearer(other)).expect(401);
    expect(gone.body.message).toBe('Votre session a expiré. Veuillez vous reconnecter.');
    await request(t.http).get('/api/user/profile').set(bearer(third)).expect(401);
    await request(t.http).get('/api/user/profile').set(bearer(token)).expect(200);
    await loginToken(t, user.email, 'Changement2026');
  });

  it('takes the same rule as registration: up to 128 characters, spaces kept', async () => {
    const { user, token } = await signedIn();
    const long = ` ${'phrase de passe '.repeat(7)}${'z'.repeat(15)}`;
    expect(long).toHaveLength(128);
    const tooLong = await request(t.http)
      .put('/api/user/password')
      .set(bearer(token))
      .send({ current_password: FACTORY_PASSWORD, password: `${long}z`, password_confirmation: `${long}z` })
      .expect(422);
    expect(tooLong.body.errors).toEqual({ password: ['Le mot de passe est trop long (max 128 caractères)'] });
    await request(t.http)
      .put('/api/user/password')
      .set(bearer(token))
      .send({ current_password: FACTORY_PASSWORD, password: long, password_confirmation: long })
      .expect(200);
    await loginToken(t, user.email, long);
  });
});

describe('notification preferences', () => {
  it('answers the spec defaults for a new user', async () => {
    const { token } = await signedIn();
    const res = await request(t.http).get('/api/user/preferences').set(bearer(token)).expect(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        email_notifications: {
          lottery_results: true,
          new_lotteries: true,
          ending_soon: true,
          account_updates: true,
          login_alerts: true,
        },
        sms_notifications: {
          lottery_results: true,
          new_lotteries: false,
          ending_soon: true,
          account_updates: false,
          login_alerts: false,
        },
        push_notifications: false,
        marketing_emails: false,
      },
    });
    expect(res.body.data).toEqual(DEFAULT_PREFERENCES);
  });

  it('stores an update (omitted switches kept) in users.preferences', async () => {
    const { user, token } = await signedIn();
    const res = await request(t.http)
      .put('/api/user/preferences/detailed')
      .set(bearer(token))
      .send({
        email_notifications: { new_lotteries: false, login_alerts: false },
        sms_notifications: { account_updates: true },
        marketing_emails: true,
      })
      .expect(200);
    const expected = {
      email_notifications: {
        lottery_results: true,
        new_lotteries: false,
        ending_soon: true,
        account_updates: true,
        login_alerts: false,
      },
      sms_notifications: {
        lottery_results: true,
        new_lotteries: false,
        ending_soon: true,
        account_updates: true,
        login_alerts: false,
      },
      push_notifications: false,
      marketing_emails: true,
    };
    expect(res.body).toMatchObject({
      success: true,
      message: 'Préférences de notification mises à jour',
      data: expected,
    });
    expect((await request(t.http).get('/api/user/preferences').set(bearer(token)).expect(200)).body.data).toEqual(
      expected,
    );
    expect((await reload(user.id)).preferences).toEqual(expected);

    await request(t.http)
      .put('/api/user/preferences/detailed')
      .set(bearer(token))
      .send({ push_notifications: true })
      .expect(200);
    const after = (await request(t.http).get('/api/user/preferences').set(bearer(token))).body.data;
    expect(after).toEqual({ ...expected, push_notifications: true });
  });

  it('refuses values that are not booleans and unknown switches', async () => {
    const { token } = await signedIn();
    const res = await request(t.http)
      .put('/api/user/preferences/detailed')
      .set(bearer(token))
      .send({ email_notifications: { lottery_results: 'oui' }, push_notifications: 1 })
      .expect(422);
    expect(res.body.errors).toEqual({
      'email_notifications.lottery_results': ['Valeur invalide : oui ou non attendu'],
      push_notifications: ['Valeur invalide : oui ou non attendu'],
    });
    await request(t.http)
      .put('/api/user/preferences/detailed')
      .set(bearer(token))
      .send({ sms_notifications: { weekly_digest: true } })
      .expect(422);
  });
});
