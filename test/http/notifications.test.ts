import request from 'supertest';
import { Country } from '../../src/modules/geo/country.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { OutboxMessage } from '../../src/infra/mail/outbox-message.entity.js';
import { EventBus } from '../../src/infra/events/event-bus.js';
import { Notification } from '../../src/modules/notifications/notification.entity.js';
import { NotificationDelivery } from '../../src/modules/notifications/notification-delivery.service.js';
import { User } from '../../src/modules/users/user.entity.js';
import { createProduct } from '../factories/catalogue.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createPaidDirectOrder } from '../factories/orders.js';
import { createUser } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';

let t: TestApp;
let bus: EventBus;
let delivery: NotificationDelivery;
let lotteries: LotteriesService;

beforeAll(async () => {
  t = await startTestApp({ listen: true, simulator: { delayMs: 20, callbackUrl: undefined } });
  bus = t.app.get(EventBus);
  delivery = t.app.get(NotificationDelivery);
  lotteries = t.app.get(LotteriesService);
});
afterAll(() => t?.close());

async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const notificationsOf = (userId: number) => t.em().find(Notification, { user: userId }, { orderBy: { id: 'asc' } });
const outboxTo = (to: string | null | undefined) =>
  to ? t.em().find(OutboxMessage, { to }, { orderBy: { id: 'asc' } }) : Promise.resolve([]);

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.em(), overrides);
  return { user, token: await loginToken(t, user.email) };
}

function system(userId: number, title: string, message = 'Message') {
  return { userId, type: 'system' as const, key: 'system', params: {}, data: {}, topic: null, raw: { title, message } };
}

async function reserve(token: string, lotteryId: number, quantity: number): Promise<string> {
  const res = await request(t.http)
    .post('/api/tickets/purchase')
    .set(bearer(token))
    .send({ lottery_id: lotteryId, quantity, total_amount: quantity * 1000 })
    .expect(201);
  return res.body.data.order_number;
}

function pay(token: string, orderNumber: string, phone: string) {
  return request(t.http)
    .post('/api/payments/initiate-from-transaction')
    .set(bearer(token))
    .send({ phone, operator: 'airtel', order_number: orderNumber })
    .expect(201);
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

describe('events become notifications', () => {
  it('a paid lottery order: ticket purchase for the buyer (with e-mail), merchant payment for the seller', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    const { user, token } = await signedIn();
    const orderNumber = await reserve(token, lottery.id, 2);
    await pay(token, orderNumber, '074010203');
    const [n] = await until(
      () => notificationsOf(user.id),
      (rows) => rows.some((r) => r.type === 'ticket_purchase'),
    );
    const purchase = (await notificationsOf(user.id)).filter((r) => r.type === 'ticket_purchase');
    expect(purchase).toHaveLength(1);
    expect(n).toBeDefined();
    expect(purchase[0]!.title).toBe('Achat de tickets confirmé');
    expect(purchase[0]!.message).toContain('2 tickets');
    expect(purchase[0]!.data).toMatchObject({
      order_number: orderNumber,
      lottery_id: lottery.id,
      lottery_number: lottery.lotteryNumber,
    });
    // lottery orders are told once, through the ticket purchase
    expect((await notificationsOf(user.id)).filter((r) => r.type === 'order_status_changed')).toHaveLength(0);

    const mails = await until(
      () => outboxTo(user.email),
      (rows) => rows.some((r) => r.subject === 'Achat de tickets confirmé'),
    );
    const mail = mails.find((r) => r.subject === 'Achat de tickets confirmé')!;
    expect(mail.text).toContain(`/customer/tickets`);
    expect(mail.html).toContain('Achat de tickets confirmé');
    // account updates go by e-mail only by default
    expect((await outboxTo(user.phone)).filter((r) => r.channel === 'sms')).toHaveLength(0);

    const [{ merchant_id: merchantId }] = await t
      .em()
      .getConnection()
      .execute<{ merchant_id: number }[]>(
        'select p.merchant_id from products p join lotteries l on l.product_id = p.id where l.id = ?',
        [lottery.id],
      );
    const seller = await until(
      () => notificationsOf(merchantId),
      (rows) => rows.some((r) => r.type === 'merchant_payment'),
    );
    expect(seller.find((r) => r.type === 'merchant_payment')!.data).toEqual({ order_number: orderNumber });
  });

  it('a failed payment tells the buyer, pointing at the order', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 10 });
    const { user, token } = await signedIn();
    const orderNumber = await reserve(token, lottery.id, 1);
    await pay(token, orderNumber, '074010285');
    const rows = await until(
      () => notificationsOf(user.id),
      (r) => r.some((n) => n.title === 'Échec du paiement'),
    );
    const failed = rows.find((n) => n.title === 'Échec du paiement')!;
    expect(failed.type).toBe('order_status_changed');
    expect(failed.data).toMatchObject({ order_number: orderNumber });
  });

  it('a draw: the winner and every other participant, e-mail and SMS by default, nothing on an opted-out channel', async () => {
    const lottery = await createOpenLottery(t.em(), lotteries, { total: 2 });
    const a = await signedIn();
    const b = await signedIn();
    // b turned draw results off on both channels
    const em = t.em();
    const bRow = await em.findOneOrFail(User, b.user.id);
    bRow.preferences = {
      email_notifications: { lottery_results: false },
      sms_notifications: { lottery_results: false },
    };
    await em.flush();

    const oa = await reserve(a.token, lottery.id, 1);
    const ob = await reserve(b.token, lottery.id, 1);
    await pay(a.token, oa, '074010203');
    await pay(b.token, ob, '074010204');
    const drawnFor = async (userId: number) =>
      until(
        () => notificationsOf(userId),
        (r) => r.some((n) => n.type === 'lottery_winner' || n.type === 'lottery_draw_result'),
      );
    const [ra, rb] = [await drawnFor(a.user.id), await drawnFor(b.user.id)];
    const results = [...ra, ...rb].filter((n) => n.type === 'lottery_winner' || n.type === 'lottery_draw_result');
    expect(results.map((n) => n.type).sort()).toEqual(['lottery_draw_result', 'lottery_winner']);
    for (const n of results) expect(n.data).toMatchObject({ lottery_id: lottery.id });
    expect(results.find((n) => n.type === 'lottery_winner')!.title).toBe('Félicitations, vous avez gagné !');

    const titles = new Set(['Félicitations, vous avez gagné !', 'Résultat du tirage']);
    const aMails = await until(
      () => outboxTo(a.user.email),
      (r) => r.some((m) => titles.has(m.subject ?? '')),
    );
    expect(aMails.some((m) => titles.has(m.subject ?? ''))).toBe(true);
    const aSms = await until(
      () => outboxTo(a.user.phone),
      (r) => r.some((m) => m.channel === 'sms'),
    );
    expect(aSms.filter((m) => m.channel === 'sms')).toHaveLength(1);
    expect(aSms.find((m) => m.channel === 'sms')!.text).toMatch(/^Mbolo : /);

    // b: the in-app notification only
    expect((await outboxTo(b.user.email)).filter((m) => titles.has(m.subject ?? ''))).toHaveLength(0);
    expect((await outboxTo(b.user.phone)).filter((m) => m.channel === 'sms')).toHaveLength(0);
  });

  it('confirming receipt notifies the order’s new status', async () => {
    const { user, token } = await signedIn();
    const seller = await createUser(t.em(), { roles: ['Business Enterprise'], companyName: 'Okoumé SARL' });
    const product = await createProduct(t.em(), { merchant: seller, saleMode: 'direct', price: 15_000 });
    const { order } = await createPaidDirectOrder(t.em(), user, product);
    await request(t.http)
      .post(`/api/orders/${order.orderNumber}/confirm-delivery`)
      .set(bearer(token))
      .send({})
      .expect(200);
    const rows = await until(
      () => notificationsOf(user.id),
      (r) => r.length > 0,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'order_status_changed',
      title: 'Réception confirmée',
      data: { order_number: order.orderNumber, status: 'fulfilled' },
    });
  });

  it('registration welcomes the new user', async () => {
    const country = await t.em().findOneOrFail(Country, { iso2: 'GA' });
    const email = `bienvenue.${Date.now()}@mbolo.test`;
    await request(t.http)
      .post('/api/auth/register')
      .send({
        role: 'Particulier',
        first_name: 'Awa',
        last_name: 'Ndong',
        email,
        phone: '+24177123456',
        country_id: country.id,
        password: 'Secret123!',
        password_confirmation: 'Secret123!',
        terms_accepted: true,
      })
      .expect((r) => expect([200, 201]).toContain(r.status));
    const user = await t.em().findOneOrFail(User, { email });
    const rows = await until(
      () => notificationsOf(user.id),
      (r) => r.length > 0,
    );
    expect(rows[0]).toMatchObject({ type: 'welcome', title: 'Bienvenue sur Mbolo !' });
    expect(rows[0]!.message).toContain('Awa');
  });

  it('maps the other events: direct order paid, shipping, ending soon, admin alerts, merchant sale', async () => {
    const { user } = await signedIn();
    const manager = await createUser(t.em(), { roles: ['Super Admin'] });
    bus.publish(null, 'OrderPaid', {
      userId: user.id,
      orderNumber: 'CMD-D1',
      orderType: 'product_purchase',
      productName: 'Radio',
      amount: 15000,
    });
    bus.publish(null, 'OrderPaid', {
      userId: user.id,
      orderNumber: 'CMD-L1',
      orderType: 'lottery',
      productName: 'Radio',
      amount: 1000,
    });
    bus.publish(null, 'OrderStatusChanged', {
      userId: user.id,
      orderNumber: 'CMD-D1',
      status: 'shipping',
      previousStatus: 'paid',
    });
    bus.publish(null, 'LotteryEndingSoon', {
      lotteryId: 42,
      lotteryNumber: 'T42',
      productName: 'Moto',
      endDate: '2026-12-01T10:00:00.000Z',
      kind: '1h',
      userIds: [user.id],
    });
    bus.publish(null, 'MerchantPaymentReceived', {
      merchantUserId: user.id,
      orderNumber: 'CMD-D2',
      orderType: 'product_purchase',
      productName: 'Radio',
      amount: 15000,
      quantity: 1,
    });
    bus.publish(null, 'AdminAlert', { title: 'Remboursements en attente', message: '<b>3</b> demandes' });
    bus.publish(null, 'AdminAlert', { title: 'Pour vous', message: 'ciblé', userIds: [user.id] });
    await bus.drain();

    const rows = await notificationsOf(user.id);
    const summary = rows.map((n) => [n.type, n.title, n.data.order_number ?? n.data.lottery_id ?? null]);
    expect(summary).toEqual([
      ['order_status_changed', 'Paiement confirmé', 'CMD-D1'],
      ['order_status_changed', 'Commande expédiée', 'CMD-D1'],
      ['reminder', 'Dernière heure avant le tirage', 42],
      ['merchant_payment', 'Paiement reçu', 'CMD-D2'],
      ['admin_alert', 'Pour vous', null],
    ]);
    expect(rows[0]!.message).toMatch(/15\s000 FCFA/);
    expect(rows[2]!.message).toContain('01/12/2026 11:00');
    const alerts = await notificationsOf(manager.id);
    expect(alerts.filter((n) => !n.data.alert).map((n) => [n.type, n.title, n.message])).toEqual([
      ['admin_alert', 'Remboursements en attente', '<b>3</b> demandes'],
    ]);
    // and the back-office's own alert of each paid order
    expect(alerts.filter((n) => n.data.alert === 'new_orders').map((n) => n.title)).toEqual([
      'Nouvelle commande',
      'Nouveaux tickets vendus',
    ]);
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
