import { generate } from 'otplib';
import { keyedHash } from '../../src/common/crypto/keyed-hash.js';
import { KEY_PURPOSES } from '../../src/common/crypto/keys.js';
import request from 'supertest';
import { Session } from '../../src/modules/auth/session.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, lastOutbox, loginToken } from '../support/auth.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

async function login(email: string, userAgent: string): Promise<string> {
  const res = await request(t.http)
    .post('/api/auth/login')
    .set('User-Agent', userAgent)
    .send({ email, password: FACTORY_PASSWORD })
    .expect(200);
  return res.body.access_token as string;
}

const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

describe('GET /api/user/sessions', () => {
  it('lists the live sessions, most recent first, marking the current one', async () => {
    const user = await createUser(t.em());
    const desktop = await login(user.email, FIREFOX);
    const phone = await login(user.email, ANDROID);
    const ended = await login(user.email, FIREFOX);
    await request(t.http).post('/api/auth/logout').set(bearer(ended)).expect(200);
    // the phone was used a while ago
    await t.em().nativeUpdate(Session, { id: sessionIdOf(phone) }, { lastActiveAt: new Date(Date.now() - 30_000) });

    const res = await request(t.http).get('/api/user/sessions').set(bearer(desktop)).expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toHaveLength(2);
    const [first, second] = res.body.data;
    expect(first).toMatchObject({
      id: sessionIdOf(desktop),
      device: 'Firefox sur Windows',
      user_agent: FIREFOX,
      is_current: true,
    });
    expect(second).toMatchObject({ id: sessionIdOf(phone), device: 'Chrome sur Android', is_current: false });
    for (const s of res.body.data) {
      expect(Object.keys(s).sort()).toEqual([
        'city',
        'country',
        'created_at',
        'device',
        'id',
        'ip',
        'is_current',
        'last_activity',
        'user_agent',
      ]);
      expect(new Date(s.last_activity).toISOString()).toBe(s.last_activity);
      expect(new Date(s.created_at).toISOString()).toBe(s.created_at);
    }
    expect(Date.parse(first.last_activity)).toBeGreaterThan(Date.parse(second.last_activity));
  });
});

describe('POST /api/user/sessions/{id}/revoke', () => {
  it('ends another session at once', async () => {
    const user = await createUser(t.em());
    const mine = await login(user.email, FIREFOX);
    const other = await login(user.email, ANDROID);
    await request(t.http).get('/api/user/profile').set(bearer(other)).expect(200);

    const res = await request(t.http)
      .post(`/api/user/sessions/${sessionIdOf(other)}/revoke`)
      .set(bearer(mine))
      .expect(200);
    expect(res.body).toEqual({ success: true, message: 'Session déconnectée' });
    const after = await request(t.http).get('/api/user/profile').set(bearer(other)).expect(401);
    expect(after.body.error_code).toBe('session_expired');
    const list = await request(t.http).get('/api/user/sessions').set(bearer(mine)).expect(200);
    expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([sessionIdOf(mine)]);
    // already ended
    await request(t.http)
      .post(`/api/user/sessions/${sessionIdOf(other)}/revoke`)
      .set(bearer(mine))
      .expect(404);
  });

  it('refuses the current session (logout closes it)', async () => {
    const user = await createUser(t.em());
    const mine = await login(user.email, FIREFOX);
    const res = await request(t.http)
      .post(`/api/user/sessions/${sessionIdOf(mine)}/revoke`)
      .set(bearer(mine))
      .expect(422);
    expect(res.body.message).toBe('Utilisez la déconnexion pour fermer la session en cours');
    await request(t.http).get('/api/user/profile').set(bearer(mine)).expect(200);
  });

  it("answers 404 for another user's session or an unknown id, leaving it alone", async () => {
    const alice = await createUser(t.em());
    const bob = await createUser(t.em());
    const aliceToken = await login(alice.email, FIREFOX);
    const bobToken = await login(bob.email, ANDROID);
    const res = await request(t.http)
      .post(`/api/user/sessions/${sessionIdOf(bobToken)}/revoke`)
      .set(bearer(aliceToken))
      .expect(404);
    expect(res.body.message).toBe('Session introuvable');
    await request(t.http).get('/api/user/profile').set(bearer(bobToken)).expect(200);
    await request(t.http).post('/api/user/sessions/not-a-uuid/revoke').set(bearer(aliceToken)).expect(404);
    await request(t.http)
      .post('/api/user/sessions/00000000-0000-4000-8000-000000000000/revoke')
      .set(bearer(aliceToken))
      .expect(404);
  });
});

describe('two-factor authentication (TOTP)', () => {
  const reload = (id: number) => t.em().findOneOrFail(User, id, { populate: ['twoFactorSecret', 'recoveryCodes'] });

  async function loginChallenge(email: string): Promise<string> {
    const res = await request(t.http).post('/api/auth/login').send({ email, password: FACTORY_PASSWORD }).expect(200);
    expect(res.body).toMatchObject({ requires_two_factor: true });
    expect(res.body.access_token).toBeUndefined();
    return res.body.two_factor_token as string;
  }

  it('enable → confirm → login asks for the code → recovery code once → disable', async () => {
    const user = await createUser(t.em());
    const token = await loginToken(t, user.email);

    // 1. after the password again, a secret, not yet in force
    const noPassword = await request(t.http)
      .post('/api/user/2fa/toggle')
      .set(bearer(token))
      .send({ enabled: true })
      .expect(422);
    expect(noPassword.body.errors).toEqual({ password: ['Le mot de passe actuel est requis'] });
    const badPassword = await request(t.http)
      .post('/api/user/2fa/toggle')
      .set(bearer(token))
      .send({ enabled: true, password: 'pas-le-bon' })
      .expect(422);
    expect(badPassword.body.errors).toEqual({ password: ['Le mot de passe actuel est incorrect'] });
    expect((await reload(user.id)).twoFactorSecret).toBeNull();
    const setup = await request(t.http)
      .post('/api/user/2fa/toggle')
      .set(bearer(token))
      .send({ enabled: true, password: FACTORY_PASSWORD })
      .expect(200);
    const { secret, otpauth_url, qr_code, requires_confirmation } = setup.body.data;
    expect(requires_confirmation).toBe(true);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(qr_code).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    let saved = await reload(user.id);
    expect(saved.twoFactorEnabledAt).toBeNull();
    expect(saved.twoFactorSecret).toBeTruthy();
    expect(saved.twoFactorSecret).not.toContain(secret);
    // not yet asked at login
    await loginToken(t, user.email);

    // 2. a wrong code is refused, a right one turns it on and gives 8 recovery codes
    const code = await generate({ secret });
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await request(t.http)
      .post('/api/user/2fa/confirm')
      .set(bearer(token))
      .send({ code: wrongCode })
      .expect(422);
    expect(wrong.body.errors).toEqual({ code: ['Code de vérification invalide'] });
    expect((await reload(user.id)).twoFactorEnabledAt).toBeNull();

    const confirmed = await request(t.http).post('/api/user/2fa/confirm').set(bearer(token)).send({ code }).expect(200);
    const codes: string[] = confirmed.body.data.recovery_codes;
    expect(confirmed.body.data.two_factor_enabled).toBe(true);
    expect(codes).toHaveLength(8);
    for (const c of codes) expect(c).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(new Set(codes).size).toBe(8);
    saved = await reload(user.id);
    expect(saved.twoFactorEnabledAt).not.toBeNull();
    // keyed hashes bound to the account, never the codes nor their plain sha-256
    expect(saved.recoveryCodes).toEqual(
      codes.map((c) =>
        keyedHash(t.config, `recovery-code:${user.id}:${c.replace('-', '')}`, KEY_PURPOSES.recoveryCode),
      ),
    );
    expect((await request(t.http).get('/api/user/profile').set(bearer(token))).body.data.user.two_factor_enabled).toBe(
      true,
    );
    await request(t.http).post('/api/user/2fa/confirm').set(bearer(token)).send({ code }).expect(409);

    // 3. login now needs a code (not the one the setup used: a code is good once)
    const challenge = await loginChallenge(user.email);
    const bad = await request(t.http)
      .post('/api/auth/2fa/verify')
      .send({ two_factor_token: challenge, code: wrongCode })
      .expect(422);
    expect(bad.body.errors.code).toEqual(['Code de vérification invalide']);
    await request(t.http).post('/api/auth/2fa/verify').send({ two_factor_token: challenge, code }).expect(422);
    const ok = await request(t.http)
      .post('/api/auth/2fa/verify')
      .send({
        two_factor_token: challenge,
        code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
      })
      .expect(200);
    expect(ok.body.access_token).toBeTruthy();
    await request(t.http).get('/api/user/profile').set(bearer(ok.body.access_token)).expect(200);

    // 4. a recovery code works once (any case, dash optional)
    const recovery = codes[3]!;
    const c1 = await loginChallenge(user.email);
    await request(t.http)
      .post('/api/auth/2fa/verify')
      .send({ two_factor_token: c1, code: recovery.toLowerCase() })
      .expect(200);
    const c2 = await loginChallenge(user.email);
    await request(t.http).post('/api/auth/2fa/verify').send({ two_factor_token: c2, code: recovery }).expect(422);
    expect((await reload(user.id)).recoveryCodes).toHaveLength(7);

    // 5. turning it off needs the password and a code (a recovery code will do)
    const noProof = await request(t.http)
      .post('/api/user/2fa/toggle')
      .set(bearer(token))
      .send({ enabled: false })
      .expect(422);
    expect(noProof.body.errors).toEqual({
      password: ['Le mot de passe actuel est requis'],
      code: ['Le code de vérification est requis'],
    });
    const onlyPassword = await request(t.http)
      .post('/api/user/2fa/toggle')
      .set(bearer(token))
      .send({ enabled: false, password: FACTORY_PASSWORD })
      .expect(422);
    expect(onlyPassword.body.errors).toEqual({ code: ['Le code de vérification est requis'] });
    const badOff = await request(t.http)
      .post('/api/user/2fa/toggle')
      .set(bearer(token))
      .send({ enabled: false, password: FACTORY_PASSWORD, code: wrongCode })
      .expect(422);
    expect(badOff.body.errors).toEqual({ code: ['Code de vérification invalide'] });
    const wrongPassword = await request(t.http)
      .post('/api/user/2fa/toggle')
      .set(bearer(token))
      .send({ enabled: false, password: 'pas-le-bon', code: codes[5] })
      .expect(422);
    expect(wrongPassword.body.errors).toEqual({ password: ['Le mot de passe actuel est incorrect'] });
    await request(t.http)
      .post('/api/user/2fa/toggle')
      .set(bearer(token))
      .send({ enabled: true, password: FACTORY_PASSWORD })
      .expect(409);
    const off = await request(t.http)
      .post('/api/user/2fa/toggle')
      .set(bearer(token))
      .send({ enabled: false, password: FACTORY_PASSWORD, code: codes[5] })
      .expect(200);
    expect(off.body).toMatchObject({
      success: true,
      message: 'Double authentification désactivée',
      data: { two_factor_enabled: false },
    });
    saved = await reload(user.id);
    expect(saved.twoFactorEnabledAt).toBeNull();
    expect(saved.twoFactorSecret).toBeNull();
    expect(saved.recoveryCodes).toBeNull();
    await loginToken(t, user.email);
    // the account's address hears of it
    const mail = await lastOutbox(t, user.email);
    expect(mail.subject).toBe('Double authentification désactivée sur votre compte Mbolo');
  });

  it('renews the recovery codes after the password and a code; the old ones stop working', async () => {
    const user = await createUser(t.em());
    const token = await loginToken(t, user.email);
    const { secret } = (
      await request(t.http)
        .post('/api/user/2fa/toggle')
        .set(bearer(token))
        .send({ enabled: true, password: FACTORY_PASSWORD })
        .expect(200)
    ).body.data;
    const old: string[] = (
      await request(t.http)
        .post('/api/user/2fa/confirm')
        .set(bearer(token))
        .send({ code: await generate({ secret }) })
        .expect(200)
    ).body.data.recovery_codes;
    const noCode = await request(t.http)
      .post('/api/user/2fa/recovery-codes')
      .set(bearer(token))
      .send({ password: FACTORY_PASSWORD })
      .expect(422);
    expect(noCode.body.errors).toEqual({ code: ['Le code de vérification est requis'] });
    const renewed = await request(t.http)
      .post('/api/user/2fa/recovery-codes')
      .set(bearer(token))
      .send({ password: FACTORY_PASSWORD, code: old[0] })
      .expect(200);
    expect(renewed.body.message).toBe(
      'Nouveaux codes de récupération générés. Les anciens ne fonctionnent plus : conservez ceux-ci en lieu sûr.',
    );
    const fresh: string[] = renewed.body.data.recovery_codes;
    expect(fresh).toHaveLength(8);
    await request(t.http)
      .post('/api/auth/2fa/verify')
      .send({ two_factor_token: await loginChallenge(user.email), code: old[1] })
      .expect(422);
    await request(t.http)
      .post('/api/auth/2fa/verify')
      .send({ two_factor_token: await loginChallenge(user.email), code: fresh[1] })
      .expect(200);
  });

  it('asks to start the setup first, and checks the code format', async () => {
    const user = await createUser(t.em());
    const token = await loginToken(t, user.email);
    const res = await request(t.http)
      .post('/api/user/2fa/confirm')
      .set(bearer(token))
      .send({ code: '123456' })
      .expect(422);
    expect(res.body.errors).toEqual({ code: ["Activez d'abord la double authentification pour obtenir un QR code"] });
    const format = await request(t.http)
      .post('/api/user/2fa/confirm')
      .set(bearer(token))
      .send({ code: '12ab' })
      .expect(422);
    expect(format.body.errors).toEqual({ code: ['Le code doit contenir 6 chiffres'] });
    await request(t.http).post('/api/user/2fa/toggle').set(bearer(token)).send({}).expect(422);
  });
});
