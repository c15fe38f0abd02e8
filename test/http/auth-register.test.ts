import request from 'supertest';
import { OutboxMessage } from '../../src/infra/mail/outbox-message.entity.js';
import { RateLimit } from '../../src/infra/rate-limit/rate-limit.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { Country } from '../../src/modules/geo/country.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, lastOutbox } from '../support/auth.js';

let t: TestApp;
let gabonId: number;
beforeAll(async () => {
  t = await startTestApp();
  gabonId = (await t.em().findOneOrFail(Country, { iso2: 'GA' })).id;
});
afterAll(() => t?.close());
// every registration counts against the client's quota: each test starts with a fresh one
afterEach(async () => {
  await t.em().nativeDelete(RateLimit, {});
});

const base = () => ({
  role: 'Particulier',
  first_name: ' Léa ',
  last_name: 'Mouele',
  email: 'Lea.Mouele@Example.ga',
  phone: '+24177123456',
  country_id: gabonId,
  password: 'MotDePasse2026',
  password_confirmation: 'MotDePasse2026',
  terms_accepted: true,
  adult_confirmed: true,
});

describe('registration → verification → login → me → logout', () => {
  it('runs the whole flow through the outbox link', async () => {
    const reg = await request(t.http).post('/api/auth/register').send(base()).expect(201);
    expect(reg.body).toMatchObject({
      success: true,
      verification_type: 'email_link',
      verification_sent_to: 'lea.mouele@example.ga',
      requires_verification: true,
    });
    expect(reg.body.access_token).toBeUndefined();
    expect(reg.body.user).toBeUndefined();

    const mail = await lastOutbox(t, 'lea.mouele@example.ga');
    expect(mail.subject).toBe('Confirmez votre adresse e-mail Mbolo');
    const token = /verify-email#token=([\w-]+)/.exec(mail.text)![1]!;

    const login1 = await request(t.http)
      .post('/api/auth/login')
      .send({ email: 'lea.mouele@example.ga', password: 'MotDePasse2026' })
      .expect(200);
    expect(login1.body.user.is_email_verified).toBe(false);

    const verified = await request(t.http).post('/api/auth/verify-email').send({ token }).expect(200);
    expect(verified.body).toMatchObject({ success: true, already_verified: false });
    const again = await request(t.http).post('/api/auth/verify-email').send({ token }).expect(200);
    expect(again.body.already_verified).toBe(true);

    const login = await request(t.http)
      .post('/api/auth/login')
      .send({ email: 'LEA.mouele@example.ga', password: 'MotDePasse2026' })
      .expect(200);
    expect(login.body).toMatchObject({
      success: true,
      token_type: 'Bearer',
      user: {
        email: 'lea.mouele@example.ga',
        roles: ['Particulier'],
        is_email_verified: true,
        default_landing: '/customer',
      },
    });
    expect(login.headers['set-cookie']?.[0]).toMatch(/^mbolo_session=.+HttpOnly.*SameSite=Lax/i);

    const me = await request(t.http).get('/api/auth/me').set(bearer(login.body.access_token)).expect(200);
    expect(me.body.data.user).toMatchObject({ first_name: 'Léa', phone: '+24177123456', country: { name: 'Gabon' } });

    await request(t.http).post('/api/auth/logout').set(bearer(login.body.access_token)).expect(200);
    const after = await request(t.http).get('/api/auth/me').set(bearer(login.body.access_token)).expect(401);
    expect(after.body.message).toBe('Votre session a expiré. Veuillez vous reconnecter.');
  });

  it('makes a seller registrant an individual seller', async () => {
    await request(t.http)
      .post('/api/auth/register')
      .send({ ...base(), role: 'Business', email: 'vendeur.new@example.ga', phone: '066123456' })
      .expect(201);
    const user = await t.em().findOneOrFail(User, { email: 'vendeur.new@example.ga' }, { populate: ['roles'] });
    expect(user.roles.getItems().map((r) => r.name)).toEqual(['Business Individual']);
    expect(user.phone).toBe('+24166123456');
  });
});

describe('registration rules (spec 1 §5), all checked together', () => {
  it('reports every invalid field at once with the spec messages and stores nothing', async () => {
    const before = await t.em().count(User);
    const res = await request(t.http)
      .post('/api/auth/register')
      .send({
        role: 'Particulier',
        first_name: ' ',
        last_name: '',
        email: 'pas-un-email',
        phone: '12',
        password: 'court',
        password_confirmation: 'autre',
        terms_accepted: false,
        adult_confirmed: false,
      })
      .expect(422);
    expect(res.body.errors).toMatchObject({
      first_name: ['Le prénom est requis'],
      last_name: ['Le nom est requis'],
      email: ["Format d'email invalide"],
      phone: ['Format de téléphone invalide'],
      country_id: ['Le pays est requis'],
      password: ['Le mot de passe doit contenir au moins 8 caractères'],
      password_confirmation: ['Les mots de passe ne correspondent pas'],
      terms_accepted: ["Vous devez accepter les conditions d'utilisation"],
      adult_confirmed: ['Vous devez confirmer avoir 18 ans ou plus'],
    });
    expect(await t.em().count(User)).toBe(before);
  });

  it.each([
    ['email', { email: '' }, "L'email est requis"],
    ['phone', { phone: '' }, 'Le numéro de téléphone est requis'],
    ['phone', { phone: '+24112' }, 'Format de téléphone invalide'],
    ['country_id', { country_id: 99999 }, 'Le pays est requis'],
  ])('rejects %s: %j', async (field, patch, message) => {
    const res = await request(t.http)
      .post('/api/auth/register')
      .send({ ...base(), ...patch })
      .expect(422);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('answers a taken e-mail (any case) or phone exactly like a free one, creates nothing and tells the owner', async () => {
    const first = await request(t.http)
      .post('/api/auth/register')
      .send({ ...base(), email: 'dup@example.ga', phone: '+24174999001' })
      .expect(201);
    const owner = await t.em().findOneOrFail(User, { email: 'dup@example.ga' });
    const users = await t.em().count(User);
    const mails = await t.em().count(OutboxMessage);

    const again = await request(t.http)
      .post('/api/auth/register')
      .send({
        ...base(),
        first_name: 'Intrus',
        email: ' DUP@example.ga',
        phone: '074999001',
        password: 'AutreMotDePasse1',
        password_confirmation: 'AutreMotDePasse1',
      })
      .expect(201);
    expect(again.body).toEqual(first.body);
    expect(await t.em().count(User)).toBe(users);
    // one notice to the owner (who holds both the address and the number), no verification link
    const sent = await t.em().find(OutboxMessage, { id: { $gt: 0 } }, { orderBy: { id: 'asc' }, offset: mails });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'dup@example.ga',
      subject: "Tentative d'inscription sur Mbolo avec vos coordonnées",
    });
    expect(sent[0]!.text).toContain('Aucun nouveau compte');
    expect(sent[0]!.text).not.toContain('verify-email');
    // the owner's password is untouched
    await request(t.http)
      .post('/api/auth/login')
      .send({ email: 'dup@example.ga', password: 'MotDePasse2026' })
      .expect(200);
    expect((await t.em().findOneOrFail(User, owner.id)).firstName).toBe('Léa');
  });

  it('tells the owner of a taken phone number, in English when asked', async () => {
    await request(t.http)
      .post('/api/auth/register')
      .send({ ...base(), email: 'phone.owner@example.ga', phone: '+24174999003' })
      .expect(201);
    const users = await t.em().count(User);
    const res = await request(t.http)
      .post('/api/auth/register')
      .set('Accept-Language', 'en')
      .send({ ...base(), email: 'someone.else@example.ga', phone: '074999003' })
      .expect(201);
    expect(res.body.verification_sent_to).toBe('someone.else@example.ga');
    expect(await t.em().count(User)).toBe(users);
    const [notice] = await t
      .em()
      .find(OutboxMessage, { to: 'phone.owner@example.ga' }, { orderBy: { id: 'desc' }, limit: 1 });
    expect(notice!.subject).toBe('Someone tried to sign up to Mbolo with your details');
    expect(notice!.text).toContain('+24174999003');
    expect(await t.em().count(OutboxMessage, { to: 'someone.else@example.ga' })).toBe(0);
  });

  it('takes LIKE wildcards literally: dup_@… is another address than dupe@…', async () => {
    await request(t.http)
      .post('/api/auth/register')
      .send({ ...base(), email: 'dupe@example.ga', phone: '+24174999004' })
      .expect(201);
    await request(t.http)
      .post('/api/auth/register')
      .send({ ...base(), email: 'dup_@example.ga', phone: '+24174999005' })
      .expect(201);
    expect(await t.em().count(User, { email: { $in: ['dupe@example.ga', 'dup_@example.ga'] } })).toBe(2);
    expect(await t.em().count(OutboxMessage, { to: 'dupe@example.ga', subject: { $like: 'Tentative%' } })).toBe(0);
  });

  it('accepts a password of 128 characters with spaces and refuses 129 (one rule with login and reset)', async () => {
    const long = `${'mot de passe '.repeat(9)}${'x'.repeat(11)}`;
    expect(long).toHaveLength(128);
    await request(t.http)
      .post('/api/auth/register')
      .send({
        ...base(),
        email: 'long.password@example.ga',
        phone: '+24174999007',
        password: long,
        password_confirmation: long,
      })
      .expect(201);
    await request(t.http)
      .post('/api/auth/login')
      .send({ email: 'long.password@example.ga', password: long })
      .expect(200);
    const res = await request(t.http)
      .post('/api/auth/register')
      .send({
        ...base(),
        email: 'too.long@example.ga',
        phone: '+24174999008',
        password: `${long}x`,
        password_confirmation: `${long}x`,
      })
      .expect(422);
    expect(res.body.errors.password).toEqual(['Le mot de passe est trop long (max 128 caractères)']);
  });

  it('refuses roles other than Particulier and Business', async () => {
    const res = await request(t.http)
      .post('/api/auth/register')
      .send({ ...base(), role: 'Admin', email: 'x@example.ga' })
      .expect(422);
    expect(res.body.errors.role).toEqual(['Type de compte invalide']);
  });
});

describe('verification links', () => {
  it('rejects forged tokens with 400', async () => {
    const res = await request(t.http).post('/api/auth/verify-email').send({ token: 'forged-token-123' }).expect(400);
    expect(res.body.message).toBe('Lien de vérification invalide ou expiré');
    // the token is never taken from a URL (logs, proxies, Referer)
    await request(t.http).get('/api/auth/verify-email/forged-token-123').expect(404);
    const empty = await request(t.http).post('/api/auth/verify-email').send({}).expect(422);
    expect(empty.body.errors.token).toEqual(['Lien de vérification invalide ou expiré']);
  });

  it('resends a link once a minute, saying the same for unknown addresses', async () => {
    await request(t.http)
      .post('/api/auth/register')
      .send({ ...base(), email: 'resend@example.ga', phone: '+24174999002' })
      .expect(201);
    const ok = await request(t.http)
      .post('/api/auth/resend-verification')
      .send({ email: 'resend@example.ga' })
      .expect(200);
    expect(ok.body.message).toBe('Email de vérification envoyé ! Consultez votre boîte email.');
    await request(t.http).post('/api/auth/resend-verification').send({ email: 'resend@example.ga' }).expect(429);
    const unknown = await request(t.http)
      .post('/api/auth/resend-verification')
      .send({ email: 'nobody@example.ga' })
      .expect(200);
    expect(unknown.body.message).toBe(ok.body.message);
  });
});

describe('registration quotas', () => {
  it('allows 10 registrations an hour from one IP, then answers 429 in French', async () => {
    for (let i = 0; i < 10; i++) {
      await request(t.http)
        .post('/api/auth/register')
        .send({ ...base(), email: `quota${i}@example.ga`, phone: `+2417498800${i}` })
        .expect(201);
    }
    const res = await request(t.http)
      .post('/api/auth/register')
      .send({ ...base(), email: 'quota10@example.ga', phone: '+24174988010' })
      .expect(429);
    expect(res.body).toMatchObject({ success: false, error_code: 'too_many_requests' });
    expect(res.body.message).toMatch(
      /^Trop de tentatives d'inscription\. Veuillez patienter \d+ minutes avant de réessayer\.$/,
    );
    expect(await t.em().count(User, { email: 'quota10@example.ga' })).toBe(0);
  });

  it('allows 3 attempts an hour per address, so nobody can flood its owner with notices', async () => {
    for (let i = 0; i < 3; i++) {
      await request(t.http)
        .post('/api/auth/register')
        .send({ ...base(), email: 'flood@example.ga', phone: `+2417497700${i}` })
        .expect(201);
    }
    await request(t.http)
      .post('/api/auth/register')
      .send({ ...base(), email: 'FLOOD@example.ga', phone: '+24174977009' })
      .expect(429);
    expect(await t.em().count(OutboxMessage, { to: 'flood@example.ga' })).toBe(3); // the verification link, then two notices
  });
});
