import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { LOCK_KEYS } from '../../src/infra/database/advisory-lock.js';
import { createUser } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { bearer, loginToken } from '../support/auth.js';

/**
 * ASVS review, finding 10: a backup and a database optimisation (VACUUM) run one at a time; a second
 * call meanwhile answers 409 at once, in French, whether the first runs here or on another instance.
 */
let t: TestApp;
let dir: string;
let token: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mbolo-single-flight-'));
  t = await startTestApp({ backupDir: dir });
  token = await loginToken(t, (await createUser(t.em(), { roles: ['Super Admin'] })).email);
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A connection of its own, as another process would have (the app's pool never sees it). */
async function otherSession(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: t.db.url });
  await c.connect();
  return c;
}

/** Fails fast instead of hanging when the second call waits for the first (no single-flight). */
function within<T>(ms: number, p: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms).unref()),
  ]);
}

const post = (path: string) => request(t.http).post(`/api/admin/settings/${path}`).set(bearer(token));

const cases = [
  {
    path: 'backup',
    ok: 201,
    key: LOCK_KEYS.backupCreate,
    busy: 'Une sauvegarde est déjà en cours. Réessayez dans quelques instants.',
  },
  {
    path: 'database/optimize',
    ok: 200,
    key: LOCK_KEYS.databaseOptimize,
    busy: 'Une optimisation de la base de données est déjà en cours. Réessayez dans quelques instants.',
  },
];

describe.each(cases)('POST /api/admin/settings/$path', ({ path, ok, key, busy }) => {
  it('answers 409 to a second call while the first runs, then runs again', async () => {
    // another session holds a table: the first call (dump or VACUUM) waits on it, so it is surely still running
    const blocker = await otherSession();
    await blocker.query('begin');
    await blocker.query('lock table categories in access exclusive mode');
    let calls: Promise<request.Response>[] = [];
    try {
      calls = [post(path).then((r) => r), post(path).then((r) => r)];
      const first = await within(10_000, Promise.race(calls), 'no call answered while the first runs');
      expect(first.status).toBe(409);
      expect(first.body.message).toBe(busy);
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    expect((await Promise.all(calls)).map((r) => r.status).sort()).toEqual([ok, 409].sort());
    await post(path).expect(ok);
  });

  it('answers 409 while another instance runs it (the advisory lock)', async () => {
    const instance = await otherSession();
    try {
      await instance.query('select pg_advisory_lock($1)', [key]);
      const res = await within(
        10_000,
        post(path).then((r) => r),
        'the call waited for the other instance',
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(busy);
      await instance.query('select pg_advisory_unlock($1)', [key]);
      await post(path).expect(ok);
    } finally {
      await instance.end();
    }
  });
});
