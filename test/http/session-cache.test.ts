import pg from 'pg';
import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/app.factory.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createUser } from '../factories/users.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { SessionCache } from '../../src/modules/auth/session-cache.js';
import { jest } from '@jest/globals';

let t: TestApp;
let other: NestExpressApplication;
let sql: pg.Client;
beforeAll(async () => {
  t = await startTestApp();
  // a second instance on the same database, as behind a load balancer
  other = await createApp(t.config, t.db.url);
  await other.init();
  sql = new pg.Client({ connectionString: t.db.url });
  await sql.connect();
});
afterAll(async () => {
  await sql?.end();
  await other?.close();
  await t?.close();
});

const me = (token: string, http = t.http) => request(http).get('/api/auth/me').set(bearer(token));

/** A write no trigger sees: what a kept session would wrongly miss if it were served without its version. */
async function unversioned(text: string, params: unknown[]) {
  await sql.query('begin');
  await sql.query(`set local session_replication_role = replica`);
  await sql.query(text, params);
  await sql.query('commit');
}

describe('signed-in requests', () => {
  it('are authenticated from memory after the first one, until something they depend on changes', async () => {
    const user = await createUser(t.em(), { firstName: 'Awa' });
    const token = await loginToken(t, user.email);
    expect((await me(token).expect(200)).body.data.user.first_name).toBe('Awa');
    await unversioned('update users set first_name = $1 where id = $2', ['Unseen', user.id]);
    // kept: the row was not read again
    expect((await me(token).expect(200)).body.data.user.first_name).toBe('Awa');
    // a sign-in time and an activity touch are not changes of who the user is
    await sql.query('update users set last_login_at = now() where id = $1', [user.id]);
    await sql.query(`update sessions set last_active_at = now() where user_id = $1`, [user.id]);
    expect((await me(token).expect(200)).body.data.user.first_name).toBe('Awa');
    // any real change of the user, committed anywhere, is seen by the next request
    await sql.query('update users set first_name = $1 where id = $2', ['Mireille', user.id]);
    expect((await me(token).expect(200)).body.data.user.first_name).toBe('Mireille');
  });

  it('make their session and user into entities only for the routes that read them', async () => {
    const lottery = await createOpenLottery(t.em(), t.app.get(LotteriesService), { total: 10, ticketPrice: 1000 });
    const user = await createUser(t.em(), { phone: '+24174019901' });
    const token = await loginToken(t, user.email);
    const made = jest.spyOn(SessionCache.prototype, 'entity');
    try {
      // a ticket purchase reads only the account's facts and roles (its guards, the log line, the reservation)
      await request(t.http)
        .post('/api/tickets/purchase')
        .set(bearer(token))
        .send({ lottery_id: lottery.id, quantity: 1, total_amount: 1000 })
        .expect(201);
      expect(made).not.toHaveBeenCalled();
      // the profile reads the user itself
      expect((await me(token).expect(200)).body.data.user.id).toBe(user.id);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });

  it('are each read as their own when many devices arrive at once on an instance that has kept none', async () => {
    const users = await Promise.all(
      ['Ada', 'Bongo', 'Célia', 'Dieudonné', 'Emane', 'Fanny'].map((firstName) => createUser(t.em(), { firstName })),
    );
    const tokens: string[] = [];
    for (const u of users) tokens.push(await loginToken(t, u.email));
    const http = other.getHttpServer();
    // the same device twice in the burst, and a token whose session does not exist
    const answers = await Promise.all([...tokens, tokens[0]!, 'x'.repeat(40)].map((token) => me(token, http)));
    expect(answers.slice(0, tokens.length + 1).map((a) => a.status)).toEqual(Array(tokens.length + 1).fill(200));
    expect(answers.slice(0, tokens.length).map((a) => a.body.data.user.first_name)).toEqual(
      users.map((u) => u.firstName),
    );
    expect(answers[tokens.length]!.body.data.user.first_name).toBe('Ada');
    expect(answers.at(-1)!.status).toBe(401);
  });

  it('see a profile change made through the API at once', async () => {
    const user = await createUser(t.em(), { firstName: 'Jean' });
    const token = await loginToken(t, user.email);
    await me(token).expect(200);
    await request(t.http)
      .put('/api/user/profile')
      .set(bearer(token))
      .send({ first_name: 'Jean-Paul', last_name: user.lastName, email: user.email })
      .expect(200);
    expect((await me(token).expect(200)).body.data.user.first_name).toBe('Jean-Paul');
  });

  it('are refused on every instance right after a logout on one of them', async () => {
    const user = await createUser(t.em());
    const token = await loginToken(t, user.email);
    await me(token).expect(200);
    await me(token, other.getHttpServer()).expect(200);
    await request(t.http).post('/api/auth/logout').set(bearer(token)).expect(200);
    await me(token, other.getHttpServer()).expect(401);
    await me(token).expect(401);
  });

  it('are refused at once after a revocation, a deactivation or a role withdrawn elsewhere', async () => {
    const revoked = await createUser(t.em());
    const revokedToken = await loginToken(t, revoked.email);
    await me(revokedToken).expect(200);
    await sql.query('update sessions set revoked_at = now() where user_id = $1', [revoked.id]);
    await me(revokedToken).expect(401);

    const suspended = await createUser(t.em());
    const suspendedToken = await loginToken(t, suspended.email);
    await me(suspendedToken).expect(200);
    await sql.query(`update users set status = 'suspended' where id = $1`, [suspended.id]);
    await me(suspendedToken).expect(401);

    const admin = await createUser(t.em(), { roles: ['Admin'] });
    const adminToken = await loginToken(t, admin.email);
    await request(t.http).get('/api/admin/users').set(bearer(adminToken)).expect(200);
    await request(other.getHttpServer()).get('/api/admin/users').set(bearer(adminToken)).expect(200);
    await sql.query('delete from user_roles where user_id = $1', [admin.id]);
    await request(other.getHttpServer()).get('/api/admin/users').set(bearer(adminToken)).expect(403);
    await request(t.http).get('/api/admin/users').set(bearer(adminToken)).expect(403);
  });
});
