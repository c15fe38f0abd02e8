import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { deriveKey, KEY_PURPOSES } from '../../src/common/crypto/keys.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const header = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as Record<string, unknown>;

describe('session token keys', () => {
  it('signs sessions with the derived session key, naming its version', async () => {
    const user = await createUser(t.em());
    const token = await loginToken(t, user.email);
    expect(header(token)).toMatchObject({ alg: 'HS256', kid: 'v2' });
    await request(t.http).get('/api/auth/me').set(bearer(token)).expect(200);
    // the same claims signed by anyone holding the derived key verify: that key, and only it, is in use
    const { iat: _iat, ...rest } = claims(token);
    const again = new JwtService({ secret: deriveKey(t.config.appSecret, KEY_PURPOSES.sessionJwt, 2) }).sign(rest, {
      keyid: 'v2',
    });
    await request(t.http).get('/api/auth/me').set(bearer(again)).expect(200);
  });

  it('refuses a token signed with the raw app secret or naming an unknown key version', async () => {
    const user = await createUser(t.em());
    const { iat: _iat, ...rest } = claims(await loginToken(t, user.email));
    const raw = new JwtService({ secret: t.config.appSecret });
    await request(t.http)
      .get('/api/auth/me')
      .set(bearer(raw.sign(rest, { keyid: 'v2' })))
      .expect(401);
    await request(t.http)
      .get('/api/auth/me')
      .set(bearer(raw.sign(rest)))
      .expect(401);
    const derived = new JwtService({ secret: deriveKey(t.config.appSecret, KEY_PURPOSES.sessionJwt, 2) });
    await request(t.http)
      .get('/api/auth/me')
      .set(bearer(derived.sign(rest, { keyid: 'v9' })))
      .expect(401);
  });
});

describe('a rotated app secret', () => {
  let rotated: TestApp;
  afterAll(() => rotated?.close());

  it('keeps sessions signed with the previous secret valid, and signs new ones with the new version', async () => {
    rotated = await startTestApp({
      appSecret: 'new-secret-0123456789abcdef0123456789abcdef',
      appSecretVersion: 3,
      appSecretPrevious: 'test-secret-0123456789abcdef0123456789abcdef',
    });
    const user = await createUser(rotated.em());
    const fresh = await loginToken(rotated, user.email);
    expect(header(fresh).kid).toBe('v3');
    const { iat: _iat, ...rest } = claims(fresh);
    const before = new JwtService({
      secret: deriveKey('test-secret-0123456789abcdef0123456789abcdef', KEY_PURPOSES.sessionJwt, 2),
    }).sign(rest, { keyid: 'v2' });
    await request(rotated.http).get('/api/auth/me').set(bearer(before)).expect(200);
  });
});
