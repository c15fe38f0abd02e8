import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import type { TestApp } from './app.js';
import { loginToken } from './auth.js';

/** A new account (factory defaults unless overridden), signed in through the API. */
export async function signedInNewUser(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.em(), overrides);
  return { user, token: await loginToken(t, user.email, overrides.password ?? FACTORY_PASSWORD) };
}
