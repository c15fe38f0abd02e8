import request from 'supertest';
import { createUser } from '../factories/users.js';
import { bearer, loginToken } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ appUrl: 'https://mbolo.example' });
});
afterAll(() => t?.close());

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('content security policy', () => {
  it('lets scripts connect only to us: our own origin and our own websocket origin', async () => {
    const res = await request(t.http).get('/api/health');
    const connect = directive(res.headers['content-security-policy'] as string, 'connect-src');
    expect(connect).toBe("connect-src 'self' wss://mbolo.example");
  });
});

describe('caching of personal answers', () => {
  it('marks every API answer to a signed-in user no-store, and leaves public answers alone', async () => {
    const user = await createUser(t.em());
    const token = await loginToken(t, user.email);
    for (const path of ['/api/auth/me', '/api/orders', '/api/notifications', '/api/products']) {
      const res = await request(t.http).get(path).set(bearer(token));
      expect([path, res.status < 500, res.headers['cache-control']]).toEqual([path, true, 'no-store']);
    }
    // a public answer may be kept by the browser, which checks it again: the same bytes cost a 304
    const anonymous = await request(t.http).get('/api/products').expect(200);
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(anonymous.headers.etag).toBeTruthy();
    await request(t.http).get('/api/products').set('If-None-Match', anonymous.headers.etag!).expect(304);
  });
});
