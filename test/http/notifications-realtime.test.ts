import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { io, type Socket as ClientSocket } from 'socket.io-client';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/app.factory.js';
import { loadConfig } from '../../src/config/config.js';
import type { NotificationCountPayload, NotificationView } from '../../src/contracts/notifications.js';
import { RealtimeGateway } from '../../src/infra/realtime/realtime.gateway.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { NotificationDelivery } from '../../src/modules/notifications/notification-delivery.service.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createUser } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// one channel prefix per run, so that parallel runs sharing the Redis never hear each other
const redisPrefix = `mbolo-test-${randomBytes(4).toString('hex')}`;

let a: TestApp;
let b: NestExpressApplication;
let bUrl: string;
const sockets: ClientSocket[] = [];

/** A second instance of the application on the same database and the same Redis. */
async function secondInstance(): Promise<{ app: NestExpressApplication; url: string }> {
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_SECRET: a.config.appSecret, JOBS_ENABLED: '0' },
    { ssr: 'off', databaseUrl: a.db.url, poolMax: 4, redisUrl: REDIS_URL, redisPrefix },
  );
  const app = await createApp(config, a.db.url);
  await app.init();
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}

beforeAll(async () => {
  a = await startTestApp({
    listen: true,
    simulator: { delayMs: 20, callbackUrl: undefined },
    redisUrl: REDIS_URL,
    redisPrefix,
  });
  ({ app: b, url: bUrl } = await secondInstance());
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await b?.close();
  await a?.close();
});

function connect(
  url: string,
  opts: { auth?: Record<string, string>; headers?: Record<string, string> } = {},
): ClientSocket {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: opts.auth,
    extraHeaders: opts.headers,
  });
  sockets.push(socket);
  return socket;
}

function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function refused(socket: ClientSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the socket was admitted')));
    socket.once('connect_error', (err) => resolve(err.message));
  });
}

function next<T>(socket: ClientSocket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

function system(userId: number, title: string) {
  return {
    userId,
    type: 'system' as const,
    key: 'system',
    params: {},
    data: {},
    topic: null,
    raw: { title, message: 'Texte' },
  };
}

async function signedIn() {
  const user = await createUser(a.em());
  return { user, token: await loginToken(a, user.email) };
}

describe('Socket.IO notifications', () => {
  it('an authenticated socket receives notification:new and the count within a second of the commit', async () => {
    const { user, token } = await signedIn();
    const socket = connect(a.url!, { auth: { token } });
    await connected(socket);
    const received = next<NotificationView>(socket, 'notification:new');
    const counted = next<NotificationCountPayload>(socket, 'notification:count');
    const [view] = await a.app.get(NotificationDelivery).deliver([system(user.id, 'En direct')]);
    const committedAt = Date.now();
    const pushed = await received;
    expect(Date.now() - committedAt).toBeLessThan(1000);
    expect(pushed).toEqual(view);
    expect(pushed).toMatchObject({ type: 'system', title: 'En direct', is_read: false });
    expect(await counted).toEqual({ unread: 1 });

    // reading on another device updates this one
    const recount = next<NotificationCountPayload>(socket, 'notification:count');
    await request(a.http).post(`/api/notifications/${view!.id}/read`).set(bearer(token)).expect(200);
    expect(await recount).toEqual({ unread: 0 });
  });

  it('authenticates with the session cookie too, and only the owner hears their notifications', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const login = await request(a.http)
      .post('/api/auth/login')
      .send({ email: owner.user.email, password: 'Secret123!' })
      .expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const mine = connect(a.url!, { headers: { cookie } });
    const theirs = connect(a.url!, { auth: { token: other.token } });
    await Promise.all([connected(mine), connected(theirs)]);
    let leaked = false;
    theirs.on('notification:new', () => (leaked = true));
    const received = next<NotificationView>(mine, 'notification:new');
    await a.app.get(NotificationDelivery).deliver([system(owner.user.id, 'Privé')]);
    expect((await received).title).toBe('Privé');
    await new Promise((r) => setTimeout(r, 200));
    expect(leaked).toBe(false);
  });

  it('closes the sockets of a revoked session at once, on every instance, and keeps the others', async () => {
    const { user, token } = await signedIn();
    const other = await loginToken(a, user.email);
    const sidOf = (jwt: string) =>
      (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
    const revokedHere = connect(a.url!, { auth: { token: other } });
    const revokedThere = connect(bUrl, { auth: { token: other } });
    const kept = connect(a.url!, { auth: { token } });
    await Promise.all([connected(revokedHere), connected(revokedThere), connected(kept)]);
    const closed = (socket: ClientSocket) =>
      new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    const [here, there] = [closed(revokedHere), closed(revokedThere)];
    await request(a.http)
      .post(`/api/user/sessions/${sidOf(other)}/revoke`)
      .set(bearer(token))
      .expect(200);
    expect(await here).toBe('io server disconnect');
    expect(await there).toBe('io server disconnect');
    await new Promise((r) => setTimeout(r, 200));
    expect(kept.connected).toBe(true);
  });

  it('refuses a connection without a valid session or bill token', async () => {
    expect(await refused(connect(a.url!))).toBe('unauthorized');
    expect(await refused(connect(a.url!, { auth: { token: 'forged.jwt.value' } }))).toBe('unauthorized');
    expect(await refused(connect(a.url!, { auth: { bill_id: 'nope', token: 'nope' } }))).toBe('unauthorized');
  });

  it('admits the confirmation page with its bill token, in that bill’s room only', async () => {
    const lottery = await createOpenLottery(a.em(), a.app.get(LotteriesService), { total: 10 });
    const { user, token } = await signedIn();
    const reserved = await request(a.http)
      .post('/api/tickets/purchase')
      .set(bearer(token))
      .send({ lottery_id: lottery.id, quantity: 1, total_amount: 1000 })
      .expect(201);
    const paid = await request(a.http)
      .post('/api/payments/initiate-from-transaction')
      .set(bearer(token))
      .send({ phone: '074010277', operator: 'airtel', order_number: reserved.body.data.order_number })
      .expect(201);
    const { bill_id: billId, status_token: statusToken } = paid.body.data;

    expect(await refused(connect(a.url!, { auth: { bill_id: billId, token: 'wrong' } }))).toBe('unauthorized');
    const page = connect(a.url!, { auth: { bill_id: billId, token: statusToken } });
    await connected(page);
    const [server] = await a.app.get(RealtimeGateway).server.in(page.id!).fetchSockets();
    expect([...server!.rooms].sort()).toEqual([page.id, `bill:${billId}`].sort());

    // the payer's notifications stay in the payer's room
    let leaked = false;
    page.on('notification:new', () => (leaked = true));
    await a.app.get(NotificationDelivery).deliver([system(user.id, 'Pas pour la page')]);
    await new Promise((r) => setTimeout(r, 200));
    expect(leaked).toBe(false);
  });
});

describe('several instances over Redis', () => {
  it('a notification written on instance A reaches a socket held by instance B', async () => {
    const { user, token } = await signedIn();
    const onB = connect(bUrl, { auth: { token } });
    await connected(onB);
    const received = next<NotificationView>(onB, 'notification:new', 5000);
    const [view] = await a.app.get(NotificationDelivery).deliver([system(user.id, 'Depuis A')]);
    const pushed = await received;
    expect(pushed).toEqual(view);

    // and the other way round: written on B, heard on A
    const onA = connect(a.url!, { auth: { token } });
    await connected(onA);
    const back = next<NotificationView>(onA, 'notification:new', 5000);
    await b.get(NotificationDelivery).deliver([system(user.id, 'Depuis B')]);
    expect((await back).title).toBe('Depuis B');
  });
});
