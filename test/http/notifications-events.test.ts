import request from 'supertest';
import { Country } from '../../src/modules/geo/country.entity.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { OutboxMessage } from '../../src/infra/mail/outbox-message.entity.js';
import { EventBus } from '../../src/infra/events/event-bus.js';
import { User } from '../../src/modules/users/user.entity.js';
import { createProduct } from '../factories/catalogue.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createPaidDirectOrder } from '../factories/orders.js';
import { createUser } from '../factories/users.js';
import type { TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';
import { notificationsIn, startNotificationsApp } from '../support/notifications.js';
import { signedInNewUser } from '../support/signed-in.js';

let t: TestApp;
let lotteries: LotteriesService;
let bus: EventBus;

beforeAll(async () => {
  t = await startNotificationsApp();
  lotteries = t.app.get(LotteriesService);
  bus = t.app.get(EventBus);
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

const notificationsOf = (userId: number) => notificationsIn(t, userId);
const outboxTo = (to: string | null | undefined) =>
  to ? t.em().find(OutboxMessage, { to }, { orderBy: { id: 'asc' } }) : Promise.resolve([]);
const signedIn = (overrides: Parameters<typeof signedInNewUser>[1] = {}) => signedInNewUser(t, overrides);

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
        adult_confirmed: true,
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
