import request from 'supertest';
import { Session } from '../../src/modules/auth/session.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { createProduct } from '../factories/catalogue.js';
import { createPaidDirectOrder } from '../factories/orders.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, lastOutbox, loginToken } from '../support/auth.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const users: Record<string, User> = {};
let aichaPurchase: Awaited<ReturnType<typeof createPaidDirectOrder>>;

const get = (who: string, path: string) => request(t.http).get(path).set(bearer(tokens[who]!));
const toggle = (who: string, id: number) =>
  request(t.http).post(`/api/admin/users/${id}/toggle-status`).set(bearer(tokens[who]!));
const namesOf = (res: request.Response) => (res.body.data.users as { email: string }[]).map((u) => u.email);

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  users.superAdmin = await createUser(em, {
    roles: ['Super Admin'],
    firstName: 'Sonia',
    lastName: 'Ndong',
    email: 'sonia.super@mbolo.test',
  });
  users.admin = await createUser(em, {
    roles: ['Admin'],
    firstName: 'Arnaud',
    lastName: 'Mba',
    email: 'arnaud.admin@mbolo.test',
  });
  users.admin2 = await createUser(em, {
    roles: ['Admin'],
    firstName: 'Alice',
    lastName: 'Moussavou',
    email: 'alice.admin@mbolo.test',
  });
  users.agent = await createUser(em, {
    roles: ['Agent'],
    firstName: 'Gildas',
    lastName: 'Obame',
    email: 'gildas.agent@mbolo.test',
  });
  users.merchant = await createUser(em, {
    roles: ['Business Enterprise'],
    firstName: 'Marc',
    lastName: 'Ekomi',
    email: 'marc.vendeur@mbolo.test',
    companyName: 'Okoumé SARL',
  });
  users.aicha = await createUser(em, {
    firstName: 'Aïcha',
    lastName: 'Nguema',
    email: 'aicha.nguema@example.ga',
    phone: '+24174112233',
  });
  users.paul = await createUser(em, {
    firstName: 'Paul',
    lastName: 'Obiang',
    email: 'paul.obiang@example.ga',
    phone: '+24106031234',
    verified: false,
    status: 'suspended',
  });
  const radio = await createProduct(em, { merchant: users.merchant, name: 'Radio solaire', price: 12_000, stock: 50 });
  await createProduct(em, { merchant: users.merchant, name: 'Lampe', price: 5_000, stock: 5 });
  aichaPurchase = await createPaidDirectOrder(em, await em.findOneOrFail(User, users.aicha.id), radio, { quantity: 3 });
  for (const who of ['superAdmin', 'admin', 'agent', 'merchant', 'aicha'])
    tokens[who] = await loginToken(t, users[who]!.email);
});
afterAll(() => t?.close());

describe('GET /api/admin/users: access', () => {
  it('is for holders of users.view (reading) and users.manage (changing)', async () => {
    await request(t.http).get('/api/admin/users').expect(401);
    for (const who of ['aicha', 'merchant']) {
      await get(who, '/api/admin/users').expect(403);
      await get(who, '/api/admin/users/admin-roles').expect(403);
      await toggle(who, users.paul!.id).expect(403);
    }
    // the support agent reads accounts but changes none
    await get('agent', '/api/admin/users').expect(200);
    await get('agent', `/api/admin/users/${users.paul!.id}`).expect(200);
    const refused = await toggle('agent', users.paul!.id).expect(403);
    expect(refused.body.message).toBe("Vous n'avez pas l'autorisation d'effectuer cette action.");
  });
});

describe('GET /api/admin/users', () => {
  it('lists newest first, 20 a page, with the spec’s fields and the roles to filter by', async () => {
    const res = await get('admin', '/api/admin/users').expect(200);
    expect(res.body.success).toBe(true);
    const { pagination, users: rows, available_roles } = res.body.data;
    expect(pagination).toMatchObject({ current_page: 1, per_page: 20 });
    expect(pagination.total).toBeGreaterThanOrEqual(7);
    expect(rows[0].email).toBe('paul.obiang@example.ga');
    expect(rows[0]).toMatchObject({
      primary_role: 'Particulier',
      primary_role_label: 'Client',
      is_active: false,
      verified_at: null,
      roles: ['Particulier'],
    });
    expect(available_roles).toHaveLength(8);
    expect(available_roles[0]).toEqual({ value: 'Super Admin', label: 'Super Administrateur' });
    const marc = rows.find((r: { email: string }) => r.email === 'marc.vendeur@mbolo.test');
    expect(marc).toMatchObject({
      primary_role: 'Business Enterprise',
      primary_role_label: 'Marchand Entreprise',
      business_name: 'Okoumé SARL',
      products_count: 2,
      sales_count: 3,
      is_active: true,
    });
    expect(typeof marc.verified_at).toBe('string');
    for (const key of [
      'first_name',
      'last_name',
      'phone',
      'created_at',
      'city',
      'address',
      'date_of_birth',
      'gender',
      'bio',
      'country_id',
      'email_notifications',
      'sms_notifications',
      'push_notifications',
    ]) {
      expect(marc).toHaveProperty(key);
    }
  });

  it('pages by per_page and page', async () => {
    const all = (await get('admin', '/api/admin/users?per_page=3').expect(200)).body.data;
    expect(all.users).toHaveLength(3);
    expect(all.pagination.last_page).toBe(Math.ceil(all.pagination.total / 3));
    const second = (await get('admin', '/api/admin/users?per_page=3&page=2').expect(200)).body.data;
    expect(second.pagination.current_page).toBe(2);
    expect(namesOf({ body: { data: second } } as request.Response)).not.toContain(all.users[0].email);
  });

  it('searches name, e-mail and phone (a number typed nationally too), and filters role, status and screen', async () => {
    expect(
      namesOf(await get('admin', `/api/admin/users?search=${encodeURIComponent('Aïcha Ngu')}`).expect(200)),
    ).toEqual(['aicha.nguema@example.ga']);
    expect(namesOf(await get('admin', '/api/admin/users?search=PAUL.obiang@').expect(200))).toEqual([
      'paul.obiang@example.ga',
    ]);
    expect(namesOf(await get('admin', '/api/admin/users?search=074112233').expect(200))).toEqual([
      'aicha.nguema@example.ga',
    ]);
    expect(namesOf(await get('admin', '/api/admin/users?search=0741122').expect(200))).toEqual([
      'aicha.nguema@example.ga',
    ]);
    expect(
      namesOf(await get('admin', `/api/admin/users?search=${encodeURIComponent('+241 06 03 12 34')}`).expect(200)),
    ).toEqual(['paul.obiang@example.ga']);
    expect(namesOf(await get('admin', '/api/admin/users?status=inactive').expect(200))).toEqual([
      'paul.obiang@example.ga',
    ]);
    expect(namesOf(await get('admin', '/api/admin/users?role=Admin').expect(200)).sort()).toEqual([
      'alice.admin@mbolo.test',
      'arnaud.admin@mbolo.test',
    ]);
    const admins = await get('admin', '/api/admin/users?scope=admins').expect(200);
    expect(namesOf(admins).sort()).toEqual([
      'alice.admin@mbolo.test',
      'arnaud.admin@mbolo.test',
      'gildas.agent@mbolo.test',
      'sonia.super@mbolo.test',
    ]);
    expect(admins.body.data.available_roles.map((r: { value: string }) => r.value)).toEqual([
      'Super Admin',
      'Admin',
      'Agent',
      'Agent Back Office',
    ]);
    expect(namesOf(await get('admin', '/api/admin/users?scope=vendors').expect(200))).toEqual([
      'marc.vendeur@mbolo.test',
    ]);
    const customers = namesOf(await get('admin', '/api/admin/users?scope=customers&status=active').expect(200));
    expect(customers).toContain('aicha.nguema@example.ga');
    expect(customers).not.toContain('paul.obiang@example.ga');
    // empty filters are ignored; unknown ones refused in French
    expect(
      (await get('admin', '/api/admin/users?search=&role=&status=').expect(200)).body.data.pagination.total,
    ).toBeGreaterThanOrEqual(7);
    const bad = await get('admin', '/api/admin/users?status=deleted').expect(422);
    expect(JSON.stringify(bad.body)).toContain('Statut inconnu');
  });

  it('tells which rows this admin may toggle (spec 3 §6)', async () => {
    const canToggle = async (who: string) =>
      Object.fromEntries(
        (await get(who, '/api/admin/users?scope=admins').expect(200)).body.data.users.map(
          (u: { email: string; can_toggle: boolean }) => [u.email, u.can_toggle],
        ),
      );
    expect(await canToggle('admin')).toEqual({
      'sonia.super@mbolo.test': false,
      'arnaud.admin@mbolo.test': false,
      'alice.admin@mbolo.test': false,
      'gildas.agent@mbolo.test': true,
    });
    expect(await canToggle('superAdmin')).toEqual({
      'sonia.super@mbolo.test': false,
      'arnaud.admin@mbolo.test': true,
      'alice.admin@mbolo.test': true,
      'gildas.agent@mbolo.test': true,
    });
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('gives the account and the drawer summary: orders, tickets, payments, refunds and live sessions', async () => {
    const res = await get('admin', `/api/admin/users/${users.aicha!.id}`).expect(200);
    expect(res.body.success).toBe(true);
    const { user, orders, tickets, payments, refunds, sessions } = res.body.data;
    expect(user).toMatchObject({
      id: users.aicha!.id,
      email: 'aicha.nguema@example.ga',
      name: 'Aïcha Nguema',
      primary_role: 'Particulier',
      is_active: true,
      can_edit: true,
    });
    expect(orders.count).toBe(1);
    expect(orders.latest).toEqual([
      {
        id: aichaPurchase.order.id,
        order_number: aichaPurchase.order.orderNumber,
        type: 'product_purchase',
        status: 'paid',
        amount: 36_000,
        created_at: expect.any(String),
      },
    ]);
    expect(payments.count).toBe(1);
    expect(payments.latest).toEqual([
      {
        id: aichaPurchase.payment.id,
        reference: aichaPurchase.payment.reference,
        amount: 36_000,
        status: 'paid',
        created_at: expect.any(String),
      },
    ]);
    expect(tickets).toEqual({ count: 0, latest: [] });
    expect(refunds).toEqual({ count: 0, latest: [] });
    // her sign-in of beforeAll
    expect(sessions.count).toBeGreaterThanOrEqual(1);
    expect(Object.keys(sessions.latest[0]).sort()).toEqual(['created_at', 'device', 'id', 'ip', 'last_activity']);
    expect(sessions.latest[0]).toMatchObject({
      id: expect.any(String),
      device: expect.any(String),
      last_activity: expect.any(String),
      created_at: expect.any(String),
    });
  });

  it('answers 404 in French for an unknown id, and refuses customers and merchants', async () => {
    const missing = await get('admin', '/api/admin/users/999999999').expect(404);
    expect(missing.body.message).toBe('Utilisateur introuvable.');
    await request(t.http).get(`/api/admin/users/${users.aicha!.id}`).expect(401);
    await get('aicha', `/api/admin/users/${users.aicha!.id}`).expect(403);
    await get('merchant', `/api/admin/users/${users.aicha!.id}`).expect(403);
  });
});

describe('GET /api/admin/users/admin-roles', () => {
  it('offers the staff roles the admin may hand out', async () => {
    const sa = await get('superAdmin', '/api/admin/users/admin-roles').expect(200);
    expect(sa.body.data.roles.map((r: { value: string }) => r.value)).toEqual([
      'Super Admin',
      'Admin',
      'Agent',
      'Agent Back Office',
    ]);
    expect(sa.body.data.roles[2]).toMatchObject({
      value: 'Agent',
      label: 'Agent de Support',
      description: expect.any(String),
    });
    const a = await get('admin', '/api/admin/users/admin-roles').expect(200);
    expect(a.body.data.roles.map((r: { value: string }) => r.value)).toEqual(['Agent', 'Agent Back Office']);
  });
});

describe('POST /api/admin/users/{id}/toggle-status', () => {
  it('never toggles oneself', async () => {
    for (const who of ['admin', 'superAdmin']) {
      const res = await toggle(who, users[who]!.id).expect(422);
      expect(res.body).toMatchObject({ success: false, message: 'Vous ne pouvez pas modifier votre propre statut.' });
    }
  });

  it('refuses an Admin facing a Super Admin or an Admin, in French', async () => {
    for (const target of ['superAdmin', 'admin2']) {
      const res = await toggle('admin', users[target]!.id).expect(403);
      expect(res.body).toMatchObject({
        success: false,
        message: 'Seul un Super Administrateur peut activer ou désactiver un administrateur.',
      });
    }
    const fresh = await t.em().findOneOrFail(User, users.admin2!.id);
    expect(fresh.status).toBe('active');
    await toggle('admin', 999_999).expect(404);
  });

  it('deactivating ends the sessions at once and blocks the login; activating restores it', async () => {
    // Aïcha is signed in twice
    const second = await loginToken(t, users.aicha!.email);
    await request(t.http).get('/api/auth/me').set(bearer(tokens.aicha!)).expect(200);
    const off = await toggle('admin', users.aicha!.id).expect(200);
    expect(off.body).toEqual({
      success: true,
      message: 'Statut modifié',
      data: { user: { id: users.aicha!.id, is_active: false } },
    });
    for (const token of [tokens.aicha!, second])
      await request(t.http).get('/api/auth/me').set(bearer(token)).expect(401);
    expect(await t.em().count(Session, { user: users.aicha!.id, revokedAt: null })).toBe(0);
    const login = await request(t.http)
      .post('/api/auth/login')
      .send({ email: users.aicha!.email, password: FACTORY_PASSWORD })
      .expect(403);
    expect(login.body.message).toBe('Votre compte est temporairement suspendu. Contactez le support client.');
    expect(namesOf(await get('admin', '/api/admin/users?search=aicha.nguema').expect(200))).toEqual([
      'aicha.nguema@example.ga',
    ]);
    expect((await get('admin', '/api/admin/users?search=aicha.nguema').expect(200)).body.data.users[0].is_active).toBe(
      false,
    );

    const on = await toggle('admin', users.aicha!.id).expect(200);
    expect(on.body.data.user).toEqual({ id: users.aicha!.id, is_active: true });
    tokens.aicha = await loginToken(t, users.aicha!.email);
    await request(t.http).get('/api/auth/me').set(bearer(tokens.aicha)).expect(200);
  });

  it('lets a Super Admin toggle an Admin (who is then signed out)', async () => {
    const token = await loginToken(t, users.admin2!.email);
    await toggle('superAdmin', users.admin2!.id).expect(200);
    await request(t.http).get('/api/admin/users').set(bearer(token)).expect(401);
    await toggle('superAdmin', users.admin2!.id).expect(200);
    expect((await t.em().findOneOrFail(User, users.admin2!.id)).status).toBe('active');
  });

  it('lets an Admin toggle an agent and a merchant', async () => {
    for (const who of ['agent', 'merchant']) {
      await toggle('admin', users[who]!.id).expect(200);
      await toggle('admin', users[who]!.id).expect(200);
    }
  });
});

const create = (who: string, body: Record<string, unknown>) =>
  request(t.http).post('/api/admin/users').set(bearer(tokens[who]!)).send(body);
const edit = (who: string, id: number, body: Record<string, unknown>) =>
  request(t.http).put(`/api/admin/users/${id}`).set(bearer(tokens[who]!)).send(body);
const newcomer = {
  first_name: 'Nadia',
  last_name: 'Ondo',
  email: 'Nadia.Ondo@Mbolo.test',
  phone: '074 55 66 77',
  role: 'Agent',
  is_active: true,
};

describe('POST /api/admin/users', () => {
  it('creates a verified account with an e-mailed temporary password to change at first sign-in', async () => {
    const res = await create('admin', newcomer).expect(201);
    expect(res.body).toMatchObject({ success: true, message: 'Administrateur créé avec succès' });
    expect(res.body.data.user).toMatchObject({
      email: 'nadia.ondo@mbolo.test',
      phone: '+24174556677',
      primary_role: 'Agent',
      is_active: true,
    });
    expect(typeof res.body.data.user.verified_at).toBe('string');
    const stored = await t.em().findOneOrFail(User, res.body.data.user.id);
    expect(stored.mustChangePassword).toBe(true);

    const mail = await lastOutbox(t, 'nadia.ondo@mbolo.test');
    expect(mail.subject).toBe('Votre compte Mbolo a été créé');
    const password = /mot de passe temporaire :\n\n(\S+)/.exec(mail.text)?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);

    const login = await request(t.http)
      .post('/api/auth/login')
      .send({ email: 'nadia.ondo@mbolo.test', password })
      .expect(200);
    expect(login.body.must_change_password).toBe(true);
    expect(login.body.user.must_change_password).toBe(true);
    const token = login.body.access_token as string;
    // only me, logout and the password change until it is changed
    const me = await request(t.http).get('/api/auth/me').set(bearer(token)).expect(200);
    expect(me.body.data.user.must_change_password).toBe(true);
    const refused = await request(t.http).get('/api/user/preferences').set(bearer(token)).expect(403);
    expect(refused.body).toMatchObject({
      success: false,
      error_code: 'password_change_required',
      message: 'Changez votre mot de passe temporaire avant de continuer.',
    });
    await request(t.http).get('/api/notifications').set(bearer(token)).expect(403);

    await request(t.http)
      .put('/api/user/password')
      .set(bearer(token))
      .send({ current_password: password, password: 'Nouveau-Passe-2026', password_confirmation: 'Nouveau-Passe-2026' })
      .expect(200);
    expect((await t.em().findOneOrFail(User, stored.id)).mustChangePassword).toBe(false);
    const after = await request(t.http).get('/api/auth/me').set(bearer(token)).expect(200);
    expect(after.body.data.user.must_change_password).toBeUndefined();
    await request(t.http).get('/api/user/preferences').set(bearer(token)).expect(200);
    const again = await request(t.http)
      .post('/api/auth/login')
      .send({ email: 'nadia.ondo@mbolo.test', password: 'Nouveau-Passe-2026' })
      .expect(200);
    expect(again.body.must_change_password).toBeUndefined();
  });

  it('lets the temporary password sign in for 72 hours only, then points to the password reset', async () => {
    const res = await create('admin', {
      ...newcomer,
      first_name: 'Olga',
      email: 'olga.temp@mbolo.test',
      phone: '074 55 66 99',
    }).expect(201);
    const id = res.body.data.user.id as number;
    const left = (await t.em().findOneOrFail(User, id)).temporaryPasswordExpiresAt!.getTime() - Date.now();
    expect(left).toBeGreaterThan(72 * 3_600_000 - 60_000);
    expect(left).toBeLessThanOrEqual(72 * 3_600_000);
    const mail = await lastOutbox(t, 'olga.temp@mbolo.test');
    expect(mail.text).toContain('Il est valable 72 heures');
    const password = /mot de passe temporaire :\n\n(\S+)/.exec(mail.text)![1];
    const login = () => request(t.http).post('/api/auth/login').send({ email: 'olga.temp@mbolo.test', password });
    const expiresIn = (ms: number) =>
      t.em().nativeUpdate(User, { id }, { temporaryPasswordExpiresAt: new Date(Date.now() + ms) });

    await expiresIn(60_000);
    expect((await login().expect(200)).body.must_change_password).toBe(true);
    await expiresIn(-1_000);
    const refused = await login().expect(401);
    expect(refused.body).toMatchObject({
      success: false,
      error_code: 'temporary_password_expired',
      message:
        'Votre mot de passe temporaire a expiré. Cliquez sur « Mot de passe oublié ? » pour en choisir un nouveau.',
    });
    expect(refused.body.access_token).toBeUndefined();
    // a wrong password says only that, expired or not
    await request(t.http)
      .post('/api/auth/login')
      .send({ email: 'olga.temp@mbolo.test', password: 'pas-le-bon-1' })
      .expect(401)
      .then((r) => expect(r.body.error_code).toBe('invalid_credentials'));
  });

  it('requires every field, in French, and refuses a taken e-mail (any case) or phone', async () => {
    const empty = await create('admin', {}).expect(422);
    for (const field of ['first_name', 'last_name', 'email', 'phone', 'role']) {
      expect(empty.body.errors[field]).toEqual(['Veuillez remplir tous les champs obligatoires']);
    }
    const dup = await create('admin', { ...newcomer, email: 'NADIA.ondo@mbolo.test', phone: '+24166000001' }).expect(
      422,
    );
    expect(dup.body.errors.email).toEqual(['Cette adresse email est déjà utilisée']);
    const dupPhone = await create('admin', {
      ...newcomer,
      email: 'autre@mbolo.test',
      phone: '+241 74 55 66 77',
    }).expect(422);
    expect(dupPhone.body.errors.phone).toEqual(['Ce numéro de téléphone est déjà utilisé']);
    const bad = await create('admin', { ...newcomer, email: 'pas-une-adresse', phone: '12' }).expect(422);
    expect(bad.body.errors.email).toEqual(['Adresse e-mail invalide.']);
  });

  it('lets an Admin give only the roles admin-roles offers; a Super Admin any staff role', async () => {
    for (const role of ['Admin', 'Super Admin']) {
      const res = await create('admin', {
        ...newcomer,
        email: `x-${role.length}@mbolo.test`,
        phone: '+24166000002',
        role,
      }).expect(403);
      expect(res.body).toMatchObject({
        success: false,
        message: 'Seul un Super Administrateur peut créer un administrateur.',
      });
    }
    await create('admin', {
      ...newcomer,
      email: 'client@mbolo.test',
      phone: '+24166000002',
      role: 'Particulier',
    }).expect(403);
    tokens.agent = await loginToken(t, users.agent!.email);
    await create('agent', { ...newcomer, email: 'agent2@mbolo.test', phone: '+24166000002' }).expect(403);
    const made = await create('superAdmin', {
      ...newcomer,
      first_name: 'Hervé',
      email: 'herve.admin@mbolo.test',
      phone: '+24166000003',
      role: 'Admin',
      is_active: false,
    }).expect(201);
    expect(made.body.data.user).toMatchObject({ primary_role: 'Admin', is_active: false });
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('follows spec 3 §6: an Admin never edits a Super Admin or an Admin; a Super Admin edits anyone', async () => {
    const body = (u: User) => ({
      first_name: u.firstName,
      last_name: 'Modifié',
      email: u.email,
      phone: '+24166100000',
      role: 'Admin',
    });
    for (const target of ['superAdmin', 'admin2']) {
      const res = await edit('admin', users[target]!.id, body(users[target]!)).expect(403);
      expect(res.body.message).toBe('Seul un Super Administrateur peut modifier un administrateur.');
    }
    const ok = await edit('superAdmin', users.admin2!.id, body(users.admin2!)).expect(200);
    expect(ok.body).toMatchObject({
      success: true,
      message: 'Utilisateur modifié avec succès',
      data: { user: { last_name: 'Modifié', phone: '+24166100000' } },
    });
    // an Admin may edit an agent, but not promote them to Admin
    const agent = users.agent!;
    await edit('admin', agent.id, {
      first_name: 'Gildas',
      last_name: 'Obame',
      email: agent.email,
      phone: '+24166100001',
      role: 'Admin',
    }).expect(403);
    const missingRole = await edit('admin', agent.id, {
      first_name: 'Gildas',
      last_name: 'Obame',
      email: agent.email,
      phone: '+24166100001',
    }).expect(422);
    expect(missingRole.body.errors.role).toEqual(['Veuillez sélectionner un rôle']);
    await edit('admin', agent.id, {
      first_name: 'Gildas',
      last_name: 'Obame',
      email: agent.email,
      phone: '+24166100001',
      role: 'Agent Back Office',
    }).expect(200);
    const taken = await edit('admin', agent.id, {
      first_name: 'Gildas',
      last_name: 'Obame',
      email: 'SONIA.super@mbolo.test',
      phone: '+24166100001',
      role: 'Agent',
    }).expect(422);
    expect(taken.body.errors.email).toEqual(['Cette adresse email est déjà utilisée']);
    // the rows say where Modifier is offered
    const rows = (await get('admin', '/api/admin/users?scope=admins').expect(200)).body.data.users as {
      email: string;
      can_edit: boolean;
    }[];
    expect(rows.find((r) => r.email === 'sonia.super@mbolo.test')?.can_edit).toBe(false);
    expect(rows.find((r) => r.email === 'gildas.agent@mbolo.test')?.can_edit).toBe(true);
  });

  it('takes the full form through POST with _method=PUT, and deactivating ends the sessions', async () => {
    const marc = users.merchant!;
    const token = await loginToken(t, marc.email);
    const res = await request(t.http)
      .post(`/api/admin/users/${marc.id}`)
      .set(bearer(tokens.admin!))
      .type('form')
      .send({
        _method: 'PUT',
        first_name: 'Marc',
        last_name: 'Ekomi',
        email: marc.email,
        phone: '+24166200000',
        role: 'Business Enterprise',
        is_active: 'false',
        city: 'Port-Gentil',
        bio: 'Vendeur de radios',
        business_name: 'Okoumé & Fils',
        business_description: 'Radios solaires',
        gender: 'male',
        date_of_birth: '1980-04-02',
        sms_notifications: 'false',
        push_notifications: 'true',
      })
      .expect(200);
    expect(res.body.data.user).toMatchObject({
      is_active: false,
      city: 'Port-Gentil',
      bio: 'Vendeur de radios',
      business_name: 'Okoumé & Fils',
      business_description: 'Radios solaires',
      gender: 'male',
      date_of_birth: '1980-04-02',
      sms_notifications: false,
      push_notifications: true,
    });
    await request(t.http).get('/api/auth/me').set(bearer(token)).expect(401);
    await request(t.http)
      .post(`/api/admin/users/${marc.id}`)
      .set(bearer(tokens.admin!))
      .send({ first_name: 'Marc', last_name: 'Ekomi', email: marc.email, phone: '+24166200000' })
      .expect(400);
    await edit('admin', marc.id, {
      first_name: 'Marc',
      last_name: 'Ekomi',
      email: marc.email,
      phone: '+24166200000',
      is_active: true,
    }).expect(200);
    // nobody deactivates themselves
    await edit('superAdmin', users.superAdmin!.id, {
      first_name: 'Sonia',
      last_name: 'Ndong',
      email: users.superAdmin!.email,
      phone: '+24166300000',
      role: 'Super Admin',
      is_active: false,
    }).expect(422);
  });
  it("tells the former address of a new e-mail or phone and ends the account's sessions", async () => {
    const em = t.em();
    const target = await createUser(em, {
      firstName: 'Léa',
      lastName: 'Mintsa',
      email: 'lea.mintsa@example.ga',
      phone: '+24174998877',
    });
    const sessionsLive = () => em.fork().count(Session, { user: target.id, revokedAt: null });
    const toOld = () =>
      em
        .fork()
        .getConnection()
        .execute<{ subject: string; text: string }[]>(
          `select "subject", "text" from "outbox_messages" where "recipient" = ? order by "id"`,
          ['lea.mintsa@example.ga'],
        );
    const token = await loginToken(t, target.email);
    const form = { first_name: 'Léa', last_name: 'Mintsa', email: target.email, phone: '+24174998877' };

    // other fields: no notice, the sessions go on
    await edit('admin', target.id, { ...form, last_name: 'Mintsa-Obame' }).expect(200);
    expect(await toOld()).toEqual([]);
    await request(t.http).get('/api/auth/me').set(bearer(token)).expect(200);

    await edit('admin', target.id, { ...form, phone: '077 66 55 44' }).expect(200);
    expect(await sessionsLive()).toBe(0);
    await request(t.http).get('/api/auth/me').set(bearer(token)).expect(401);
    const second = await loginToken(t, target.email);
    await edit('admin', target.id, { ...form, phone: '+24177665544', email: 'lea.nouvelle@example.ga' }).expect(200);
    expect(await sessionsLive()).toBe(0);
    await request(t.http).get('/api/auth/me').set(bearer(second)).expect(401);
    const told = await toOld();
    expect(told.map((m) => m.subject)).toEqual([
      'Le numéro de téléphone de votre compte Mbolo a changé',
      "L'adresse e-mail de votre compte Mbolo a changé",
    ]);
    expect(told[0]!.text).toContain('+24177665544');
    expect(told[1]!.text).toContain('lea.nouvelle@example.ga');
    expect(told[1]!.text).toContain("Si vous n'êtes pas à l'origine de ce changement");
  });
});
