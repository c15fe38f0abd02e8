import request from 'supertest';
import { MailService } from '../../src/infra/mail/mail.service.js';
import { OutboxMessage } from '../../src/infra/mail/outbox-message.entity.js';
import { OutboxRetention } from '../../src/infra/mail/outbox-retention.js';
import { SmsService } from '../../src/infra/sms/sms.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { startSmtpStub, type SmtpStub } from '../support/smtp-stub.js';

let smtp: SmtpStub;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await startTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

async function queueMail(to: string, text: string): Promise<number> {
  const mail = t.app.get(MailService);
  const msg = await t
    .em()
    .transactional(async (tx) =>
      mail.enqueue(tx, { to, subject: 'Votre code de réinitialisation', text, html: `<p>${text}</p>` }),
    );
  return msg.id;
}

describe('the outbox with SMTP', () => {
  it('delivers the message, then keeps no body: the code is gone from the database', async () => {
    const id = await queueMail('ana@example.ga', 'Votre code : 482913');
    await t.app.get(MailService).flush();

    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('482913');
    const row = await t.em().findOneOrFail(OutboxMessage, id);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({
      transport: 'smtp',
      to: 'ana@example.ga',
      subject: 'Votre code de réinitialisation',
      text: '',
      html: null,
      lastError: null,
    });
    expect(
      await t.em().count(OutboxMessage, { $or: [{ text: { $like: '%482913%' } }, { html: { $like: '%482913%' } }] }),
    ).toBe(0);
  });

  it('keeps the body of a message the outbox itself delivers (SMS without a gateway), for the dev reader', async () => {
    const sms = t.app.get(SmsService);
    const msg = await t
      .em()
      .transactional(async (tx) => sms.enqueue(tx, { to: '+24174010203', text: 'Code Mbolo : 771204' }));
    await t.app.get(MailService).flush();
    expect(await t.em().findOneOrFail(OutboxMessage, msg.id)).toMatchObject({
      text: 'Code Mbolo : 771204',
      sentAt: null,
    });
    const listed = await request(t.http).get('/api/dev/outbox?channel=sms&to=%2B24174010203').expect(200);
    expect(listed.body.data[0]).toMatchObject({ text: 'Code Mbolo : 771204' });
  });
});

describe('outbox retention', () => {
  it('deletes delivered messages after a day and every message after a week', async () => {
    const now = new Date();
    const em = t.em();
    const row = (label: string, createdAgo: number, sentAgo: number | null) =>
      em.create(OutboxMessage, {
        channel: 'email',
        to: `${label}@retention.test`,
        subject: label,
        text: label,
        transport: sentAgo === null ? 'outbox' : 'smtp',
        attempts: 0,
        sentAt: sentAgo === null ? null : new Date(now.getTime() - sentAgo),
        createdAt: new Date(now.getTime() - createdAgo),
      });
    const rows = [
      row('fresh', HOUR, null),
      row('six-days', 6 * DAY, null),
      row('eight-days', 8 * DAY, null),
      row('sent-hour', 2 * HOUR, HOUR),
      row('sent-two-days', 2 * DAY, 2 * DAY - HOUR),
    ];
    await em.flush();
    // createdAt is stamped at insert: set the ages the test needs
    for (const r of rows) {
      await t.em().nativeUpdate(OutboxMessage, r.id, { createdAt: r.createdAt });
    }

    const removed = await t.app.get(OutboxRetention).purge(now);
    expect(removed).toBeGreaterThanOrEqual(2);
    const left = (await t.em().find(OutboxMessage, { to: { $like: '%@retention.test' } })).map((m) => m.subject).sort();
    expect(left).toEqual(['fresh', 'sent-hour', 'six-days']);
  });
});
