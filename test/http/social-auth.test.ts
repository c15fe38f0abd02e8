import { generateKeyPairSync } from 'node:crypto';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { SocialIdentity } from '../../src/modules/auth/social/social-identity.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { collectPageServices } from '../../src/ssr/page-services.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { bearer } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/app.js';

/**
 * Social sign-in against a real local OpenID provider (oauth2-mock-server): discovery, PKCE, state,
 * nonce and the RS256-signed ID token are all checked by openid-client as they would be with Google.
 */
const CLIENT_ID = 'mbolo-test-client';
let mock: OAuth2Server;
let t: TestApp;
/** Claims the provider puts in the next tokens (the nonce is echoed by the mock server itself). */
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  mock = new OAuth2Server();
  // keys.generate() trips over Jest's VM realms (its JWK fails a plain-object check): add our own RS256 key
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await mock.issuer.keys.add({ ...privateKey.export({ format: 'jwk' }), kid: 'test-rs256', alg: 'RS256' });
  await mock.start(0, '127.0.0.1');
  mock.service.on(Events.BeforeTokenSigning, (token) => Object.assign(token.payload, claims));
  t = await startTestApp({
    social: { google: { clientId: CLIENT_ID, clientSecret: 'test-secret', issuer: mock.issuer.url! } },
  });
});
afterAll(async () => {
  await t?.close();
  await mock?.stop();
});

const cookieOf = (res: request.Response, name: string): string | undefined =>
  ([res.headers['set-cookie'] ?? []].flat() as string[]).find((c) => c.startsWith(`${name}=`));
const pair = (setCookie: string) => setCookie.split(';')[0]!;

interface Flow {
  redirect?: string;
  json?: boolean;
  /** Changes the provider's answer on its way back to us. */
  alter?: (callback: URL) => void;
  dropStateCookie?: boolean;
}

/** Redirect endpoint → the provider's /authorize (which answers with a code) → our callback. */
async function signIn(providerClaims: Record<string, unknown>, flow: Flow = {}) {
  claims = providerClaims;
  const start = await request(t.http)
    .get('/api/auth/google/redirect')
    .query(flow.redirect ? { redirect: flow.redirect } : {})
    .expect(200);
  const stateCookie = cookieOf(start, 'mbolo_oauth')!;
  const authorize = await fetch(start.body.redirect_url, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const callback = new URL(authorize.headers.get('location')!);
  flow.alter?.(callback);
  const req = request(t.http).get(callback.pathname + callback.search);
  if (!flow.dropStateCookie) req.set('Cookie', pair(stateCookie));
  if (flow.json) req.set('Accept', 'application/json');
  return { start, callback, res: await req };
}

const person = (sub: string, email: string, extra: Record<string, unknown> = {}) => ({
  sub,
  email,
  email_verified: true,
  given_name: 'Aïcha',
  family_name: 'Nzamba',
  ...extra,
});

async function errorOf(res: request.Response) {
  expect(res.status).toBe(302);
  expect(cookieOf(res, 'mbolo_session')).toBeUndefined();
  const location = new URL(res.headers.location!, 'http://x');
  expect(location.pathname).toBe('/auth/callback');
  expect(location.searchParams.get('status')).toBe('error');
  return location.searchParams.get('message');
}

describe('social sign-in (OpenID Connect, Google configured)', () => {
  it('answers an authorization URL with PKCE S256, state and nonce, kept in a signed httpOnly cookie', async () => {
    const res = await request(t.http).get('/api/auth/google/redirect').expect(200);
    expect(res.body.success).toBe(true);
    const url = new URL(res.body.redirect_url);
    expect(url.origin + url.pathname).toBe(`${mock.issuer.url}/authorize`);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('redirect_uri')).toBe(`${t.config.appUrl}/api/auth/google/callback`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    const cookie = cookieOf(res, 'mbolo_oauth')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/auth\/google\/callback/);
    expect(cookie).not.toContain(q.get('state')!); // signed token, not the bare values
  });

  it('creates a verified Particulier on first sign-in, sets the session cookie and redirects to the callback page', async () => {
    const { res } = await signIn(person('g-new-1', 'Aicha.Nzamba@Gmail.test'), { redirect: '/customer/orders?tab=2' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.location!, 'http://x');
    expect(location.pathname).toBe('/auth/callback');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      status: 'success',
      redirect: '/customer/orders?tab=2',
    });
    const session = cookieOf(res, 'mbolo_session')!;
    expect(session).toMatch(/HttpOnly.*SameSite=Lax/i);
    expect(cookieOf(res, 'mbolo_oauth')).toMatch(/Expires=Thu, 01 Jan 1970/); // the state is single-use

    const me = await request(t.http).get('/api/auth/me').set('Cookie', pair(session)).expect(200);
    expect(me.body.data.user).toMatchObject({
      email: 'aicha.nzamba@gmail.test',
      first_name: 'Aïcha',
      last_name: 'Nzamba',
      phone: null,
      roles: ['Particulier'],
      is_email_verified: true,
      country: { name: 'Gabon' },
    });
    const identity = await t
      .em()
      .findOneOrFail(SocialIdentity, { provider: 'google', subject: 'g-new-1' }, { populate: ['user'] });
    expect(identity.user.id).toBe(me.body.data.user.id);
    // no usable password: a password login with anything fails
    await request(t.http)
      .post('/api/auth/login')
      .send({ email: 'aicha.nzamba@gmail.test', password: 'nimportequoi' })
      .expect(401);
  });

  it('signs the same person in again without creating a second account', async () => {
    const first = await signIn(person('g-again', 'again@gmail.test'));
    const second = await signIn(person('g-again', 'again@gmail.test', { given_name: 'Autre' }));
    const ids = [];
    for (const r of [first.res, second.res]) {
      const me = await request(t.http)
        .get('/api/auth/me')
        .set('Cookie', pair(cookieOf(r, 'mbolo_session')!))
        .expect(200);
      ids.push(me.body.data.user.id);
    }
    expect(ids[0]).toBe(ids[1]);
    expect(await t.em().count(User, { email: 'again@gmail.test' })).toBe(1);
    expect(await t.em().count(SocialIdentity, { subject: 'g-again' })).toBe(1);
    // no redirect asked: the user's default landing
    expect(new URL(second.res.headers.location!, 'http://x').searchParams.get('redirect')).toBe('/customer');
  });

  it('links an existing password account with the same verified e-mail', async () => {
    const existing = await createUser(t.em(), { email: 'client.existant@mbolo.test' });
    const { res } = await signIn(person('g-link', 'Client.Existant@mbolo.test'));
    const me = await request(t.http)
      .get('/api/auth/me')
      .set('Cookie', pair(cookieOf(res, 'mbolo_session')!))
      .expect(200);
    expect(me.body.data.user.id).toBe(existing.id);
    expect(me.body.data.user.first_name).toBe('Test'); // the account keeps its own details
    const identity = await t.em().findOneOrFail(SocialIdentity, { subject: 'g-link' }, { populate: ['user'] });
    expect(identity.user.id).toBe(existing.id);
    await request(t.http)
      .post('/api/auth/login')
      .send({ email: 'client.existant@mbolo.test', password: FACTORY_PASSWORD })
      .expect(200);
  });

  it('links only the exact address: LIKE wildcards in the provider e-mail match nothing else', async () => {
    const existing = await createUser(t.em(), { email: 'lien.exact@mbolo.test' });
    const { res } = await signIn(person('g-wildcard', 'lien_exact@mbolo.test'));
    const me = await request(t.http)
      .get('/api/auth/me')
      .set('Cookie', pair(cookieOf(res, 'mbolo_session')!))
      .expect(200);
    expect(me.body.data.user.id).not.toBe(existing.id);
    expect(me.body.data.user.email).toBe('lien_exact@mbolo.test');
  });

  it('does not link to an account whose e-mail is unverified on either side', async () => {
    await createUser(t.em(), { email: 'non.verifie@mbolo.test', verified: false });
    expect(await errorOf((await signIn(person('g-unv-local', 'non.verifie@mbolo.test'))).res)).toBe(
      'social.errors.email_in_use',
    );
    await createUser(t.em(), { email: 'verifie@mbolo.test' });
    expect(
      await errorOf((await signIn(person('g-unv-remote', 'verifie@mbolo.test', { email_verified: false }))).res),
    ).toBe('social.errors.email_in_use');
    expect(await t.em().count(SocialIdentity, { subject: { $in: ['g-unv-local', 'g-unv-remote'] } })).toBe(0);
  });

  it('creates an unverified account when the provider does not vouch for the e-mail', async () => {
    const { res } = await signIn(person('g-unverified', 'pas.verifie@gmail.test', { email_verified: false }));
    const me = await request(t.http)
      .get('/api/auth/me')
      .set('Cookie', pair(cookieOf(res, 'mbolo_session')!))
      .expect(200);
    expect(me.body.data.user.is_email_verified).toBe(false);
  });

  it('refuses a tampered or missing state, and a forged nonce, without a session', async () => {
    const tampered = await signIn(person('g-tamper', 'tamper@gmail.test'), {
      alter: (u) => u.searchParams.set('state', 'forged'),
    });
    expect(await errorOf(tampered.res)).toBe('social.errors.invalid_response');
    const noCookie = await signIn(person('g-tamper', 'tamper@gmail.test'), { dropStateCookie: true });
    expect(await errorOf(noCookie.res)).toBe('social.errors.invalid_response');
    const nonce = await signIn(person('g-tamper', 'tamper@gmail.test', { nonce: 'not-the-one-we-sent' }));
    expect(await errorOf(nonce.res)).toBe('social.errors.provider.google');
    expect(await t.em().count(User, { email: 'tamper@gmail.test' })).toBe(0);
  });

  it('reports the provider refusing, a missing e-mail and a suspended account', async () => {
    const denied = await signIn(person('g-deny', 'deny@gmail.test'), {
      alter: (u) => {
        u.searchParams.delete('code');
        u.searchParams.set('error', 'access_denied');
      },
    });
    const location = new URL(denied.res.headers.location!, 'http://x');
    expect(await errorOf(denied.res)).toBe('social.errors.cancelled');
    expect(location.searchParams.get('provider')).toBe('google');
    expect(await errorOf((await signIn({ sub: 'g-noemail', email: undefined })).res)).toBe(
      'social.errors.email_missing',
    );
    await createUser(t.em(), { email: 'suspendu@mbolo.test', status: 'suspended' });
    expect(await errorOf((await signIn(person('g-susp', 'suspendu@mbolo.test'))).res)).toBe('social.errors.suspended');
  });

  it('asks for the second factor instead of opening a session when two-factor is on', async () => {
    const em = t.em();
    const user = await createUser(em, { email: 'deux.facteurs@mbolo.test' });
    user.twoFactorEnabledAt = new Date();
    await em.flush();
    const { res } = await signIn(person('g-2fa', 'deux.facteurs@mbolo.test'));
    expect(res.status).toBe(302);
    expect(cookieOf(res, 'mbolo_session')).toBeUndefined();
    const location = new URL(res.headers.location!, 'http://x');
    const q = location.searchParams;
    expect(q.get('status')).toBe('two_factor');
    // the challenge rides in the fragment, which the browser sends to no server (logs, proxies, Referer)
    expect(q.get('two_factor_token')).toBeNull();
    const fragment = new URLSearchParams(location.hash.slice(1));
    // the challenge is the password login's (AuthService.completeTwoFactor verifies exactly this). Posting it to
    // /api/auth/2fa/verify is not possible yet: twoFactorLoginSchema caps two_factor_token at 200 characters
    // while these JWTs are ~230 (the password login's too).
    const challenge = await t.app
      .get(JwtService, { strict: false })
      .verifyAsync(fragment.get('two_factor_token')!, { audience: 'mbolo:2fa' });
    expect(challenge).toMatchObject({ sub: String(user.id), purpose: '2fa' });
  });

  it('ignores a redirect that would leave the site', async () => {
    for (const redirect of ['//evil.test/x', 'https://evil.test/', '/\\evil.test']) {
      const { res } = await signIn(person('g-redirect', 'redirect@gmail.test'), { redirect });
      expect(new URL(res.headers.location!, 'http://x').searchParams.get('redirect')).toBe('/customer');
    }
  });

  it('answers JSON (spec 1 §3) when the client asks for it', async () => {
    const { res } = await signIn(person('g-json', 'json@gmail.test'), { json: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Bienvenue Aïcha !',
      token_type: 'Bearer',
      user: { email: 'json@gmail.test', roles: ['Particulier'] },
    });
    await request(t.http).get('/api/auth/me').set(bearer(res.body.access_token)).expect(200);
    const bad = await signIn(person('g-json', 'json@gmail.test'), {
      json: true,
      alter: (u) => u.searchParams.set('state', 'x'),
    });
    expect(bad.res.status).toBe(400);
    expect(bad.res.body).toMatchObject({ success: false, message: 'Réponse invalide du serveur' });
  });

  it('accepts the answer posted as a form (response_mode=form_post, as Apple does)', async () => {
    claims = person('g-form', 'form@gmail.test');
    const start = await request(t.http).get('/api/auth/google/redirect').expect(200);
    const authorize = await fetch(start.body.redirect_url, { redirect: 'manual' });
    const answer = new URL(authorize.headers.get('location')!);
    const posted = await request(t.http)
      .post('/api/auth/google/callback')
      .set('Cookie', pair(cookieOf(start, 'mbolo_oauth')!))
      .type('form')
      .send(Object.fromEntries(answer.searchParams));
    expect(posted.status).toBe(302);
    expect(new URL(posted.headers.location!, 'http://x').searchParams.get('status')).toBe('success');
    expect(cookieOf(posted, 'mbolo_session')).toBeTruthy();
  });

  it('sends the pop-up straight to the provider', async () => {
    const res = await request(t.http).get('/api/auth/google').query({ redirect: '/customer' }).expect(302);
    expect(res.headers.location).toMatch(new RegExp(`^${mock.issuer.url}/authorize\\?`));
    expect(cookieOf(res, 'mbolo_oauth')).toBeTruthy();
  });

  it('answers 404 for an unconfigured or unknown provider', async () => {
    for (const path of [
      '/api/auth/facebook/redirect',
      '/api/auth/facebook/callback?code=x&state=y',
      '/api/auth/facebook',
      '/api/auth/twitter/redirect',
    ]) {
      const res = await request(t.http).get(path).expect(404);
      expect(res.body).toMatchObject({ success: false, message: "Ce mode de connexion n'est pas disponible." });
    }
  });

  it('lists only the configured providers for the pages', () => {
    expect(collectPageServices(t.app, t.config).socialProviders()).toEqual(['google']);
  });
});
