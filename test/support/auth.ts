import request from 'supertest';
import type { TestApp } from './app.js';
import { FACTORY_PASSWORD } from '../factories/users.js';

/** Logs in through the API and returns the bearer token. */
export async function loginToken(t: TestApp, email: string, password = FACTORY_PASSWORD): Promise<string> {
  const res = await request(t.http).post('/api/auth/login').send({ email, password });
  if (res.status !== 200 || !res.body.access_token)
    throw new Error(`login failed for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token as string;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The last message sent to an address through the outbox (e-mail or SMS). */
export async function lastOutbox(
  t: TestApp,
  to: string,
): Promise<{ subject: string | null; text: string; channel: string }> {
  const res = await request(t.http).get('/api/dev/outbox').query({ to, limit: 1 });
  if (!res.body.data?.[0]) throw new Error(`no outbox message to ${to}`);
  return res.body.data[0];
}
