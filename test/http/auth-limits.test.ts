import request from 'supertest';
import { OutboxMessage } from '../../src/infra/mail/outbox-message.entity.js';
import { RateLimit } from '../../src/infra/rate-limit/rate-limit.entity.js';
import { hashingLoad } from '../../src/modules/users/password.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, lastOutbox, loginToken } from '../support/auth.js';
import { enableTwoFactor, loginChallenge, stableStep, totpFor } from '../support/two-factor.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
afterEach(async () => {
  await t.em().nativeDelete(RateLimit, {});
});

let seq = 0;
/** A user whose address has a letter that LIKE's `_` would match. */
const jean = async (verified = true) => {
  const n = ++seq;
  return createUser(t.em(), { email: `jean${n}@x.ga`, verified });
};
const login = (body: object) => request(t.http).post('/api/auth/login').send(body);
const sendCode = (identifier: string, type = 'email') =>
  request(t.http).post('/api/otp/send').send({ identifier, type });
const reset = (identifier: string, otp: string, password = 'NouveauMdp2026') =>
  request(t.http).post('/api/auth/reset-password').send({ identifier, otp, password, password_confirmation: password });
const mailsTo = (to: string) => t.em().count(OutboxMessage, { to });
/** Lets the once-a-minute resend limit pass, as if a minute had gone by. */
const aMinuteLater = () => t.em().nativeDelete(RateLimit, { key: { $like: 'otp:send:%' } });
const codeOf = async (to: string) => /\b(\d{6})\b/.exec((await lastOutbox(t, to)).text)![1]!;

describe('e-mail look-ups are exact (case aside), never LIKE patterns', () => {
  it('sends reset codes only for the exact address', async () => {
    const user = await jean();
    const n = user.email.slice(4, user.email.indexOf('@'));
    for (const spelling of [`j_an${n}@x.ga`, `j%${n}@x.ga`, `%${n}@x.ga`]) {
      const res = await sendCode(spelling);
      expect([200, 422]).toContain(res.status);
      await aMinuteLater();
    }
    expect(await mailsTo(user.email)).toBe(0);
    await sendCode(` JEAN${n}@X.GA `).expect(200);
    expect(await mailsTo(user.email)).toBe(1);
  });

  it('resets the password only with the exact address', async () => {
    const user = await jean();
    const n = user.email.slice(4, user.email.indexOf('@'));
    await sendCode(user.email).expect(200);
    const code = await codeOf(user.email);
    for (const spelling of [`j_an${n}@x.ga`, `%${n}@x.ga`, `jean${n}@x._a`, '%']) {
      const res = await reset(spelling, code).expect(422);
      expect(res.body.errors.otp).toEqual(['Code invalide ou expiré']);
    }
    await reset(`JEAN${n}@x.ga `, code).expect(200);
    await login({ email: user.email, password: 'NouveauMdp2026' }).expect(200);
  });

  it('logs in only with the exact address', async () => {
    const user = await jean();
    const n = user.email.slice(4, user.email.indexOf('@'));
    await login({ email: `j_an${n}@x.ga`, password: FACTORY_PASSWORD }).expect(401);
    await login({ email: `jea_${n}@x.ga`, password: FACTORY_PASSWORD }).expect(401);
    await login({ email: ` JEAN${n}@x.GA `, password: FACTORY_PASSWORD }).expect(200);
  });

  it('resends verification links only for the exact address', async () => {
    const user = await jean(false);
    const n = user.email.slice(4, user.email.indexOf('@'));
    await request(t.http)
      .post('/api/auth/resend-verification')
      .send({ email: `j_an${n}@x.ga` })
      .expect(200);
    expect(await mailsTo(user.email)).toBe(0);
    await request(t.http)
      .post('/api/auth/resend-verification')
      .send({ email: `JEAN${n}@x.ga` })
      .expect(200);
    expect(await mailsTo(user.email)).toBe(1);
  });
});

describe('limits count per account, whatever the spelling', () => {
  it('keeps the login lockout however the address or number is typed', async () => {
    const user = await jean();
    for (let i = 0; i < 4; i++) await login({ email: user.email, password: 'Mauvais123' }).expect(401);
    await login({ email: user.email.toUpperCase(), password: 'Mauvais123' }).expect(429);
    await login({ email: ` ${user.email.toUpperCase()}`, password: FACTORY_PASSWORD }).expect(429);
    await login({ phone: user.phone!, password: FACTORY_PASSWORD }).expect(429);
  });

  it('waits a minute between codes for one account, even asked by e-mail then by SMS', async () => {
    const user = await jean();
    await sendCode(user.email).expect(200);
    const again = await sendCode(user.email.toUpperCase()).expect(429);
    expect(again.body.message).toMatch(/^Veuillez patienter \d+ secondes avant de redemander un code\.$/);
    await sendCode(user.phone!, 'sms').expect(429);
  });

  it('does not give new guesses with a new code: five wrong guesses an hour per account', async () => {
    const user = await jean();
    await sendCode(user.email).expect(200);
    for (let i = 0; i < 5; i++)
      await reset(user.email, (await codeOf(user.email)) === '000000' ? '111111' : '000000').expect(422);
    await aMinuteLater();
    await sendCode(user.email.toUpperCase()).expect(200);
    const fresh = await codeOf(user.email);
    const res = await reset(user.phone!, fresh).expect(429);
    expect(res.body).toMatchObject({ error_code: 'too_many_requests' });
    expect(res.body.message).toMatch(/^Trop de codes erronés\. Veuillez patienter \d+ minutes avant de réessayer\.$/);
    await login({ email: user.email, password: FACTORY_PASSWORD }).expect(200);
  });

  it('sends at most five reset codes a day to an account', async () => {
    const user = await jean();
    for (let i = 0; i < 5; i++) {
      await sendCode(i % 2 ? user.email.toUpperCase() : user.email).expect(200);
      await aMinuteLater();
    }
    const res = await sendCode(user.email).expect(429);
    expect(res.body.message).toBe("Vous avez demandé trop de codes aujourd'hui. Veuillez réessayer demain.");
    await aMinuteLater();
    await sendCode(user.phone!, 'sms').expect(429);
    expect(await mailsTo(user.email)).toBe(5);
  });
});

describe('parallel attempts cannot pass the limits', () => {
  const atMostFiveChecked = (statuses: number[], refused: number) => {
    expect(statuses.filter((s) => s === refused).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === refused).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== refused).every((s) => s === 429)).toBe(true);
  };

  it('lets at most 5 of 12 parallel wrong codes through the two-factor login step', async () => {
    const user = await jean();
    const step = await stableStep();
    const { secret } = await enableTwoFactor(t, await loginToken(t, user.email), step);
    const challenge = await loginChallenge(t, user.email);
    const wrong = (await totpFor(secret, step)) === '000000' ? '111111' : '000000';
    const verify = (code: string) =>
      request(t.http).post('/api/auth/2fa/verify').send({ two_factor_token: challenge, code });
    atMostFiveChecked(
      (await Promise.all(Array.from({ length: 12 }, () => verify(wrong)))).map((r) => r.status),
      422,
    );
    // blocked now: even the right code waits
    await verify(await totpFor(secret, step)).expect(429);
  });

  it('limits two-factor login codes per IP too', async () => {
    const user = await jean();
    const step = await stableStep();
    const { secret } = await enableTwoFactor(t, await loginToken(t, user.email), step);
    const challenge = await loginChallenge(t, user.email);
    const wrong = (await totpFor(secret, step)) === '000000' ? '111111' : '000000';
    const verify = () =>
      request(t.http).post('/api/auth/2fa/verify').send({ two_factor_token: challenge, code: wrong });
    const forgetAccount = () => t.em().nativeDelete(RateLimit, { key: `2fa:${user.id}` });
    for (let i = 0; i < 19; i++) {
      // the account's own count is cleared as if these were other accounts: only the IP's remains
      if (i % 4 === 0) await forgetAccount();
      await verify().expect(422);
    }
    // the IP's 20th failure blocks it, as for passwords
    await forgetAccount();
    await verify().expect(429);
    await forgetAccount();
    await verify().expect(429);
  });

  it('lets at most 5 of 12 parallel re-authentications of a profile change reach the password check', async () => {
    const user = await jean();
    const token = await loginToken(t, user.email);
    const checked = hashingLoad().done;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        request(t.http).put('/api/user/profile').set(bearer(token)).send({
          first_name: user.firstName,
          last_name: user.lastName,
          email: user.email,
          phone: '077 55 44 33',
          current_password: 'Mauvais123',
        }),
      ),
    );
    atMostFiveChecked(
      answers.map((r) => r.status),
      422,
    );
    expect(hashingLoad().done - checked).toBeLessThanOrEqual(5);
  });

  it('lets at most 5 of 12 parallel two-factor set-ups reach the password check', async () => {
    const user = await jean();
    const token = await loginToken(t, user.email);
    const checked = hashingLoad().done;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        request(t.http).post('/api/user/2fa/toggle').set(bearer(token)).send({ enabled: true, password: 'Mauvais123' }),
      ),
    );
    atMostFiveChecked(
      answers.map((r) => r.status),
      422,
    );
    expect(hashingLoad().done - checked).toBeLessThanOrEqual(5);
  });

  it('lets at most 5 of 12 parallel wrong logins reach the password check', async () => {
    const user = await jean();
    const checked = hashingLoad().done;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login({ email: user.email, password: 'Mauvais123' })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    expect(hashingLoad().done - checked).toBeLessThanOrEqual(5);
    await login({ email: user.email, password: FACTORY_PASSWORD }).expect(429);
  });

  it('lets at most 5 of 12 parallel reset guesses be checked', async () => {
    const user = await jean();
    await sendCode(user.email).expect(200);
    const wrong = (await codeOf(user.email)) === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 12 }, () => reset(user.email, wrong)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 422).every((s) => s === 429)).toBe(true);
  });

  it('checks the code before spending any argon2 work on the new password', async () => {
    const user = await jean();
    await sendCode(user.email).expect(200);
    const code = await codeOf(user.email);
    const before = hashingLoad().done;
    await reset(user.email, code === '000000' ? '111111' : '000000').expect(422);
    await reset('personne@x.ga', code).expect(422);
    expect(hashingLoad().done).toBe(before);
    await reset(user.email, code).expect(200);
    expect(hashingLoad().done).toBe(before + 1);
  });

  it('limits reset attempts per IP, whatever the identifiers', async () => {
    for (let i = 0; i < 20; i++) await reset(`personne${i}@x.ga`, '123456').expect(422);
    const res = await reset('encore@x.ga', '123456').expect(429);
    expect(res.body.message).toMatch(/^Trop de codes erronés/);
  });
});
