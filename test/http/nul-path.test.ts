import request from 'supertest';
import { DrawService } from '../../src/modules/lotteries/draw.service.js';
import { User } from '../../src/modules/users/user.entity.js';
import { createUser } from '../factories/users.js';
import { bearer, loginToken } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  // a small pool, so every pooled connection is used again after the bad requests
  t = await startTestApp({ poolMax: 2 });
  const user = await createUser(t.em());
  token = await loginToken(t, user.email);
});
afterAll(() => t?.close());

const BAD_PATHS = [
  '/api/orders/%00',
  '/api/orders/%00/invoice',
  '/api/payments/status/%00',
  '/api/orders/MB-1%00x',
  '/api/payments/status/a%00',
];

describe('a NUL character in a path parameter', () => {
  it.each(BAD_PATHS)('answers %s with a French 400 before any query', async (path) => {
    const res = await request(t.http).get(path).set(bearer(token)).expect(400);
    expect(res.body).toEqual({ success: false, message: 'Requête invalide.', error_code: 'bad_request' });
  });

  it('leaves every pooled connection usable: API calls, queries and a job run afterwards', async () => {
    for (let i = 0; i < 3; i++) {
      await Promise.all(BAD_PATHS.map((path) => request(t.http).get(path).set(bearer(token)).expect(400)));
    }
    // even a NUL that reaches the driver directly fails alone, without breaking the connection it used
    await expect(t.em().getConnection().execute('select ?::text as v', ['a\u0000b'])).rejects.toThrow();
    for (let i = 0; i < 4; i++) {
      await Promise.all([
        request(t.http).get('/api/orders').set(bearer(token)).expect(200),
        request(t.http).get('/api/payments/status/EB-unknown').set(bearer(token)).expect(404),
        t.em().count(User, {}),
      ]);
    }
    await expect(t.app.get(DrawService, { strict: false }).closeExpired()).resolves.not.toThrow();
  });
});
