import request from 'supertest';
import { PRIVILEGES } from '../../src/contracts/privileges.js';
import { DEFAULT_GRANTS } from '../../src/contracts/privilege-defaults.js';
import { createUser } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const roleIds: Record<string, number> = {};

const get = (who: string, path: string) => request(t.http).get(path).set(bearer(tokens[who]!));
const put = (who: string, path: string, body: unknown) =>
  request(t.http)
    .put(path)
    .set(bearer(tokens[who]!))
    .send(body as object);
const post = (who: string, path: string, body: unknown = {}) =>
  request(t.http)
    .post(path)
    .set(bearer(tokens[who]!))
    .send(body as object);
const setGrants = (who: string, role: string, privileges: readonly string[]) =>
  put(who, `/api/admin/roles/${roleIds[role]}/privileges`, { privileges });

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  const people = {
    superAdmin: ['Super Admin', 'sa@access.test'],
    admin: ['Admin', 'admin@access.test'],
    agent: ['Agent', 'agent@access.test'],
    backOffice: ['Agent Back Office', 'bo@access.test'],
    seller: ['Business Enterprise', 'seller@access.test'],
  } as const;
  for (const [role, email] of Object.values(people)) await createUser(em, { roles: [role], email });
  for (const [who, [, email]] of Object.entries(people)) tokens[who] = await loginToken(t, email);
  const res = await get('superAdmin', '/api/admin/roles').expect(200);
  for (const r of res.body.data.roles as { id: number; name: string }[]) roleIds[r.name] = r.id;
});
afterAll(() => t?.close());

describe('GET /api/admin/roles and /api/admin/privileges', () => {
  it('lists the 8 roles with their French labels, privileges and user counts', async () => {
    const res = await get('superAdmin', '/api/admin/roles').expect(200);
    const roles = res.body.data.roles as {
      name: string;
      label: string;
      privileges: string[];
      users_count: number;
      locked: boolean;
    }[];
    expect(roles.map((r) => r.name)).toEqual([
      'Super Admin',
      'Admin',
      'Agent',
      'Agent Back Office',
      'Business Enterprise',
      'Business Individual',
      'Business',
      'Particulier',
    ]);
    const byName = Object.fromEntries(roles.map((r) => [r.name, r]));
    expect(byName.Agent!.label).toBe('Agent de Support');
    expect(byName['Super Admin']).toMatchObject({
      label: 'Super Administrateur',
      locked: true,
      privileges: [...PRIVILEGES],
      users_count: 1,
    });
    expect(byName.Agent!.privileges.sort()).toEqual([...DEFAULT_GRANTS.Agent!].sort());
    expect(byName.Particulier!.privileges).toEqual([]);
  });

  it('lists every privilege with its group, French label and holders', async () => {
    const res = await get('agent', '/api/admin/privileges').expect(403);
    expect(res.body.message).toBe("Vous n'avez pas l'autorisation d'effectuer cette action.");
    const list = (await get('admin', '/api/admin/privileges').expect(200)).body.data.privileges as {
      key: string;
      group: string;
      label: string;
      roles: string[];
    }[];
    expect(list.map((p) => p.key)).toEqual([...PRIVILEGES]);
    const backup = list.find((p) => p.key === 'settings.backup')!;
    expect(backup).toMatchObject({ group: 'settings', label: 'Gérer les sauvegardes', roles: ['Super Admin'] });
    expect(list.find((p) => p.key === 'refunds.manage')!.roles).toEqual(['Super Admin', 'Admin', 'Agent']);
  });
});

describe('PUT /api/admin/roles/{id}/privileges', () => {
  it("never reduces Super Admin's row", async () => {
    const res = await setGrants(
      'superAdmin',
      'Super Admin',
      PRIVILEGES.filter((k) => k !== 'roles.manage'),
    ).expect(409);
    expect(res.body.message).toBe('Les privilèges du Super Administrateur ne peuvent pas être réduits.');
    await setGrants('superAdmin', 'Super Admin', PRIVILEGES).expect(200);
  });

  it('keeps every privilege for Super Admin whatever role_privileges says', async () => {
    await t.em().getConnection().execute(`delete from "role_privileges" where "role_id" = ?`, [roleIds['Super Admin']]);
    await get('superAdmin', '/api/admin/settings/backups').expect(200);
    expect((await get('superAdmin', '/api/auth/me').expect(200)).body.data.user.privileges).toEqual([...PRIVILEGES]);
    await setGrants('superAdmin', 'Super Admin', PRIVILEGES).expect(200);
  });

  it('leaves the Super Admin and Admin rows to holders of users.manage_admins', async () => {
    const res = await setGrants(
      'admin',
      'Admin',
      DEFAULT_GRANTS.Admin!.filter((k) => k !== 'payments.export'),
    ).expect(403);
    expect(res.body.error_code).toBe('protected_role');
    expect(res.body.message).toMatch(/Gérer les administrateurs/);
    await setGrants('admin', 'Super Admin', PRIVILEGES).expect(403);
  });

  it('lets nobody grant a privilege they do not hold', async () => {
    const res = await setGrants('admin', 'Agent', [...DEFAULT_GRANTS.Agent!, 'settings.backup']).expect(403);
    expect(res.body.error_code).toBe('privilege_not_held');
    expect(res.body.message).toBe(
      'Vous ne pouvez pas accorder un privilège que vous ne détenez pas : settings.backup.',
    );
    // what the Admin holds, it may hand on; the answer is the saved row
    const ok = await setGrants('admin', 'Agent', [...DEFAULT_GRANTS.Agent!, 'payments.export']).expect(200);
    expect(ok.body.message).toBe('Privilèges du rôle Agent de Support enregistrés.');
    expect(ok.body.data.privileges).toContain('payments.export');
    await setGrants('admin', 'Agent', DEFAULT_GRANTS.Agent!).expect(200);
  });

  it('is refused without roles.manage, and checks its input', async () => {
    await setGrants('agent', 'Agent', DEFAULT_GRANTS.Agent!).expect(403);
    await setGrants('seller', 'Particulier', []).expect(403);
    await request(t.http).put(`/api/admin/roles/${roleIds.Agent}/privileges`).send({ privileges: [] }).expect(401);
    const bad = await setGrants('superAdmin', 'Agent', ['users.view', 'users.fly']);
    expect([400, 422]).toContain(bad.status);
    expect(JSON.stringify(bad.body)).toContain('Privilège inconnu.');
    await put('superAdmin', '/api/admin/roles/999999/privileges', { privileges: [] }).expect(404);
  });

  it('takes effect on the very next request (revoked, then granted again)', async () => {
    await get('agent', '/api/admin/users').expect(200);
    await setGrants(
      'superAdmin',
      'Agent',
      DEFAULT_GRANTS.Agent!.filter((k) => k !== 'users.view'),
    ).expect(200);
    const refused = await get('agent', '/api/admin/users').expect(403);
    expect(refused.body.message).toBe("Vous n'avez pas l'autorisation d'effectuer cette action.");
    expect((await get('agent', '/api/auth/me').expect(200)).body.data.user.privileges).not.toContain('users.view');
    await setGrants('superAdmin', 'Agent', DEFAULT_GRANTS.Agent!).expect(200);
    await get('agent', '/api/admin/users').expect(200);
  });

  it('ignores the route’s role groups where a privilege decides: granted to a seller, it opens', async () => {
    await get('seller', '/api/admin/products').expect(403);
    await setGrants('superAdmin', 'Business Enterprise', ['products.view']).expect(200);
    await get('seller', '/api/admin/products').expect(200);
    await setGrants('superAdmin', 'Business Enterprise', []).expect(200);
    await get('seller', '/api/admin/products').expect(403);
  });
});

describe('GET /api/auth/me', () => {
  it('carries the privileges of the signed-in user', async () => {
    const me = (who: string) =>
      get(who, '/api/auth/me')
        .expect(200)
        .then((r) => r.body.data.user.privileges as string[]);
    expect(await me('superAdmin')).toEqual([...PRIVILEGES]);
    expect((await me('backOffice')).sort()).toEqual([...DEFAULT_GRANTS['Agent Back Office']!].sort());
    expect(await me('seller')).toEqual([]);
  });
});

describe('/api/admin/user-types', () => {
  it('lists the seeded user types in order', async () => {
    const res = await get('agent', '/api/admin/user-types').expect(403);
    expect(res.body.success).toBe(false);
    const list = (await get('admin', '/api/admin/user-types').expect(200)).body.data.user_types as {
      key: string;
      name: string;
      is_active: boolean;
    }[];
    expect(list.map((u) => u.key)).toEqual([
      'admin',
      'merchant_enterprise',
      'merchant_individual',
      'merchant_legacy',
      'customer',
    ]);
    expect(list.every((u) => u.is_active)).toBe(true);
    expect(list[4]!.name).toBe('Client');
  });

  it('creates, edits and toggles a type, with French errors', async () => {
    const invalid = await post('admin', '/api/admin/user-types', { key: 'Bad Key', name: '' }).expect(422);
    expect(invalid.body.errors.name).toEqual(['Le nom est obligatoire.']);
    expect(invalid.body.errors.key[0]).toMatch(/^Clé invalide/);
    const taken = await post('admin', '/api/admin/user-types', { key: 'customer', name: 'Doublon' }).expect(422);
    expect(taken.body.errors.key).toEqual(['Cette clé est déjà utilisée.']);
    const created = await post('admin', '/api/admin/user-types', {
      key: 'partner',
      name: 'Partenaire',
      description: 'Organisateur associé',
      sort_order: 9,
    }).expect(201);
    expect(created.body).toMatchObject({
      success: true,
      message: "Type d'utilisateur créé.",
      data: { key: 'partner', name: 'Partenaire', is_active: true, sort_order: 9 },
    });
    const id = created.body.data.id as number;
    const edited = await put('admin', `/api/admin/user-types/${id}`, {
      key: 'partner',
      name: 'Partenaire officiel',
      description: '',
      is_active: true,
      sort_order: 6,
    }).expect(200);
    expect(edited.body.data).toMatchObject({ name: 'Partenaire officiel', description: null, sort_order: 6 });
    const off = await post('admin', `/api/admin/user-types/${id}/toggle-status`).expect(200);
    expect(off.body).toMatchObject({ message: "Type d'utilisateur désactivé.", data: { is_active: false } });
    await post('admin', `/api/admin/user-types/${id}/toggle-status`).expect(200);
    await post('admin', '/api/admin/user-types/999999/toggle-status').expect(404);
    await post('backOffice', `/api/admin/user-types/${id}/toggle-status`).expect(403);
  });
});
