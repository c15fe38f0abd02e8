import request from 'supertest';
import { OutboxMessage } from '../../src/infra/mail/outbox-message.entity.js';
import { ContactMessage } from '../../src/modules/contact/contact-message.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ supportEmail: 'aide@mbolo.test' });
});
afterAll(() => t?.close());

const valid = {
  name: '  Aïcha Mba ',
  email: 'Aicha@Example.ga',
  phone: '+241 74 01 02 03',
  subject: 'tombola',
  message: 'Bonjour, quand aura lieu le tirage de la tombola du téléviseur ?',
  agree: true,
};

describe('POST /api/contact', () => {
  it('stores the message and e-mails it to support through the outbox', async () => {
    const res = await request(t.http).post('/api/contact').send(valid).expect(201);
    expect(res.body).toMatchObject({
      success: true,
      message: expect.stringContaining('envoyé'),
      data: { id: expect.any(Number) },
    });

    const stored = await t.em().findOneOrFail(ContactMessage, res.body.data.id);
    expect(stored).toMatchObject({
      name: 'Aïcha Mba',
      email: 'aicha@example.ga',
      subject: 'tombola',
      phone: '+241 74 01 02 03',
    });

    const mails = await t.em().find(OutboxMessage, { to: 'aide@mbolo.test' });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', replyTo: 'Aicha@Example.ga'.trim(), transport: 'outbox' });
    expect(mails[0]!.subject).toContain('Tombola');
    expect(mails[0]!.text).toContain('quand aura lieu le tirage');

    const outbox = await request(t.http).get('/api/dev/outbox').expect(200);
    expect(outbox.body.data[0]).toMatchObject({ to: 'aide@mbolo.test', subject: mails[0]!.subject, channel: 'email' });
    expect(outbox.body.data[0]).toHaveProperty('created_at');
    expect(outbox.body.data[0]).toHaveProperty('html');
  });

  it('escapes HTML the sender typed', async () => {
    await request(t.http)
      .post('/api/contact')
      .send({ ...valid, name: '<img src=x onerror=alert(1)>', message: '<script>alert(1)</script> bonjour' })
      .expect(201);
    const [latest] = await t.em().find(OutboxMessage, {}, { orderBy: { id: 'desc' }, limit: 1 });
    expect(latest!.html).not.toContain('<script>');
    expect(latest!.html).not.toContain('<img');
    expect(latest!.html).toContain('&lt;script&gt;');
  });

  it.each([
    ['name', { name: '' }, 'Le nom est requis'],
    ['name', { name: 'A' }, 'Le nom doit contenir au moins 2 caractères'],
    ['email', { email: '' }, "L'email est requis"],
    ['email', { email: 'pas-un-email' }, "Format d'email invalide"],
    ['subject', { subject: '' }, 'Veuillez sélectionner un sujet'],
    ['subject', { subject: 'lottery' }, 'Veuillez sélectionner un sujet'],
    ['message', { message: '' }, 'Le message est requis'],
    ['message', { message: 'Court' }, 'Le message doit contenir au moins 10 caractères'],
    ['agree', { agree: false }, 'Vous devez accepter le traitement de vos données pour envoyer ce message'],
    ['phone', { phone: 'abc' }, 'Format de téléphone invalide'],
  ])('rejects an invalid %s with the spec message and stores nothing', async (field, patch, message) => {
    const before = await t.em().count(ContactMessage);
    const outboxBefore = await t.em().count(OutboxMessage);
    const res = await request(t.http)
      .post('/api/contact')
      .send({ ...valid, ...patch })
      .expect(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect(await t.em().count(ContactMessage)).toBe(before);
    expect(await t.em().count(OutboxMessage)).toBe(outboxBefore);
  });

  it('rejects a missing field', async () => {
    const { subject: _s, ...rest } = valid;
    const res = await request(t.http).post('/api/contact').send(rest).expect(422);
    expect(res.body.errors.subject).toEqual(['Veuillez sélectionner un sujet']);
  });
});
