import { createHash } from 'node:crypto';
import request from 'supertest';
import { User } from '../../src/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { loginToken } from '../support/auth.js';
import { enableTwoFactor, loginChallenge, stableStep, totpFor } from '../support/two-factor.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const verify = (challenge: string, code: string) =>
  request(t.http).post('/api/auth/2fa/verify').send({ two_factor_token: challenge, code });

describe('TOTP codes are good once', () => {
  it('refuses a code already used, and a code of an earlier step', async () => {
    const step = await stableStep();
    const user = await createUser(t.em());
    const { secret } = await enableTwoFactor(t, await loginToken(t, user.email), step);
    // the setup spent step - 1
    await verify(await loginChallenge(t, user.email), await totpFor(secret, step - 1)).expect(422);

    const code = await totpFor(secret, step);
    await verify(await loginChallenge(t, user.email), code).expect(200);
    const replay = await verify(await loginChallenge(t, user.email), code).expect(422);
    expect(replay.body.errors).toEqual({ code: ['Code de vérification invalide'] });
    const stored = await t.em().findOneOrFail(User, user.id, { populate: ['totpLastStep'] });
    expect(stored.totpLastStep).toBe(step);

    await verify(await loginChallenge(t, user.email), await totpFor(secret, step + 1)).expect(200);
    // still within the drift window, but earlier than the last step used
    await verify(await loginChallenge(t, user.email), code).expect(422);
  });

  it('lets only one of several parallel logins use the same code', async () => {
    const step = await stableStep();
    const user = await createUser(t.em());
    const { secret } = await enableTwoFactor(t, await loginToken(t, user.email), step);
    const code = await totpFor(secret, step);
    const challenges = await Promise.all([
      loginChallenge(t, user.email),
      loginChallenge(t, user.email),
      loginChallenge(t, user.email),
    ]);
    const answers = await Promise.all(challenges.map((c) => verify(c, code)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422]);
  });
});

describe('recovery codes', () => {
  it('are spent once, even by parallel requests', async () => {
    const step = await stableStep();
    const user = await createUser(t.em());
    const { codes } = await enableTwoFactor(t, await loginToken(t, user.email), step);
    const challenges = await Promise.all([1, 2, 3, 4].map(() => loginChallenge(t, user.email)));
    const answers = await Promise.all(challenges.map((c) => verify(c, codes[2]!)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422]);
    const stored = await t.em().findOneOrFail(User, user.id, { populate: ['recoveryCodes'] });
    expect(stored.recoveryCodes).toHaveLength(7);
  });

  it('are stored as keyed hashes; codes saved as plain sha-256 before still work once', async () => {
    const step = await stableStep();
    const user = await createUser(t.em());
    const { codes } = await enableTwoFactor(t, await loginToken(t, user.email), step);
    const plain = (c: string) => createHash('sha256').update(c.replace('-', '')).digest('hex');
    const stored = await t.em().findOneOrFail(User, user.id, { populate: ['recoveryCodes'] });
    for (const c of codes) expect(stored.recoveryCodes).not.toContain(plain(c));

    // an account whose codes were issued before keyed hashes
    const legacy = ['ABCD-EFGH', 'JKLM-NPQR'];
    await t.em().nativeUpdate(User, { id: user.id }, { recoveryCodes: legacy.map(plain) });
    await verify(await loginChallenge(t, user.email), 'abcd-efgh').expect(200);
    await verify(await loginChallenge(t, user.email), 'ABCDEFGH').expect(422);
    const left = await t.em().findOneOrFail(User, user.id, { populate: ['recoveryCodes'] });
    expect(left.recoveryCodes).toEqual([plain('JKLM-NPQR')]);
  });
});
