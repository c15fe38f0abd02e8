import request from 'supertest';
import { RateLimit } from '../../src/infra/rate-limit/rate-limit.entity.js';
import { Session } from '../../src/modules/auth/session.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, lastOutbox } from '../support/auth.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
afterEach(async () => {
  await t.em().nativeDelete(RateLimit, {});
});

const login = (body: object) => request(t.http).post('/api/auth/login').send(body);

describe('login validation (spec 1 §5)', () => {
  it.each([
    [{ email: '', password: 'secret1' }, 'email', "L'adresse email est obligatoire"],
    [{ email: 'jean.mbolo.ga', password: 'secret1' }, 'email', "L'adresse email doit contenir le symbole @"],
    [{ email: 'jean@', password: 'secret1' }, 'email', "Format d'email invalide (exemple: nom@exemple.com)"],
    [
      { email: `${'a'.repeat(95)}@x.com`, password: 'secret1' },
      'email',
      "L'adresse email est trop longue (max 100 caractères)",
    ],
    [{ phone: '', password: 'secret1' }, 'phone', '📱 Le numéro de téléphone est obligatoire'],
    [{ phone: '1234', password: 'secret1' }, 'phone', 'Format de téléphone invalide'],
    [{ email: 'a@b.ga', password: '' }, 'password', 'Le mot de passe est obligatoire'],
    [{ email: 'a@b.ga', password: '12345' }, 'password', 'Le mot de passe doit contenir au moins 6 caractères'],
    [{ email: 'a@b.ga', password: 'x'.repeat(129) }, 'password', 'Le mot de passe est trop long (max 128 caractères)'],
  ])('%j → %s: %s', async (body, field, message) => {
    const res = await login(body).expect(422);
    expect(res.body.errors[field]).toContain(message);
  });
});

describe('login', () => {
  it('accepts any password a user may have chosen: spaces, up to 128 characters', async () => {
    const password = `  un mot de passe avec des espaces ${'é'.repeat(90)}`;
    expect(password.length).toBeLessThanOrEqual(128);
    const user = await createUser(t.em(), { password });
    await login({ email: user.email, password }).expect(200);
    await login({ email: user.email, password: password.trim() }).expect(401);
  });

  it('accepts the phone number in any Gabonese form', async () => {
    const user = await createUser(t.em(), { phone: '+24177554433' });
    for (const phone of ['+24177554433', '077554433', '77554433', '+241 77 55 44 33']) {
      const res = await login({ phone, password: FACTORY_PASSWORD }).expect(200);
      expect(res.body.user.id).toBe(user.id);
    }
  });

  it('answers 401 Identifiants incorrects with a field error, the same for an unknown account', async () => {
    const user = await createUser(t.em());
    const wrong = await login({ email: user.email, password: 'Mauvais123' }).expect(401);
    const unknown = await login({ email: 'personne@mbolo.test', password: 'Mauvais123' }).expect(401);
    for (const res of [wrong, unknown]) {
      expect(res.body).toMatchObject({
        success: false,
        message: 'Identifiants incorrects',
        errors: { email: ['Adresse email ou mot de passe incorrect'] },
      });
    }
  });

  it('refuses a suspended account with 403 and ends its live sessions', async () => {
    const user = await createUser(t.em());
    const token = (await login({ email: user.email, password: FACTORY_PASSWORD }).expect(200)).body.access_token;
    await t.em().nativeUpdate(User, { id: user.id }, { status: 'suspended' });
    const res = await login({ email: user.email, password: FACTORY_PASSWORD }).expect(403);
    expect(res.body.message).toBe('Votre compte est temporairement suspendu. Contactez le support client.');
    await request(t.http).get('/api/auth/me').set(bearer(token)).expect(401);
  });

  it('blocks an account for 15 minutes after 5 failures, even with the right password', async () => {
    const user = await createUser(t.em());
    for (let i = 0; i < 4; i++) await login({ email: user.email, password: 'Mauvais123' }).expect(401);
    const fifth = await login({ email: user.email, password: 'Mauvais123' }).expect(429);
    expect(fifth.body.message).toBe(
      'Trop de tentatives de connexion. Veuillez patienter 15 minutes avant de réessayer.',
    );
    await login({ email: user.email, password: FACTORY_PASSWORD }).expect(429);
    const row = await t.em().findOneOrFail(RateLimit, { key: { $like: 'login:acct:%' } });
    const minutes = (row.blockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('blocks an IP after 20 failures across accounts', async () => {
    for (let i = 0; i < 19; i++) await login({ email: `inconnu${i}@mbolo.test`, password: 'Mauvais123' }).expect(401);
    await login({ email: 'inconnu-final@mbolo.test', password: 'Mauvais123' }).expect(429);
    const user = await createUser(t.em());
    await login({ email: user.email, password: FACTORY_PASSWORD }).expect(429);
  });

  it('remember-me makes a 30-day session, otherwise 7 days', async () => {
    const user = await createUser(t.em());
    const short = await login({ email: user.email, password: FACTORY_PASSWORD }).expect(200);
    const long = await login({ email: user.email, password: FACTORY_PASSWORD, remember_me: true }).expect(200);
    const days = (r: request.Response) => (new Date(r.body.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days(short)).toBeCloseTo(7, 0);
    expect(days(long)).toBeCloseTo(30, 0);
    expect(short.headers['set-cookie']![0]).not.toMatch(/Expires=/i);
    expect(long.headers['set-cookie']![0]).toMatch(/Expires=/i);
  });

  it('records the session with its device', async () => {
    const user = await createUser(t.em());
    await request(t.http)
      .post('/api/auth/login')
      .set(
        'User-Agent',
        'Mozilla/5.0 (Linux; Android 12; itel A70) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      )
      .send({ email: user.email, password: FACTORY_PASSWORD })
      .expect(200);
    const session = await t.em().findOneOrFail(Session, { user: user.id });
    expect(session.device).toBe('Chrome sur Android');
  });
});

describe('cookie sessions', () => {
  it('authenticate reads and refuse cookie writes without X-Requested-With (CSRF)', async () => {
    const user = await createUser(t.em());
    const res = await login({ email: user.email, password: FACTORY_PASSWORD }).expect(200);
    const cookie = res.headers['set-cookie']![0]!.split(';')[0]!;
    await request(t.http).get('/api/auth/me').set('Cookie', cookie).expect(200);
    const refused = await request(t.http).post('/api/auth/logout').set('Cookie', cookie).expect(403);
    expect(refused.body.error_code).toBe('csrf');
    await request(t.http)
      .post('/api/auth/logout')
      .set('Cookie', cookie)
      .set('X-Requested-With', 'XMLHttpRequest')
      .expect(200);
    await request(t.http).get('/api/auth/me').set('Cookie', cookie).expect(401);
  });

  it('rejects a forged or tampered token', async () => {
    const user = await createUser(t.em());
    const token: string = (await login({ email: user.email, password: FACTORY_PASSWORD })).body.access_token;
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: '1' })).toString('base64url')}.${s}`;
    await request(t.http).get('/api/auth/me').set(bearer(forged)).expect(401);
    await request(t.http).get('/api/auth/me').set(bearer('not-a-jwt')).expect(401);
    await request(t.http).get('/api/auth/me').expect(401);
  });
});

describe('password reset by code', () => {
  it('resets by e-mail, ends every session, and never works twice', async () => {
    const user = await createUser(t.em());
    const old = (await login({ email: user.email, password: FACTORY_PASSWORD })).body.access_token;
    const sent = await request(t.http)
      .post('/api/otp/send')
      .send({ identifier: user.email, type: 'email', purpose: 'password_reset' })
      .expect(200);
    expect(sent.body.success).toBe(true);
    const mail = await lastOutbox(t, user.email);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    await request(t.http)
      .post('/api/auth/reset-password')
      .send({ identifier: user.email, otp: code, password: 'NouveauMdp2026', password_confirmation: 'NouveauMdp2026' })
      .expect(200);
    await request(t.http).get('/api/auth/me').set(bearer(old)).expect(401);
    await login({ email: user.email, password: 'NouveauMdp2026' }).expect(200);
    const reused = await request(t.http)
      .post('/api/auth/reset-password')
      .send({ identifier: user.email, otp: code, password: 'Encore2026xx', password_confirmation: 'Encore2026xx' })
      .expect(422);
    expect(reused.body.errors.otp).toEqual(['Code invalide ou expiré']);
  });

  it('resets by SMS through the outbox (channel sms)', async () => {
    const user = await createUser(t.em(), { phone: '+24166778899' });
    await request(t.http)
      .post('/api/otp/send')
      .send({ identifier: '066778899', type: 'sms', purpose: 'password_reset' })
      .expect(200);
    const sms = await lastOutbox(t, '+24166778899');
    expect(sms.channel).toBe('sms');
    const code = /\b(\d{6})\b/.exec(sms.text)![1]!;
    await request(t.http)
      .post('/api/auth/reset-password')
      .send({ identifier: '+24166778899', otp: code, password: 'ParSms2026ok', password_confirmation: 'ParSms2026ok' })
      .expect(200);
    await login({ email: user.email, password: 'ParSms2026ok' }).expect(200);
  });

  it('says the same for unknown identifiers and waits 60 s between sends', async () => {
    const user = await createUser(t.em());
    const known = await request(t.http)
      .post('/api/otp/send')
      .send({ identifier: user.email, type: 'email', purpose: 'password_reset' })
      .expect(200);
    const unknown = await request(t.http)
      .post('/api/otp/send')
      .send({ identifier: 'absent@mbolo.test', type: 'email', purpose: 'password_reset' })
      .expect(200);
    expect(unknown.body).toEqual(known.body);
    const again = await request(t.http)
      .post('/api/otp/resend')
      .send({ identifier: user.email, type: 'email', purpose: 'password_reset' })
      .expect(429);
    expect(again.body.message).toMatch(/Veuillez patienter \d+ secondes/);
  });

  it('kills a code after 5 wrong attempts', async () => {
    const user = await createUser(t.em());
    await request(t.http).post('/api/otp/send').send({ identifier: user.email, type: 'email' }).expect(200);
    const code = /\b(\d{6})\b/.exec((await lastOutbox(t, user.email)).text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await request(t.http)
        .post('/api/auth/reset-password')
        .send({
          identifier: user.email,
          otp: wrong,
          password: 'NouveauMdp2026',
          password_confirmation: 'NouveauMdp2026',
        })
        .expect(422);
    }
    // five guesses an hour per account: even the right code is refused now
    const blocked = await request(t.http)
      .post('/api/auth/reset-password')
      .send({ identifier: user.email, otp: code, password: 'NouveauMdp2026', password_confirmation: 'NouveauMdp2026' })
      .expect(429);
    expect(blocked.body.message).toMatch(
      /^Trop de codes erronés\. Veuillez patienter \d+ minutes avant de réessayer\.$/,
    );
  });

  it.each([
    [{ otp: '' }, 'otp', 'Le code est obligatoire'],
    [{ otp: '12345' }, 'otp', 'Le code doit contenir 6 chiffres'],
    [{ password: '' }, 'password', 'Le mot de passe est obligatoire'],
    [
      { password: 'court', password_confirmation: 'court' },
      'password',
      'Le mot de passe doit contenir au moins 8 caractères',
    ],
    [{ password_confirmation: 'different1' }, 'password_confirmation', 'Les mots de passe ne correspondent pas'],
  ])('validates %j', async (patch, field, message) => {
    const res = await request(t.http)
      .post('/api/auth/reset-password')
      .send({
        identifier: 'x@mbolo.test',
        otp: '123456',
        password: 'NouveauMdp2026',
        password_confirmation: 'NouveauMdp2026',
        ...patch,
      })
      .expect(422);
    expect(res.body.errors[field]).toContain(message);
  });

  it.each([
    [{ identifier: '', type: 'email' }, 'identifier', "L'identifiant est obligatoire"],
    [{ identifier: 'pas-un-email', type: 'email' }, 'identifier', "Format d'email invalide"],
    [{ identifier: '12', type: 'sms' }, 'identifier', 'Format de téléphone invalide'],
  ])('validates the send request %j', async (body, field, message) => {
    const res = await request(t.http).post('/api/otp/send').send(body).expect(422);
    expect(res.body.errors[field]).toContain(message);
  });
});

describe('login CSRF (requests another site makes the browser send)', () => {
  it('refuses a cross-site login POST, with or without a session', async () => {
    const user = await createUser(t.em());
    const body = { email: user.email, password: FACTORY_PASSWORD };
    const foreign = await login(body).set('Origin', 'https://evil.example').expect(403);
    expect(foreign.body).toEqual({
      success: false,
      message: 'Requête refusée : elle ne provient pas du site Mbolo.',
      error_code: 'csrf',
    });
    expect(foreign.headers['set-cookie']).toBeUndefined();
    await login(body).set('Sec-Fetch-Site', 'cross-site').expect(403);
    // a form another site posts as urlencoded fares no better
    await request(t.http)
      .post('/api/auth/register')
      .type('form')
      .set('Origin', 'https://evil.example')
      .send({ email: 'x@example.ga' })
      .expect(403);
  });

  it('accepts our own pages and API clients', async () => {
    const user = await createUser(t.em());
    const body = { email: user.email, password: FACTORY_PASSWORD };
    await login(body).set('Origin', new URL(t.config.appUrl).origin).set('Sec-Fetch-Site', 'same-origin').expect(200);
    await login(body).set('Origin', 'https://evil.example').set('X-Requested-With', 'XMLHttpRequest').expect(200);
    await login(body).expect(200);
  });

  it('still refuses a cookie-authenticated write from our own origin without X-Requested-With', async () => {
    const user = await createUser(t.em());
    const res = await login({ email: user.email, password: FACTORY_PASSWORD }).expect(200);
    const cookie = res.headers['set-cookie']![0]!.split(';')[0]!;
    const own = new URL(t.config.appUrl).origin;
    const refused = await request(t.http).post('/api/auth/logout').set('Cookie', cookie).set('Origin', own).expect(403);
    expect(refused.body.error_code).toBe('csrf');
    await request(t.http)
      .post('/api/auth/logout')
      .set('Cookie', cookie)
      .set('Origin', own)
      .set('X-Requested-With', 'XMLHttpRequest')
      .expect(200);
  });
});
