import request from 'supertest';
import { notificationTarget } from '../../src/contracts/notifications.js';
import { EventBus } from '../../src/infra/events/event-bus.js';
import { RateLimit } from '../../src/infra/rate-limit/rate-limit.entity.js';
import { Country } from '../../src/modules/geo/country.entity.js';
import { Notification } from '../../src/modules/notifications/notification.entity.js';
import type { User } from '../../src/modules/users/user.entity.js';
import { createUser } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';

/**
 * The back-office alerts of profile › Notifications: each reaches the staff allowed to act on it,
 * never those who switched it off, and security alerts reach only the account concerned.
 */
let t: TestApp;
let bus: EventBus;
let superAdmin: User;
let quietAdmin: User;
let admin: User;
let agent: User;
let backOffice: User;
let customer: User;

beforeAll(async () => {
  t = await startTestApp();
  bus = t.app.get(EventBus);
  const em = t.em();
  superAdmin = await createUser(em, { roles: ['Super Admin'] });
  quietAdmin = await createUser(em, { roles: ['Admin'] });
  admin = await createUser(em, { roles: ['Admin'] });
  agent = await createUser(em, { roles: ['Agent'] });
  backOffice = await createUser(em, { roles: ['Agent Back Office'] });
  customer = await createUser(em);
  const quiet = await loginToken(t, quietAdmin.email);
  await request(t.http)
    .put('/api/admin/profile/preferences')
    .set(bearer(quiet))
    .send({
      notifications: [
        { id: 'new_orders', enabled: false },
        { id: 'new_merchants', enabled: false },
        { id: 'security_alerts', enabled: false },
      ],
    })
    .expect(200);
});
afterAll(() => t?.close());
afterEach(() => t.em().nativeDelete(RateLimit, {}));

/** The alerts of one kind each user received, by user. */
async function alertsOf(kind: string): Promise<Map<number, Notification[]>> {
  await bus.drain();
  const rows = await t.em().find(Notification, { type: 'admin_alert' }, { orderBy: { id: 'asc' } });
  const byUser = new Map<number, Notification[]>();
  for (const n of rows.filter((r) => r.data.alert === kind))
    byUser.set(n.user.id, [...(byUser.get(n.user.id) ?? []), n]);
  return byUser;
}

describe('back-office alerts', () => {
  it('tells those who see orders of a paid order, in French, except who turned it off', async () => {
    bus.publish(null, 'OrderPaid', {
      userId: customer.id,
      orderNumber: 'CMD-ALERT-1',
      orderType: 'product_purchase',
      productName: 'Télé 55"',
      amount: 250_000,
    });
    const alerts = await alertsOf('new_orders');
    expect([...alerts.keys()].sort()).toEqual([superAdmin.id, admin.id, agent.id, backOffice.id].sort());
    const [n] = alerts.get(admin.id)!;
    expect(n!.title).toBe('Nouvelle commande');
    expect(n!.message).toContain('CMD-ALERT-1');
    expect(n!.message).toMatch(/250\s000 FCFA/);
    expect(notificationTarget({ type: 'admin_alert', data: n!.data })).toBe('/admin/orders?search=CMD-ALERT-1');
  });

  it('sends pending refunds to refund handlers and failed payments to payment readers', async () => {
    bus.publish(null, 'RefundRequested', {
      refundNumber: 'RB-ALERT-1',
      orderNumber: 'CMD-ALERT-2',
      amount: 3000,
      type: 'manual',
    });
    bus.publish(null, 'PaymentFailed', { userId: customer.id, orderNumber: 'CMD-ALERT-3', amount: 4000 });
    const refunds = await alertsOf('pending_refunds');
    expect([...refunds.keys()].sort()).toEqual([superAdmin.id, quietAdmin.id, admin.id, agent.id].sort());
    expect(refunds.get(agent.id)![0]!.title).toBe('Remboursement en attente');
    const failed = await alertsOf('failed_payments');
    expect(failed.has(backOffice.id)).toBe(false);
    expect(failed.get(quietAdmin.id)![0]!.message).toContain('CMD-ALERT-3');
  });

  it('warns raffle moderators once, 24 hours before a draw ends', async () => {
    const base = {
      lotteryId: 1,
      lotteryNumber: 'TMB-ALERT',
      productName: 'Moto',
      endDate: new Date().toISOString(),
      userIds: [],
    };
    bus.publish(null, 'LotteryEndingSoon', { ...base, kind: '1h' });
    expect((await alertsOf('draws_ending')).size).toBe(0);
    bus.publish(null, 'LotteryEndingSoon', { ...base, kind: '24h' });
    const alerts = await alertsOf('draws_ending');
    expect(alerts.get(backOffice.id)![0]!.title).toBe('Tirage bientôt terminé');
    expect(alerts.has(agent.id)).toBe(false);
  });

  it('announces a seller who registers, not a buyer', async () => {
    const gabonId = (await t.em().findOneOrFail(Country, { iso2: 'GA' })).id;
    const form = (role: string, email: string, phone: string) => ({
      role,
      first_name: 'Awa',
      last_name: email.startsWith('vendeur') ? 'Boutique' : 'Cliente',
      email,
      phone,
      country_id: gabonId,
      password: 'MotDePasse2026',
      password_confirmation: 'MotDePasse2026',
      terms_accepted: true,
      adult_confirmed: true,
    });
    await request(t.http)
      .post('/api/auth/register')
      .send(form('Particulier', 'cliente.alerte@example.ga', '+24177120001'))
      .expect(201);
    expect((await alertsOf('new_merchants')).size).toBe(0);
    await request(t.http)
      .post('/api/auth/register')
      .send(form('Business', 'vendeur.alerte@example.ga', '+24177120002'))
      .expect(201);
    const alerts = await alertsOf('new_merchants');
    expect([...alerts.keys()].sort()).toEqual([superAdmin.id, admin.id, agent.id].sort());
    expect(alerts.get(admin.id)![0]!.message).toContain('Awa Boutique');
  });

  it('tells staff of a sign-in and a lock-out on their own account only', async () => {
    // the sign-ins of the setup came before the preferences were saved
    await bus.drain();
    await t.em().nativeDelete(Notification, { type: 'admin_alert' });
    await loginToken(t, agent.email);
    await loginToken(t, customer.email);
    await loginToken(t, quietAdmin.email);
    const signIns = await alertsOf('security_alerts');
    expect([...signIns.keys()]).toEqual([agent.id]);
    expect(signIns.get(agent.id)![0]!.title).toBe('Nouvelle connexion à votre compte');

    for (let i = 0; i < 5; i++)
      await request(t.http).post('/api/auth/login').send({ email: backOffice.email, password: 'mauvais-mot-de-passe' });
    const after = await alertsOf('security_alerts');
    expect(after.get(backOffice.id)?.map((n) => n.title)).toEqual(['Compte temporairement bloqué']);
    expect(notificationTarget({ type: 'admin_alert', data: after.get(backOffice.id)![0]!.data })).toBe(
      '/admin/profile',
    );
  });

  it('never follows a link out of the back-office', () => {
    expect(notificationTarget({ type: 'admin_alert', data: { link: 'https://evil.example/admin/x' } })).toBe(
      '/admin/dashboard',
    );
    expect(notificationTarget({ type: 'admin_alert', data: { link: '/customer/orders' } })).toBe('/admin/dashboard');
  });
});
