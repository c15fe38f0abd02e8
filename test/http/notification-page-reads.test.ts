import request from 'supertest';
import { notificationListQuerySchema } from '../../src/contracts/notifications.js';
import type { User } from '../../src/modules/users/user.entity.js';
import type { NotificationReads } from '../../src/ssr/notification-reads.js';
import { collectPageServices } from '../../src/ssr/page-services.js';
import { createUser } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';

/**
 * The notifications pages' +data read in-process what the page's first request asked the API
 * (filter "all", first page of 20, with the figures): both answers must be the same, envelope included.
 */
let t: TestApp;
let reads: NotificationReads;
let owner: User;
let token: string;

// +data answers travel to the browser as JSON, as the API's do
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const get = async (path: string) =>
  (await request(t.http).get(`/api${path}`).set(bearer(token)).expect(200)).body as unknown;

beforeAll(async () => {
  t = await startTestApp();
  reads = collectPageServices(t.app, t.config).notifications;
  const em = t.em();
  owner = await createUser(em);
  token = await loginToken(t, owner.email);
  const stranger = await createUser(em);
  // 25 rows, every third one read, two types: more than one page, and figures worth comparing
  await em.getConnection().execute(
    `insert into notifications (user_id, type, title, message, data, read_at, created_at)
     select ?, case when i % 4 = 0 then 'reminder' else 'order_status_changed' end,
            'Commande <b>MB-' || i || '</b>', 'Votre commande a été <em>expédiée</em>.', '{}'::jsonb,
            case when i % 3 = 0 then now() end, now() - (i || ' hours')::interval
       from generate_series(1, 25) as i`,
    [owner.id],
  );
  await em
    .getConnection()
    .execute(
      `insert into notifications (user_id, type, title, message, data, created_at) values (?, 'system', 'Pas pour vous', '…', '{}'::jsonb, now())`,
      [stranger.id],
    );
}, 60_000);
afterAll(() => t?.close());

describe('notifications page reads (in-process) = the API answers', () => {
  it("the first page of the filter 'all' with its figures, as the page's first request got it", async () => {
    const api = (await get('/notifications?limit=20&offset=0')) as {
      success: boolean;
      data: { notifications: unknown[] };
    };
    expect(api.success).toBe(true);
    expect(api.data.notifications).toHaveLength(20);
    const first = await reads.list(owner.id);
    expect(json(first)).toEqual(api);
    expect(first.data.stats).toMatchObject({
      total: 25,
      unread: 17,
      by_type: { order_status_changed: 19, reminder: 6 },
    });
    expect(first.data.notifications[0]?.title).toBe('Commande <b>MB-1</b>');
  });

  it('other pages and filters answer as the API does too', async () => {
    const query = notificationListQuerySchema.parse({ offset: 20, unread_only: 'true' });
    expect(json(await reads.list(owner.id, query))).toEqual(await get('/notifications?offset=20&unread_only=true'));
  });
});
