import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import request from 'supertest';
import { Session } from '../../src/modules/auth/session.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { enableTwoFactor, loginChallenge, stableStep, totpFor } from '../support/two-factor.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
const idleFor = (token: string, minutes: number) =>
  t.em().nativeUpdate(Session, { id: sessionIdOf(token) }, { lastActiveAt: new Date(Date.now() - minutes * 60_000) });

describe('idle sessions', () => {
  it('end a staff session unused for longer than SESSION_IDLE_MINUTES_STAFF', async () => {
    expect(t.config.sessionIdleMinutesStaff).toBe(30);
    const token = await loginToken(t, (await createUser(t.em(), { roles: ['Admin'] })).email);
    await idleFor(token, 29);
    await request(t.http).get('/api/auth/me').set(bearer(token)).expect(200);
    await idleFor(token, 31);
    const res = await request(t.http).get('/api/auth/me').set(bearer(token)).expect(401);
    expect(res.body.error_code).toBe('session_expired');
  });

  it('give customers SESSION_IDLE_MINUTES', async () => {
    expect(t.config.sessionIdleMinutes).toBe(7 * 24 * 60);
    const user = await createUser(t.em());
    const token = await loginToken(t, user.email);
    const other = await loginToken(t, user.email);
    await idleFor(token, 31);
    await request(t.http).get('/api/auth/me').set(bearer(token)).expect(200);
    await idleFor(token, 7 * 24 * 60 + 1);
    await request(t.http).get('/api/auth/me').set(bearer(token)).expect(401);
    // nor is it listed among the devices any more
    const list = await request(t.http).get('/api/user/sessions').set(bearer(other)).expect(200);
    const ids = (list.body.data as { id: string }[]).map((s) => s.id);
    expect(ids).toEqual([sessionIdOf(other)]);
  });
});

describe('sign-in answers', () => {
  it('keep the token out of the body for our web pages (X-Requested-With), not for API clients', async () => {
    const user = await createUser(t.em());
    const web = await request(t.http)
      .post('/api/auth/login')
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ email: user.email, password: FACTORY_PASSWORD })
      .expect(200);
    expect(web.body.access_token).toBeUndefined();
    expect(web.body.token_type).toBeUndefined();
    expect(web.body.user.email).toBe(user.email);
    const cookie = web.headers['set-cookie']![0]!.split(';')[0]!;
    expect(cookie).toMatch(/^mbolo_session=/);
    await request(t.http).get('/api/auth/me').set('Cookie', cookie).expect(200);

    const api = await request(t.http)
      .post('/api/auth/login')
      .send({ email: user.email, password: FACTORY_PASSWORD })
      .expect(200);
    expect(api.body).toMatchObject({ access_token: expect.any(String), token_type: 'Bearer' });
  });

  it('do the same after the two-factor step', async () => {
    const step = await stableStep();
    const user = await createUser(t.em());
    const { secret } = await enableTwoFactor(t, await loginToken(t, user.email), step);
    const web = await request(t.http)
      .post('/api/auth/2fa/verify')
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ two_factor_token: await loginChallenge(t, user.email), code: await totpFor(secret, step) })
      .expect(200);
    expect(web.body.access_token).toBeUndefined();
    expect(web.headers['set-cookie']![0]).toMatch(/^mbolo_session=/);
    const api = await request(t.http)
      .post('/api/auth/2fa/verify')
      .send({ two_factor_token: await loginChallenge(t, user.email), code: await totpFor(secret, step + 1) })
      .expect(200);
    expect(api.body.access_token).toEqual(expect.any(String));
  });
});

describe('over https', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await startTestApp({ appUrl: 'https://mbolo.example' });
  });
  afterAll(() => secure?.close());

  it('names the cookie __Host-mbolo_session and reads only that name', async () => {
    const user = await createUser(secure.em());
    const res = await request(secure.http)
      .post('/api/auth/login')
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ email: user.email, password: FACTORY_PASSWORD })
      .expect(200);
    const setCookie = res.headers['set-cookie']![0]!;
    expect(setCookie).toMatch(/^__Host-mbolo_session=[^;]+;/);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/; Path=\//i);
    expect(setCookie).not.toMatch(/Domain=/i);
    const value = setCookie.split(';')[0]!.split('=').slice(1).join('=');
    await request(secure.http).get('/api/auth/me').set('Cookie', `__Host-mbolo_session=${value}`).expect(200);
    // a bare-named cookie (which a sibling host could plant) is no session
    await request(secure.http).get('/api/auth/me').set('Cookie', `mbolo_session=${value}`).expect(401);
    const out = await request(secure.http)
      .post('/api/auth/logout')
      .set('Cookie', `__Host-mbolo_session=${value}`)
      .set('X-Requested-With', 'XMLHttpRequest')
      .expect(200);
    expect(out.headers['set-cookie']![0]).toMatch(/^__Host-mbolo_session=;/);
  });

  it('lets a Socket.IO handshake in with that cookie only', async () => {
    const user = await createUser(secure.em());
    const token = await loginToken(secure, user.email);
    await secure.app.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${(secure.http.address() as AddressInfo).port}`;
    const handshake = (cookie: string) =>
      new Promise<string>((resolve) => {
        const socket = io(url, {
          path: '/socket.io',
          transports: ['websocket'],
          reconnection: false,
          extraHeaders: { Cookie: cookie },
        });
        socket.on('connect', () => {
          socket.close();
          resolve('connected');
        });
        socket.on('connect_error', (err) => {
          socket.close();
          resolve(err.message);
        });
      });
    await expect(handshake(`__Host-mbolo_session=${token}`)).resolves.toBe('connected');
    await expect(handshake(`mbolo_session=${token}`)).resolves.toBe('unauthorized');
  });
});
