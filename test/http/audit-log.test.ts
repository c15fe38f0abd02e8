import request from 'supertest';
import type { AuditLogFields } from '../../src/contracts/audit-log.js';
import { User } from '../../src/modules/users/user.entity.js';
import { auditContext, type AuditContext } from '../../src/modules/audit/audit-context.js';
import { AuditLogService } from '../../src/modules/audit/audit-log.service.js';
import { REDACTED } from '../../src/modules/audit/audit-redaction.js';
import { createProduct } from '../factories/catalogue.js';
import { createPaidDirectOrder } from '../factories/orders.js';
import { createUser } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';

interface Row extends AuditLogFields {
  id: string;
  actor_id: number | null;
  prev_hash: string | null;
  hash: string;
}

let t: TestApp;
let audit: AuditLogService;
let admin: User;
let agent: User;
let adminToken: string;
let agentToken: string;

beforeAll(async () => {
  t = await startTestApp();
  audit = t.app.get(AuditLogService);
  const em = t.em();
  admin = await createUser(em, { roles: ['Admin'], firstName: 'Aline', lastName: 'Mba' });
  // the back-office agent holds orders.update_status (spec 3 §6 default grants)
  agent = await createUser(em, { roles: ['Agent Back Office'] });
  [adminToken, agentToken] = await Promise.all([admin, agent].map((u) => loginToken(t, u.email)));
});
afterAll(() => t?.close());

const sql = <T = Row>(query: string, params: unknown[] = []) => t.em().getConnection().execute<T[]>(query, params);
const rowsAfter = (id: number) => sql('select * from audit_log where id > ? order by id', [id]);
async function lastId(): Promise<number> {
  const [r] = await sql<{ id: string | null }>('select max(id) as id from audit_log');
  return Number(r?.id ?? 0);
}
const toggle = (id: number, token = adminToken) =>
  request(t.http).post(`/api/admin/users/${id}/toggle-status`).set(bearer(token));

describe('an admin change', () => {
  it('writes exactly one chained row with actor, role, ip, request id, before and after', async () => {
    const target = await createUser(t.em());
    const from = await lastId();
    const res = await toggle(target.id).expect(200);
    const rows = await rowsAfter(from);
    expect(rows).toHaveLength(1);
    const [row] = rows as [Row];
    expect(row).toMatchObject({
      actor_id: admin.id,
      actor_role: 'Admin',
      action: 'users.toggle-status',
      entity: 'users',
      entity_id: String(target.id),
      before: expect.objectContaining({ status: 'active' }),
      after: expect.objectContaining({ status: 'suspended' }),
      ip: expect.stringMatching(/127\.0\.0\.1|::1/),
      request_id: res.headers['x-request-id'],
    });
    expect(row.request_id).toMatch(/^[0-9a-f-]{36}$/);
    const [previous] = await sql<{ hash: string }>('select hash from audit_log where id < ? order by id desc limit 1', [
      row.id,
    ]);
    expect(row.prev_hash).toBe(previous?.hash ?? null);
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await audit.verifyChain()).toEqual({ ok: true, rows: expect.any(Number) });
    expect(await audit.countActions(admin.id, new Date(Date.now() - 60_000))).toBeGreaterThanOrEqual(1);
  });

  it('logs an order status change (PATCH /api/orders/:id/status) as orders.update_status with the order before and after', async () => {
    const em = t.em();
    const product = await createProduct(em, { merchant: await createUser(em, { roles: ['Business Enterprise'] }) });
    const { order } = await createPaidDirectOrder(em, await em.findOneOrFail(User, (await createUser(em)).id), product);
    const from = await lastId();
    await request(t.http)
      .patch(`/api/orders/${order.id}/status`)
      .set(bearer(agentToken))
      .send({ status: 'fulfilled' })
      .expect(200);
    const rows = await rowsAfter(from);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const r of rows)
      expect(r).toMatchObject({ actor_id: agent.id, actor_role: 'Agent Back Office', action: 'orders.update_status' });
    const orderRow = rows.find((r) => r.entity === 'orders');
    expect(orderRow).toMatchObject({
      entity_id: String(order.id),
      before: expect.objectContaining({ status: 'paid' }),
      after: expect.objectContaining({ status: 'fulfilled' }),
    });
    // the rows of one request share its id
    expect(new Set(rows.map((r) => r.request_id)).size).toBe(1);
  });

  it('logs a settings save, one row per stored key, and nothing for a refused one', async () => {
    const from = await lastId();
    await request(t.http)
      .put('/api/admin/settings')
      .set(bearer(adminToken))
      .send({ auto_draw: true, platform_commission: 12.5 })
      .expect(200);
    const all = await rowsAfter(from);
    for (const r of all) expect(r).toMatchObject({ actor_id: admin.id, action: 'settings.update' });
    // the stored values, and whatever else the save writes (its history entry)
    const rows = all.filter((r) => r.entity === 'settings');
    expect(rows.map((r) => r.entity_id).sort()).toEqual(['auto_draw', 'platform_commission']);
    expect(rows.find((r) => r.entity_id === 'platform_commission')).toMatchObject({ after: { value: 12.5 } });
    expect(rows.find((r) => r.entity_id === 'auto_draw')?.after).toMatchObject({ value: true });
    const next = await lastId();
    await request(t.http).put('/api/admin/settings').set(bearer(adminToken)).send({ auto_draw: 'oui' }).expect(422);
    expect(await rowsAfter(next)).toHaveLength(0);
  });

  it('never stores a password hash or a secret', async () => {
    const from = await lastId();
    const email = `audit.created.${Date.now()}@mbolo.test`;
    await request(t.http)
      .post('/api/admin/users')
      .set(bearer(adminToken))
      .send({ first_name: 'Nadia', last_name: 'Obame', email, phone: '077 11 22 33', role: 'Agent' })
      .expect(201);
    const rows = await rowsAfter(from);
    const created = rows.find((r) => r.entity === 'users' && r.before === null);
    expect(created?.after).toMatchObject({ email, passwordHash: REDACTED });
    const [stored] = await sql<{ password_hash: string }>('select password_hash from users where email = ?', [email]);
    expect(JSON.stringify(rows)).not.toContain(stored!.password_hash);
  });

  it('writes one action row for a write that changes no entity through the ORM', async () => {
    const em = t.em();
    const product = await createProduct(em, { merchant: await createUser(em, { roles: ['Business Enterprise'] }) });
    const { order } = await createPaidDirectOrder(em, await em.findOneOrFail(User, (await createUser(em)).id), product);
    const from = await lastId();
    // picking the status the order already has changes nothing, yet the call succeeded: one row for the action
    await request(t.http)
      .post(`/api/admin/orders/${order.orderNumber}/status`)
      .set(bearer(adminToken))
      .send({ status: 'paid', notes: 'vérifié' })
      .expect(200);
    expect(await rowsAfter(from)).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        action: 'orders.update_status',
        entity: 'orders',
        entity_id: order.orderNumber,
        before: null,
        after: { status: 'paid', notes: 'vérifié' },
      }),
    ]);
  });
});

describe('a failed admin change', () => {
  it('writes no row when the request is refused', async () => {
    const from = await lastId();
    await toggle(admin.id).expect(422);
    expect(await rowsAfter(from)).toHaveLength(0);
  });

  it('writes no row when the transaction that flushed the change rolls back', async () => {
    const target = await createUser(t.em());
    const from = await lastId();
    const ctx: AuditContext = {
      actorId: admin.id,
      actorRole: 'Admin',
      ip: '127.0.0.1',
      requestId: 'r-1',
      action: 'users.update',
      written: 0,
    };
    await expect(
      auditContext.run(ctx, () =>
        t.em().transactional(async (tx) => {
          (await tx.findOneOrFail(User, target.id)).status = 'suspended';
          await tx.flush();
          throw new Error('refused after the flush');
        }),
      ),
    ).rejects.toThrow('refused after the flush');
    expect(await rowsAfter(from)).toHaveLength(0);
    expect((await t.em().findOneOrFail(User, target.id)).status).toBe('active');
    // the same change committed is logged, in its transaction
    await auditContext.run(ctx, () =>
      t.em().transactional(async (tx) => {
        (await tx.findOneOrFail(User, target.id)).status = 'suspended';
      }),
    );
    expect(await rowsAfter(from)).toEqual([
      expect.objectContaining({
        entity: 'users',
        entity_id: String(target.id),
        action: 'users.update',
        request_id: 'r-1',
      }),
    ]);
  });
});

describe('the table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    await expect(sql(`update audit_log set action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(sql('delete from audit_log')).rejects.toThrow(/append-only/);
    await expect(sql('truncate audit_log')).rejects.toThrow(/append-only/);
  });

  it('chains a row whatever its inserter claims', async () => {
    await sql(`insert into audit_log (action, prev_hash, hash) values ('forged', 'x', 'y')`);
    const [row] = await sql(`select * from audit_log where action = 'forged'`);
    expect(row!.hash).not.toBe('y');
    expect(await audit.verifyChain()).toMatchObject({ ok: true });
  });

  it('lets verifyChain find a tampered or removed row', async () => {
    await toggle((await createUser(t.em())).id).expect(200);
    await toggle((await createUser(t.em())).id).expect(200);
    const [a, b] = await sql('select * from audit_log order by id desc limit 2');
    const bypass = async (statement: string, params: unknown[]) =>
      t.em().transactional(async (tx) => {
        const conn = tx.getConnection();
        const ctx = tx.getTransactionContext();
        await conn.execute('alter table audit_log disable trigger audit_log_no_change', [], 'run', ctx);
        await conn.execute(statement, params, 'run', ctx);
        await conn.execute('alter table audit_log enable trigger audit_log_no_change', [], 'run', ctx);
      });
    await bypass(`update audit_log set after = '{"status":"active"}' where id = ?`, [b!.id]);
    expect(await audit.verifyChain()).toMatchObject({ ok: false, broken_at: Number(b!.id), reason: 'hash' });
    await bypass('update audit_log set after = ?::jsonb where id = ?', [JSON.stringify(b!.after), b!.id]);
    expect(await audit.verifyChain()).toMatchObject({ ok: true });
    await bypass('delete from audit_log where id = ?', [b!.id]);
    expect(await audit.verifyChain()).toMatchObject({ ok: false, broken_at: Number(a!.id), reason: 'link' });
  });
});

describe('exports', () => {
  it('GET /api/admin/activities/export.csv gives the filtered rows', async () => {
    const res = await request(t.http)
      .get('/api/admin/activities/export.csv?action=users.toggle')
      .set(bearer(adminToken))
      .expect(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="journal-audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"ID";"Date";"Auteur";"E-mail";"Rôle";"Action";"Élément";"Identifiant";"IP";"Requête";"Avant";"Après"',
    );
    const [n] = await sql<{ n: string }>(`select count(*) as n from audit_log where action like 'users.toggle%'`);
    expect(lines).toHaveLength(Number(n!.n) + 1);
    for (const line of lines.slice(1)) expect(line).toContain(';"users.toggle-status";"users";');
    expect(res.text).toContain('Aline Mba');
  });

  it('GET /api/admin/profile/activity-log/export downloads only the signed-in admin’s own actions', async () => {
    const res = await request(t.http).get('/api/admin/profile/activity-log/export').set(bearer(agentToken)).expect(200);
    const day = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="admin-activity-log-${day}.json"`);
    const body = JSON.parse(res.text);
    expect(body.admin).toMatchObject({ id: agent.id, email: agent.email });
    const [n] = await sql<{ n: string }>('select count(*) as n from audit_log where actor_id = ?', [agent.id]);
    expect(body.data.length).toBe(Number(n!.n));
    expect(body.data.length).toBeGreaterThan(0);
    for (const row of body.data) expect(row).toMatchObject({ actor: { id: agent.id }, action: 'orders.update_status' });
    await request(t.http).get('/api/admin/profile/activity-log/export').expect(401);
    await request(t.http)
      .get('/api/admin/profile/activity-log/export')
      .set(bearer(await loginToken(t, (await createUser(t.em())).email)))
      .expect(403);
  });
});
