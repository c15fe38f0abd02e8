import request from 'supertest';
import { Session } from '../../src/modules/auth/session.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { createUser } from '../factories/users.js';
import type { TestApp } from '../support/app.js';
import { type AdminUsersCast, startAdminUsersCast } from '../support/admin-users-cast.js';
import { bearer, lastOutbox, loginToken } from '../support/auth.js';

let t: TestApp;
let tokens: AdminUsersCast['tokens'];
let users: AdminUsersCast['users'];

beforeAll(async () => {
  ({ t, tokens, users } = await startAdminUsersCast());
});
afterAll(() => t?.close());

const get = (who: string, path: string) => request(t.http).get(path).set(bearer(tokens[who]!));
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
