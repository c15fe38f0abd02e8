import request from 'supertest';
import { Session } from '../../src/modules/auth/session.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { FACTORY_PASSWORD } from '../factories/users.js';
import type { TestApp } from '../support/app.js';
import { type AdminUsersCast, startAdminUsersCast } from '../support/admin-users-cast.js';
import { bearer, loginToken } from '../support/auth.js';

let t: TestApp;
let tokens: AdminUsersCast['tokens'];
let users: AdminUsersCast['users'];
let aichaPurchase: AdminUsersCast['aichaPurchase'];

const get = (who: string, path: string) => request(t.http).get(path).set(bearer(tokens[who]!));
const toggle = (who: string, id: number) =>
  request(t.http).post(`/api/admin/users/${id}/toggle-status`).set(bearer(tokens[who]!));
const namesOf = (res: request.Response) => (res.body.data.users as { email: string }[]).map((u) => u.email);

beforeAll(async () => {
  ({ t, tokens, users, aichaPurchase } = await startAdminUsersCast());
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
