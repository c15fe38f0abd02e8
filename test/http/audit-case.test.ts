import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { AuditLogFields } from '../../src/contracts/audit-log.js';
import { LotteriesService } from '../../src/modules/lotteries/lotteries.service.js';
import { User } from '../../src/modules/users/user.entity.js';
import { createOpenLottery } from '../factories/lotteries.js';
import { createUser } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';

/**
 * ASVS review, findings 1 and 4: the audit log cannot be skipped by spelling an admin URL in capitals
 * (routing is case-sensitive, and auditing follows the route's metadata), and the downloads of backups
 * and personal-data exports each leave one row.
 */
let t: TestApp;
let dir: string;
let superAdmin: User;
let token: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mbolo-audit-case-'));
  t = await startTestApp({ backupDir: dir });
  superAdmin = await createUser(t.em(), { roles: ['Super Admin'] });
  token = await loginToken(t, superAdmin.email);
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

type Row = AuditLogFields & { actor_id: number | null };
const sql = <T>(query: string, params: unknown[] = []) => t.em().getConnection().execute<T[]>(query, params);
const rowsAfter = (id: number) => sql<Row>('select * from audit_log where id > ? order by id', [id]);
async function lastId(): Promise<number> {
  const [r] = await sql<{ id: string | null }>('select max(id) as id from audit_log');
  return Number(r?.id ?? 0);
}
const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('an admin URL spelled in capitals', () => {
  it('reaches no handler, so nothing changes unaudited', async () => {
    const target = await createUser(t.em());
    const from = await lastId();
    for (const path of [`/api/ADMIN/users/${target.id}/toggle-status`, `/API/Admin/users/${target.id}/toggle-status`]) {
      await request(t.http).post(path).set(bearer(token)).expect(404);
    }
    await request(t.http).get('/api/Admin/users').set(bearer(token)).expect(404);
    expect((await t.em().fork().findOneOrFail(User, target.id)).status).toBe('active');
    expect(await rowsAfter(from)).toEqual([]);
    // the right spelling still works, and is logged
    await request(t.http).post(`/api/admin/users/${target.id}/toggle-status`).set(bearer(token)).expect(200);
    expect((await rowsAfter(from)).map((r) => r.action)).toEqual(['users.toggle-status']);
  });
});

describe('downloads of backups and personal data', () => {
  /** One GET as Super Admin: exactly one audit row, with its action, actor and details. */
  async function expectOneRow(path: string, action: string, details: Partial<Row>) {
    const from = await lastId();
    await request(t.http).get(path).set(bearer(token)).buffer(true).parse(binary).expect(200);
    const rows = await rowsAfter(from);
    expect(rows).toEqual([
      expect.objectContaining({
        actor_id: superAdmin.id,
        actor_role: 'Super Admin',
        action,
        ip: expect.stringMatching(/127\.0\.0\.1|::1/),
        ...details,
      }),
    ]);
  }

  it('logs a backup download with the file name', async () => {
    const made = await request(t.http).post('/api/admin/settings/backup').set(bearer(token)).expect(201);
    const name = made.body.data.name as string;
    await expectOneRow(`/api/admin/settings/backups/${name}`, 'settings.backups.download', { entity_id: name });
  });

  it('logs the payments, raffle, activities and monthly exports with their filters', async () => {
    await expectOneRow('/api/admin/payments/export?format=csv&search=mbolo.test', 'payments.export', {
      after: { format: 'csv', search: 'mbolo.test' },
    });
    await expectOneRow('/api/admin/payments/export', 'payments.export', { after: null });
    const lottery = await createOpenLottery(t.em(), t.app.get(LotteriesService));
    await expectOneRow(`/api/admin/lotteries/${lottery.id}/export?format=csv`, 'lotteries.export', {
      entity_id: String(lottery.id),
      after: { format: 'csv' },
    });
    await expectOneRow('/api/admin/activities/export.csv?action=users', 'activities.export', {
      after: { action: 'users' },
    });
    const month = new Date().toISOString().slice(0, 7);
    await expectOneRow(`/api/admin/dashboard/report?month=${month}&format=csv`, 'dashboard.report', {
      after: { month, format: 'csv' },
    });
  });

  it('logs nothing for a download refused for its filters or an unknown file or raffle', async () => {
    const from = await lastId();
    for (const [path, status] of [
      ['/api/admin/payments/export?end_date=074010203', 422],
      ['/api/admin/activities/export.csv?actor=NaN', 422],
      ['/api/admin/dashboard/report?month=c%23H-G&format=csv', 422],
      ['/api/admin/lotteries/2147483647/export?format=csv', 404],
      ['/api/admin/lotteries/2147483647/export', 404],
      ['/api/admin/settings/backups/mbolo-nothing-here.sql.gz', 404],
    ] as const) {
      const res = await request(t.http).get(path).set(bearer(token));
      expect([path, res.status]).toEqual([path, status]);
      expect(res.body.success).toBe(false);
    }
    expect(await rowsAfter(from)).toEqual([]);
  });

  it('logs nothing for an ordinary read', async () => {
    const from = await lastId();
    await request(t.http).get('/api/admin/payments').set(bearer(token)).expect(200);
    expect(await rowsAfter(from)).toEqual([]);
  });
});
