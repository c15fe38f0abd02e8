import request from 'supertest';
import { NOTIFICATION_TYPES } from '../../src/contracts/notifications.js';
import { MailService } from '../../src/infra/mail/mail.service.js';
import { Notification } from '../../src/modules/notifications/notification.entity.js';
import { NotificationDelivery } from '../../src/modules/notifications/notification-delivery.service.js';
import { welcomeDrafts } from '../../src/modules/notifications/notification-drafts.js';
import { Setting } from '../../src/modules/settings/setting.entity.js';
import { createUser } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub.js';

let smtp: SmtpStub;
let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await startTestApp({ smtpUrl: smtp.url, mailFrom: 'Mbolo Test <robot@mbolo.test>' });
  admin = await loginToken(t, (await createUser(t.em(), { roles: ['Admin'] })).email);
  customer = await loginToken(t, (await createUser(t.em())).email);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => t.em().nativeDelete(Setting, {}));

const getAll = () => request(t.http).get('/api/admin/settings').set(bearer(admin)).expect(200);
const put = (token: string, body: unknown) =>
  request(t.http)
    .put('/api/admin/settings/notifications')
    .set(bearer(token))
    .send(body as object);

describe('Settings › Notifications', () => {
  it('reads the sender from MAIL_FROM until one is saved, and lists every notification type as on', async () => {
    const res = await getAll();
    expect(res.body.data.notifications).toEqual({ from_email: 'robot@mbolo.test', from_name: 'Mbolo Test' });
    const types = res.body.data.notification_types;
    expect(types.map((x: { id: string }) => x.id)).toEqual([...NOTIFICATION_TYPES]);
    expect(types.every((x: { enabled: boolean }) => x.enabled)).toBe(true);
    expect(types.find((x: { id: string }) => x.id === 'welcome')).toMatchObject({
      name: 'Bienvenue',
      description: expect.any(String),
      locked: false,
    });
    expect(types.find((x: { id: string }) => x.id === 'system')).toMatchObject({ locked: true });
  });

  it('saves the sender and switches only the types named', async () => {
    const res = await put(admin, {
      from_email: 'contact@mbolo.test',
      from_name: 'Équipe Mbolo',
      notification_types: [{ id: 'welcome', enabled: false }],
    }).expect(200);
    expect(res.body.data.notifications).toEqual({ from_email: 'contact@mbolo.test', from_name: 'Équipe Mbolo' });
    await put(admin, { notification_types: [{ id: 'reminder', enabled: false }] }).expect(200);
    const types = (await getAll()).body.data.notification_types as { id: string; enabled: boolean }[];
    expect(types.filter((x) => !x.enabled).map((x) => x.id)).toEqual(['welcome', 'reminder']);
    expect((await getAll()).body.data.notifications.from_email).toBe('contact@mbolo.test');
  });

  it('refuses a bad sender, an unknown type and switching off an always-on type, in French', async () => {
    const bad = await put(admin, { from_email: 'pas-un-email' }).expect(422);
    expect(JSON.stringify(bad.body)).toContain("L'e-mail de l'expéditeur doit être une adresse e-mail valide");
    await put(admin, { notification_types: [{ id: 'nope', enabled: false }] }).expect(422);
    const locked = await put(admin, { notification_types: [{ id: 'system', enabled: false }] }).expect(422);
    expect(JSON.stringify(locked.body)).toContain('ne peuvent pas être désactivées');
    await put(admin, {}).expect(422);
  });

  it('is for administrators only', async () => {
    await put(customer, { from_name: 'Pirate' }).expect(403);
    await request(t.http).put('/api/admin/settings/notifications').send({ from_name: 'Pirate' }).expect(401);
  });

  it('does not create notifications of a type switched off (nor their e-mail), and still does for the others', async () => {
    const user = await createUser(t.em());
    const delivery = t.app.get(NotificationDelivery);
    await put(admin, { notification_types: [{ id: 'welcome', enabled: false }] }).expect(200);
    expect(await delivery.deliver(welcomeDrafts({ userId: user.id, firstName: 'Ana' }))).toEqual([]);
    expect(await t.em().count(Notification, { user: user.id })).toBe(0);

    await put(admin, { notification_types: [{ id: 'welcome', enabled: true }] }).expect(200);
    expect(await delivery.deliver(welcomeDrafts({ userId: user.id, firstName: 'Ana' }))).toHaveLength(1);
    expect(await t.em().count(Notification, { user: user.id, type: 'welcome' })).toBe(1);
  });

  it('sends e-mail as the sender saved at delivery time', async () => {
    const mail = t.app.get(MailService);
    const queue = (to: string) =>
      t.em().transactional(async (tx) => mail.enqueue(tx, { to, subject: 'Test', text: 'Bonjour' }));
    // a flush already running (another test's mail) may have started before this row existed: flush until it is out
    const delivered = async (to: string) => {
      for (let i = 0; i < 50; i++) {
        await mail.flush();
        const found = smtp.messages.find((m) => m.includes(`To: ${to}`));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      return '';
    };
    await queue('before@mbolo.test');
    expect(await delivered('before@mbolo.test')).toMatch(/^From: "?Mbolo Test"? <robot@mbolo\.test>/m);

    // queued before the change, delivered after it: the new sender is used
    await queue('after@mbolo.test');
    await put(admin, { from_email: 'support@mbolo.test', from_name: 'Support Mbolo' }).expect(200);
    expect(await delivered('after@mbolo.test')).toMatch(/^From: "?Support Mbolo"? <support@mbolo\.test>/m);
  });
});
