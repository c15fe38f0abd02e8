import request from 'supertest';
import type { AuditLogView } from '../../src/contracts/audit-log.js';
import { User } from '../../src/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let admin: User;
let other: User;
let adminToken: string;
const TOGGLES = 23;

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  admin = await createUser(em, { roles: ['Admin'], firstName: 'Aline', lastName: 'Mba' });
  other = await createUser(em, { roles: ['Super Admin'], firstName: 'Omar', lastName: 'Nze' });
  adminToken = await loginToken(t, admin.email);
  const otherToken = await loginToken(t, other.email);
  // the admin suspends and restores customers; another admin does one change of their own
  const customers = await Promise.all([1, 2, 3].map(() => createUser(t.em())));
  for (let i = 0; i < TOGGLES; i++) {
    await request(t.http)
      .post(`/api/admin/users/${customers[i % 3]!.id}/toggle-status`)
      .set(bearer(adminToken))
      .expect(200);
  }
  await request(t.http).post(`/api/admin/users/${customers[0]!.id}/toggle-status`).set(bearer(otherToken)).expect(200);
});
afterAll(() => t?.close());

const get = (path: string, token = adminToken) => request(t.http).get(path).set(bearer(token));

describe('GET /api/admin/activities access', () => {
  it('answers 401 without a session, 403 to customers, merchants and agents (no activities.view), 200 to admins', async () => {
    expect((await request(t.http).get('/api/admin/activities')).status).toBe(401);
    const customer = await createUser(t.em());
    const merchant = await createUser(t.em(), { roles: ['Business Enterprise'] });
    for (const u of [customer, merchant]) {
      const token = await loginToken(t, u.email);
      expect((await get('/api/admin/activities', token)).status).toBe(403);
      expect((await get('/api/admin/activities/export.csv', token)).status).toBe(403);
    }
    for (const role of ['Agent', 'Agent Back Office'] as const) {
      const agent = await createUser(t.em(), { roles: [role] });
      await get('/api/admin/activities', await loginToken(t, agent.email)).expect(403);
    }
    await get('/api/admin/activities').expect(200);
  });
});

describe('GET /api/admin/activities', () => {
  it('pages the audit log, newest first, twenty a page', async () => {
    const total = TOGGLES + 1;
    const first = (await get('/api/admin/activities').expect(200)).body;
    expect(first.success).toBe(true);
    expect(first.pagination).toEqual({ current_page: 1, per_page: 20, total, last_page: 2 });
    expect(first.data).toHaveLength(20);
    const row = first.data[0] as AuditLogView;
    expect(row).toMatchObject({
      actor: { id: other.id, name: 'Omar Nze' },
      actor_role: 'Super Admin',
      action: 'users.toggle-status',
      entity: 'users',
    });
    expect(row.before).toMatchObject({ status: expect.any(String) });
    expect(row.after).toMatchObject({ status: expect.any(String) });

    const second = (await get('/api/admin/activities?page=2').expect(200)).body;
    const all = [...first.data, ...second.data] as AuditLogView[];
    expect(all).toHaveLength(total);
    expect(all.map((a) => a.id)).toEqual([...all.map((a) => a.id)].sort((a, b) => b - a));
    expect((await get('/api/admin/activities?page=3').expect(200)).body.data).toEqual([]);
  });

  it('filters by actor, action, entity, dates and text', async () => {
    const total = (q: string) =>
      get(`/api/admin/activities?${q}`)
        .expect(200)
        .then((r) => r.body.pagination.total as number);
    expect(await total(`actor=${admin.id}`)).toBe(TOGGLES);
    expect(await total(`actor=${other.id}`)).toBe(1);
    expect(await total('action=users.toggle')).toBe(TOGGLES + 1);
    expect(await total('action=orders.')).toBe(0);
    expect(await total('entity=users')).toBe(TOGGLES + 1);
    expect(await total('entity=orders')).toBe(0);
    expect(await total('search=Omar')).toBe(1);
    expect(await total(`search=${encodeURIComponent(admin.email)}`)).toBe(TOGGLES);
    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    expect(await total(`from=${today}&to=${today}`)).toBe(TOGGLES + 1);
    expect(await total('to=2020-01-01')).toBe(0);
    // empty filters are ignored
    expect(await total('actor=&entity=&search=&page=')).toBe(TOGGLES + 1);
  });

  it('refuses bad values in French with 422', async () => {
    for (const page of ['0', '-1', 'abc', '1.5', '10001']) {
      const res = await get(`/api/admin/activities?page=${page}`).expect(422);
      expect(res.body.errors.page).toEqual(['Numéro de page invalide (un entier de 1 à 10 000).']);
    }
    for (const perPage of ['0', '101', 'x']) {
      const res = await get(`/api/admin/activities?per_page=${perPage}`).expect(422);
      expect(res.body.errors.per_page).toEqual(['Nombre de lignes par page invalide (un entier de 1 à 100).']);
    }
    expect((await get('/api/admin/activities?from=2026-13-45').expect(422)).body.errors.from).toEqual([
      'Date invalide (format AAAA-MM-JJ).',
    ]);
    expect((await get('/api/admin/activities?from=2026-02-02&to=2026-02-01').expect(422)).body.errors.to).toEqual([
      'La date de fin doit suivre la date de début.',
    ]);
  });

  it('keeps the dashboard’s recent events as they were', async () => {
    const recent = (await get('/api/admin/activities/recent?limit=10').expect(200)).body.data as { kind: string }[];
    expect(recent.length).toBeGreaterThan(0);
    for (const a of recent) expect(['registration', 'order', 'payment', 'draw', 'refund']).toContain(a.kind);
  });
});
