import { generate } from 'otplib';
import request from 'supertest';
import type { TestApp } from './app.js';
import { bearer } from './auth.js';
import { FACTORY_PASSWORD } from '../factories/users.js';

/**
 * The current 30 s TOTP step, waiting first for the next one when less than 10 s are left, so that a test
 * can use the codes of this step and its two neighbours (one step of drift is accepted either way).
 */
export async function stableStep(): Promise<number> {
  const into = (Date.now() / 1000) % 30;
  if (into > 20) await new Promise((r) => setTimeout(r, (30 - into) * 1000 + 100));
  return Math.floor(Date.now() / 30_000);
}

/** The TOTP code of `secret` for one step. */
export const totpFor = (secret: string, step: number) => generate({ secret, epoch: step * 30 + 15 });

/** Turns two-factor on through the API for the bearer of `token`; the setup spends the step before `step`. */
export async function enableTwoFactor(
  t: TestApp,
  token: string,
  step: number,
): Promise<{ secret: string; codes: string[] }> {
  const setup = await request(t.http)
    .post('/api/user/2fa/toggle')
    .set(bearer(token))
    .send({ enabled: true, password: FACTORY_PASSWORD })
    .expect(200);
  const secret = setup.body.data.secret as string;
  const confirmed = await request(t.http)
    .post('/api/user/2fa/confirm')
    .set(bearer(token))
    .send({ code: await totpFor(secret, step - 1) })
    .expect(200);
  return { secret, codes: confirmed.body.data.recovery_codes as string[] };
}

/** The first login step of an account with two-factor: its challenge token. */
export async function loginChallenge(t: TestApp, email: string): Promise<string> {
  const res = await request(t.http).post('/api/auth/login').send({ email, password: FACTORY_PASSWORD }).expect(200);
  if (!res.body.two_factor_token) throw new Error(`no two-factor challenge for ${email}: ${JSON.stringify(res.body)}`);
  return res.body.two_factor_token as string;
}
