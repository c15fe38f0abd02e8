import request from 'supertest';
import { EventBus } from '../../src/infra/events/event-bus.js';
import { Notification } from '../../src/modules/notifications/notification.entity.js';
import { NotificationDelivery } from '../../src/modules/notifications/notification-delivery.service.js';
import type { TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';
import { notificationsIn, startNotificationsApp } from '../support/notifications.js';
import { signedInNewUser } from '../support/signed-in.js';

let t: TestApp;
let bus: EventBus;
let delivery: NotificationDelivery;

beforeAll(async () => {
  t = await startNotificationsApp();
  bus = t.app.get(EventBus);
  delivery = t.app.get(NotificationDelivery);
});
afterAll(() => t?.close());

const notificationsOf = (userId: number) => notificationsIn(t, userId);
const signedIn = (overrides: Parameters<typeof signedInNewUser>[1] = {}) => signedInNewUser(t, overrides);

function system(userId: number, title: string, message = 'Message') {
  return { userId, type: 'system' as const, key: 'system', params: {}, data: {}, topic: null, raw: { title, message } };
}

describe('notifications API', () => {
  it('lists the caller’s notifications with stats, pages and filters', async () => {
    const a = await signedIn();
    const b = await signedIn();
    await delivery.deliver([
      system(a.user.id, 'Un'),
      system(a.user.id, 'Deux'),
      { ...system(a.user.id, 'Alerte'), type: 'admin_alert' },
      system(b.user.id, 'Autre'),
    ]);

    const list = await request(t.http).get('/api/notifications').set(bearer(a.token)).expect(200);
    expect(list.body.success).toBe(true);
    expect(list.body.data.notifications.map((n: { title: string }) => n.title)).toEqual(['Alerte', 'Deux', 'Un']);
    expect(list.body.data.notifications[0]).toEqual({
      id: expect.any(Number),
      type: 'admin_alert',
      title: 'Alerte',
      message: 'Message',
      data: {},
      is_read: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(list.body.data.stats).toEqual({ total: 3, unread: 3, recent: 3, by_type: { system: 2, admin_alert: 1 } });

    const page = await request(t.http)
      .get('/api/notifications')
      .query({ limit: 2, offset: 2 })
      .set(bearer(a.token))
      .expect(200);
    expect(page.body.data.notifications.map((n: { title: string }) => n.title)).toEqual(['Un']);
    const typed = await request(t.http)
      .get('/api/notifications')
      .query({ type: 'admin_alert' })
      .set(bearer(a.token))
      .expect(200);
    expect(typed.body.data.notifications).toHaveLength(1);
    await request(t.http).get('/api/notifications').query({ limit: 51 }).set(bearer(a.token)).expect(422);
    await request(t.http).get('/api/notifications').query({ type: 'nope' }).set(bearer(a.token)).expect(422);
    await request(t.http).get('/api/notifications').expect(401);
    await request(t.http).get('/api/notifications/unread-count').expect(401);
  });

  it('marks read, marks all read and deletes, only the caller’s own rows', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const [first, second, third] = await delivery.deliver([
      system(a.user.id, 'Un'),
      system(a.user.id, 'Deux'),
      system(a.user.id, 'Trois'),
    ]);
    const [theirs] = await delivery.deliver([system(b.user.id, 'À B')]);
    const count = async (token: string) =>
      (await request(t.http).get('/api/notifications/unread-count').set(bearer(token)).expect(200)).body.data
        .unread_count;
    expect(await count(a.token)).toBe(3);

    await request(t.http).post(`/api/notifications/${first!.id}/read`).set(bearer(a.token)).expect(200);
    await request(t.http).post(`/api/notifications/${first!.id}/read`).set(bearer(a.token)).expect(200);
    expect(await count(a.token)).toBe(2);
    const unread = await request(t.http)
      .get('/api/notifications')
      .query({ unread_only: 'true' })
      .set(bearer(a.token))
      .expect(200);
    expect(unread.body.data.notifications.map((n: { id: number }) => n.id).sort()).toEqual(
      [second!.id, third!.id].sort(),
    );

    // another user's notification does not exist for the caller
    await request(t.http).post(`/api/notifications/${theirs!.id}/read`).set(bearer(a.token)).expect(404);
    await request(t.http).delete(`/api/notifications/${theirs!.id}`).set(bearer(a.token)).expect(404);
    await request(t.http).post('/api/notifications/abc/read').set(bearer(a.token)).expect(404);
    const still = await t.em().findOneOrFail(Notification, theirs!.id);
    expect(still.readAt).toBeNull();

    const all = await request(t.http).post('/api/notifications/mark-all-read').set(bearer(a.token)).expect(200);
    expect(all.body.data).toEqual({ updated: 2, unread_count: 0 });
    expect(await count(a.token)).toBe(0);
    expect(await count(b.token)).toBe(1);

    await request(t.http).delete(`/api/notifications/${second!.id}`).set(bearer(a.token)).expect(200);
    await request(t.http).delete(`/api/notifications/${second!.id}`).set(bearer(a.token)).expect(404);
    const left = await request(t.http).get('/api/notifications').set(bearer(a.token)).expect(200);
    expect(left.body.data.stats).toMatchObject({ total: 2, unread: 0 });
  });

  it('never stores a script or an event handler, whoever writes the HTML', async () => {
    const { user, token } = await signedIn();
    const admin = await signedIn({ roles: ['Admin'] });
    const evil =
      '<script>alert(1)</script><img src=x onerror="alert(1)"><b onclick="x()">Bonjour</b> <a href="javascript:alert(1)">lien</a>';
    const res = await request(t.http)
      .post('/api/admin/notifications')
      .set(bearer(admin.token))
      .send({ user_ids: [user.id], title: `<i>Info</i><script>x()</script>`, message: evil })
      .expect(201);
    expect(res.body.data).toEqual({ sent: 1 });
    const [stored] = await notificationsOf(user.id);
    expect(stored).toMatchObject({ type: 'system', title: '<i>Info</i>', message: '<b>Bonjour</b> <a>lien</a>' });
    const listed = await request(t.http).get('/api/notifications').set(bearer(token)).expect(200);
    expect(JSON.stringify(listed.body)).not.toMatch(/<script|onerror|onclick|javascript:/i);

    // only administrators send, with a French message for bad input
    await request(t.http)
      .post('/api/admin/notifications')
      .set(bearer(token))
      .send({ user_ids: [user.id], title: 'x', message: 'y' })
      .expect(403);
    const bad = await request(t.http)
      .post('/api/admin/notifications')
      .set(bearer(admin.token))
      .send({ user_ids: [], title: '', message: 'y' })
      .expect(422);
    expect(JSON.stringify(bad.body)).toContain('Choisissez au moins un destinataire.');

    // names coming from users are text inside the templates, never markup
    bus.publish(null, 'OrderPaid', {
      userId: user.id,
      orderNumber: 'CMD-X1',
      orderType: 'product_purchase',
      productName: '<img src=x onerror=alert(1)>Télé',
      amount: 5000,
    });
    await bus.drain();
    const paid = (await notificationsOf(user.id)).find((n) => n.data.order_number === 'CMD-X1')!;
    expect(paid.message).not.toMatch(/<img|<script/i);
    expect(paid.message).toContain('&lt;img');
  });
});

describe('after-commit delivery', () => {
  it('delivers events published in a transaction only once it commits, and never after a rollback', async () => {
    const { user } = await signedIn();
    const seen: number[] = [];
    const off = bus.subscribe('Welcome', (p) => void seen.push(p.userId));
    try {
      await t.em().transactional(async (tx) => {
        bus.publish(tx, 'Welcome', { userId: user.id, firstName: 'Commit' });
        // a nested transaction (savepoint) hands its events to the outer one
        await tx.transactional(async (inner) =>
          bus.publish(inner, 'Welcome', { userId: user.id, firstName: 'Savepoint' }),
        );
        await new Promise((r) => setTimeout(r, 200));
        expect(seen).toEqual([]);
      });
      await bus.drain();
      expect(seen).toEqual([user.id, user.id]);

      await expect(
        t.em().transactional(async (tx) => {
          bus.publish(tx, 'Welcome', { userId: user.id, firstName: 'Rollback' });
          throw new Error('abandon');
        }),
      ).rejects.toThrow('abandon');
      await t.em().transactional(async (tx) => {
        await tx
          .transactional(async (inner) => {
            bus.publish(inner, 'Welcome', { userId: user.id, firstName: 'Savepoint rolled back' });
            throw new Error('inner');
          })
          .catch(() => undefined);
      });
      await new Promise((r) => setTimeout(r, 200));
      await bus.drain();
      expect(seen).toEqual([user.id, user.id]);
      const rows = await notificationsOf(user.id);
      expect(rows.map((n) => n.message).filter((m) => m.includes('Bonjour'))).toHaveLength(2);
    } finally {
      off();
    }
  });

  it('a failing handler never fails the publisher nor the other handlers', async () => {
    const { user } = await signedIn();
    const off = bus.subscribe('Welcome', () => {
      throw new Error('boom');
    });
    try {
      await t.em().transactional(async (tx) => bus.publish(tx, 'Welcome', { userId: user.id, firstName: 'Robuste' }));
      await bus.drain();
      expect((await notificationsOf(user.id)).map((n) => n.type)).toEqual(['welcome']);
    } finally {
      off();
    }
  });
});
