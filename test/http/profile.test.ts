import request from 'supertest';
import { Country } from '../../src/modules/geo/country.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, lastOutbox } from '../support/auth.js';
import { signedInNewUser } from '../support/signed-in.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';

let t: TestApp;
let gabonId: number;
let cameroonId: number;
beforeAll(async () => {
  t = await startTestApp();
  gabonId = (await t.em().findOneOrFail(Country, { iso2: 'GA' })).id;
  cameroonId = (await t.em().findOneOrFail(Country, { iso2: 'CM' })).id;
});
afterAll(() => t?.close());

const signedIn = (overrides?: Parameters<typeof createUser>[1]) => signedInNewUser(t, overrides);

const reload = (id: number) => t.em().findOneOrFail(User, id, { populate: ['roles', 'country'] });

const fullProfile = (user: User) => ({
  first_name: 'Aïcha',
  last_name: 'Nzé Obame',
  email: user.email,
  phone: '077 12 34 99',
  birth_date: '1990-05-17',
  gender: 'female',
  address: '12 rue des Manguiers',
  city: 'Libreville',
  postal_code: 'BP 1234',
  country_id: gabonId,
  // asked again because the phone (and in some tests the e-mail) changes
  current_password: FACTORY_PASSWORD,
});

describe('GET /api/user/profile', () => {
  it('answers the signed-in user', async () => {
    const { user, token } = await signedIn({ firstName: 'Paul' });
    const res = await request(t.http).get('/api/user/profile').set(bearer(token)).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      data: {
        user: {
          id: user.id,
          first_name: 'Paul',
          email: user.email,
          roles: ['Particulier'],
          country: { name: 'Gabon' },
          two_factor_enabled: false,
        },
      },
    });
  });

  it('needs a session', async () => {
    await request(t.http).get('/api/user/profile').expect(401);
    await request(t.http).put('/api/user/profile').send({}).expect(401);
  });
});

describe('PUT /api/user/profile', () => {
  it('updates personal and address fields, normalising the phone', async () => {
    const { user, token } = await signedIn();
    const res = await request(t.http).put('/api/user/profile').set(bearer(token)).send(fullProfile(user)).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Profil mis à jour avec succès',
      data: {
        email_verification_sent: false,
        user: {
          first_name: 'Aïcha',
          last_name: 'Nzé Obame',
          phone: '+24177123499',
          birth_date: '1990-05-17',
          gender: 'female',
          address: '12 rue des Manguiers',
          city: 'Libreville',
          postal_code: 'BP 1234',
          country_id: gabonId,
          is_email_verified: true,
        },
      },
    });
    const saved = await reload(user.id);
    expect(saved).toMatchObject({ firstName: 'Aïcha', phone: '+24177123499', city: 'Libreville', gender: 'female' });
    expect(saved.emailVerifiedAt).not.toBeNull();

    // omitted optional fields are kept, blank ones cleared
    const partial = await request(t.http)
      .put('/api/user/profile')
      .set(bearer(token))
      .send({ first_name: 'Aïcha', last_name: 'Nzé', email: user.email, address: '' })
      .expect(200);
    expect(partial.body.data.user).toMatchObject({
      last_name: 'Nzé',
      address: null,
      city: 'Libreville',
      phone: '+24177123499',
    });
  });

  it('reports the spec messages for the required fields, all at once', async () => {
    const { user, token } = await signedIn();
    const res = await request(t.http)
      .put('/api/user/profile')
      .set(bearer(token))
      .send({ first_name: ' ', last_name: '', email: '', birth_date: '2999-01-01', gender: 'robot', phone: '12' })
      .expect(422);
    expect(res.body.errors).toEqual({
      first_name: ['Le prénom est requis'],
      last_name: ['Le nom de famille est requis'],
      email: ["L'email est requis"],
      birth_date: ['La date de naissance doit être dans le passé'],
      gender: ['Genre invalide (homme, femme ou autre)'],
      phone: ['Format de téléphone invalide'],
    });
    const bad = await request(t.http)
      .put('/api/user/profile')
      .set(bearer(token))
      .send({ ...fullProfile(user), email: 'pas-un-email', birth_date: '1990-02-30' })
      .expect(422);
    expect(bad.body.errors).toEqual({
      email: ["Format d'email invalide"],
      birth_date: ['Date de naissance invalide (format AAAA-MM-JJ)'],
    });
    expect((await reload(user.id)).firstName).toBe('Test');
  });

  it('accepts a birth date less than 18 years ago', async () => {
    const { user, token } = await signedIn();
    const recent = new Date(Date.now() - 5 * 365 * 86_400_000).toISOString().slice(0, 10);
    const res = await request(t.http)
      .put('/api/user/profile')
      .set(bearer(token))
      .send({ ...fullProfile(user), phone: null, birth_date: recent })
      .expect(200);
    expect(res.body.data.user).toMatchObject({ birth_date: recent, phone: null });
  });

  it('refuses to change the country after registration, changing nothing', async () => {
    const { user, token } = await signedIn();
    const res = await request(t.http)
      .put('/api/user/profile')
      .set(bearer(token))
      .send({ ...fullProfile(user), phone: null, country_id: cameroonId })
      .expect(422);
    expect(res.body.message).toBe("Le pays ne peut pas être modifié après l'inscription");
    expect(res.body.errors).toEqual({ country_id: ["Le pays ne peut pas être modifié après l'inscription"] });
    const saved = await reload(user.id);
    expect(saved.country?.id).toBe(gabonId);
    expect(saved.firstName).toBe('Test');
  });

  it('refuses an e-mail (any case) or phone used by someone else', async () => {
    const other = await createUser(t.em(), { email: 'deja.pris@mbolo.test', phone: '+24166000111' });
    const { user, token } = await signedIn();
    const res = await request(t.http)
      .put('/api/user/profile')
      .set(bearer(token))
      .send({ ...fullProfile(user), email: 'DEJA.Pris@mbolo.test', phone: '066000111' })
      .expect(422);
    expect(res.body.errors).toEqual({
      email: ['Cette adresse email est déjà utilisée'],
      phone: ['Ce numéro de téléphone est déjà utilisé'],
    });
    expect((await reload(user.id)).email).toBe(user.email);
    expect((await reload(other.id)).email).toBe('deja.pris@mbolo.test');
  });

  it('treats _ and % in e-mails literally when checking uniqueness', async () => {
    await createUser(t.em(), { email: 'jeanzy@mbolo.test', phone: null });
    const { user, token } = await signedIn();
    const res = await request(t.http)
      .put('/api/user/profile')
      .set(bearer(token))
      .send({ ...fullProfile(user), phone: null, email: 'jean_y@mbolo.test' })
      .expect(200);
    expect(res.body.data.user.email).toBe('jean_y@mbolo.test');
  });

  it('changing the e-mail clears its verification and sends a new link to the new address', async () => {
    const { user, token } = await signedIn();
    const res = await request(t.http)
      .put('/api/user/profile')
      .set(bearer(token))
      .send({ ...fullProfile(user), phone: null, email: 'Nouvelle.Adresse@Mbolo.test' })
      .expect(200);
    expect(res.body.data.email_verification_sent).toBe(true);
    expect(res.body.data.user).toMatchObject({
      email: 'nouvelle.adresse@mbolo.test',
      is_email_verified: false,
      verified_at: null,
    });
    expect(res.body.message).toContain('nouvelle.adresse@mbolo.test');
    expect((await reload(user.id)).emailVerifiedAt).toBeNull();

    const mail = await lastOutbox(t, 'nouvelle.adresse@mbolo.test');
    expect(mail.subject).toBe('Confirmez votre adresse e-mail Mbolo');
    const link = /verify-email#token=([\w-]+)/.exec(mail.text)![1]!;
    await request(t.http).post('/api/auth/verify-email').send({ token: link }).expect(200);
    expect((await reload(user.id)).emailVerifiedAt).not.toBeNull();

    // the same e-mail again (other case) is not a change
    const same = await request(t.http)
      .put('/api/user/profile')
      .set(bearer(token))
      .send({ ...fullProfile(user), phone: null, email: 'NOUVELLE.adresse@mbolo.test' })
      .expect(200);
    expect(same.body.data).toMatchObject({ email_verification_sent: false, user: { is_email_verified: true } });
  });
});

describe('POST /api/user/become-seller', () => {
  it('gives a customer the individual seller role as well, once', async () => {
    const { user, token } = await signedIn();
    const res = await request(t.http)
      .post('/api/user/become-seller')
      .set(bearer(token))
      .send({ seller_type: 'individual' })
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Votre statut vendeur est activé ! Vous pouvez maintenant vendre vos produits.',
    });
    expect(res.body.data.user.roles.sort()).toEqual(['Business Individual', 'Particulier']);
    expect(res.body.data.user.default_landing).toBe('/merchant/simple-dashboard');
    const me = await request(t.http).get('/api/user/profile').set(bearer(token)).expect(200);
    expect(me.body.data.user.roles.sort()).toEqual(['Business Individual', 'Particulier']);
    expect(
      (await reload(user.id)).roles
        .getItems()
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Business Individual', 'Particulier']);

    const again = await request(t.http)
      .post('/api/user/become-seller')
      .set(bearer(token))
      .send({ seller_type: 'individual' })
      .expect(409);
    expect(again.body.message).toBe('Votre compte a déjà le statut vendeur');
  });

  it('refuses sellers (409), managers (403) and other seller types (422)', async () => {
    const seller = await signedIn({ roles: ['Business Enterprise'] });
    await request(t.http)
      .post('/api/user/become-seller')
      .set(bearer(seller.token))
      .send({ seller_type: 'individual' })
      .expect(409);
    const admin = await signedIn({ roles: ['Admin'] });
    await request(t.http)
      .post('/api/user/become-seller')
      .set(bearer(admin.token))
      .send({ seller_type: 'individual' })
      .expect(403);
    const agentCustomer = await signedIn({ roles: ['Agent', 'Particulier'] });
    const res = await request(t.http)
      .post('/api/user/become-seller')
      .set(bearer(agentCustomer.token))
      .send({ seller_type: 'individual' })
      .expect(403);
    expect(res.body.message).toBe("Les comptes d'administration ne peuvent pas devenir vendeurs");
    const customer = await signedIn();
    const bad = await request(t.http)
      .post('/api/user/become-seller')
      .set(bearer(customer.token))
      .send({ seller_type: 'enterprise' })
      .expect(422);
    expect(bad.body.errors).toEqual({ seller_type: ['Type de vendeur invalide'] });
    expect((await reload(admin.user.id)).roles.getItems().map((r) => r.name)).toEqual(['Admin']);
  });
});
