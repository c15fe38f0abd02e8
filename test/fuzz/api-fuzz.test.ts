import fc from 'fast-check';
import pg from 'pg';
import request from 'supertest';
import { MaintenanceGate } from '../../src/modules/settings/maintenance-gate.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { loginToken } from '../support/auth.js';
import { createUser, type UserOverrides } from '../factories/users.js';
import { changedTables, fingerprintQuery } from './db-fingerprint.js';
import { frenchCatalogue } from './french-messages.js';
import { operationsOf, requestOf, type FuzzRequest, type Operation } from './openapi-arbitraries.js';

/**
 * Requests generated from the OpenAPI document (wrong types, missing and extra fields, extremes, unicode,
 * malformed JSON, wrong content types, traversal in ids, oversized bodies and uploads) for every
 * operation, each role in turn. Whatever comes in: never a 5xx, every 4xx a French JSON error, nothing
 * written by a refused request, the process alive and its memory flat. `npm run fuzz` sends 10,000
 * (FUZZ_REQUESTS, FUZZ_SEED); the test suite a seed-fixed pass over every operation.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 0);
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const BODY_LIMIT = 1024 * 1024;

const ROLES: { name: string; user?: UserOverrides['roles'] }[] = [
  { name: 'anonymous' },
  { name: 'customer', user: ['Particulier'] },
  { name: 'merchant', user: ['Business Individual'] },
  { name: 'agent', user: ['Agent'] },
  { name: 'admin', user: ['Admin'] },
  { name: 'super_admin', user: ['Super Admin'] },
];

let t: TestApp;
let sql: pg.Client;
const tokens = new Map<string, string>();

async function signIn(role: (typeof ROLES)[number]) {
  if (!role.user) return;
  const user = await createUser(t.em(), { roles: role.user });
  tokens.set(role.name, await loginToken(t, user.email));
}

beforeAll(async () => {
  t = await startTestApp({ bodyLimit: '1mb' });
  sql = new pg.Client({ connectionString: t.db.url });
  await sql.connect();
  for (const role of ROLES) await signIn(role);
}, 120_000);
afterAll(async () => {
  await sql?.end();
  await t?.close();
});

function send(req: FuzzRequest, op: Operation, token: string | undefined) {
  let r = request(t.http)
    [op.method](req.url)
    .set('X-Requested-With', 'XMLHttpRequest')
    .set('Accept', 'application/json');
  if (token) r = r.set('Authorization', `Bearer ${token}`);
  const body = req.body;
  if (!body) return r;
  if (body.kind === 'json') return r.set('Content-Type', 'application/json').send(JSON.stringify(body.value) ?? 'null');
  if (body.kind === 'raw') return r.set('Content-Type', body.contentType).send(body.text);
  for (const [k, v] of Object.entries(body.fields)) r = r.field(k, v);
  if (body.file)
    r = r.attach(body.file.field, Buffer.alloc(body.file.bytes, 7), {
      filename: 'f.png',
      contentType: body.file.contentType,
    });
  return r;
}

const oversized = (req: FuzzRequest) =>
  (req.body?.kind === 'multipart' && (req.body.file?.bytes ?? 0) > BODY_LIMIT) ||
  (req.body?.kind === 'raw' && req.body.text.length > BODY_LIMIT);

it('answers every generated request without a 5xx, in French, writing nothing when it refuses', async () => {
  const doc = (await request(t.http).get('/api/docs/openapi.json').expect(200)).body;
  const ops = operationsOf(doc);
  expect(ops.length).toBeGreaterThan(100);
  const total = Math.max(REQUESTS, ops.length);
  const passes = Math.ceil(total / ops.length);
  const samples = ops.map((op, i) => fc.sample(requestOf(doc, op, BODY_LIMIT), { seed: SEED + i, numRuns: passes }));
  const isFrench = frenchCatalogue();
  const fingerprint = await fingerprintQuery(sql);
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  const heapBefore = process.memoryUsage().heapUsed;
  let before = await fingerprint();

  for (let i = 0; i < total && failures.length < 20; i++) {
    const op = ops[i % ops.length]!;
    const pass = Math.floor(i / ops.length);
    const role = ROLES[(i + pass) % ROLES.length]!;
    const req = samples[i % ops.length]![pass]!;
    const res = await send(req, op, tokens.get(role.name)).catch(
      (err: Error) => ({ status: 0, body: { error: err.message }, headers: {} }) as never,
    );
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    const where = `${op.method.toUpperCase()} ${req.url.slice(0, 120)} as ${role.name} (${req.body ? JSON.stringify(req.body).slice(0, 160) : 'no body'})`;
    const body = res.body as { success?: boolean; message?: unknown; error_code?: string };
    if (res.status === 503 && body?.error_code === 'maintenance') {
      // a settings save switched maintenance on: an answer, not a crash; switch it off to keep going
      await sql.query(`update settings set value = 'false' where key = 'maintenance_mode'`);
      t.app.get(MaintenanceGate).forget();
    } else if (
      res.status === 0 &&
      oversized(req) &&
      /EPIPE|ECONNRESET/.test(String((res.body as { error?: string }).error))
    ) {
      // refused (413) while the client was still sending: the connection closes under its upload
      await request(t.http).get('/api/health').expect(200);
    } else if (res.status >= 500 || res.status === 0) {
      failures.push(`${res.status} ${where}: ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    const after = await fingerprint();
    if (res.status >= 400 && res.status < 500) {
      if (body?.success !== false || typeof body.message !== 'string')
        failures.push(`${res.status} not a JSON error: ${where}: ${JSON.stringify(res.body).slice(0, 200)}`);
      else if (!isFrench(body.message)) failures.push(`${res.status} not French: "${body.message}" ${where}`);
      if (after !== before)
        failures.push(`${res.status} wrote ${(await changedTables(sql, before, after)).join(', ')}: ${where}`);
    }
    before = after;
    // a session this request ended (logout, revocation, password change): sign that role in again
    if (res.status === 401 && tokens.has(role.name)) {
      const check = await request(t.http)
        .get('/api/auth/me')
        .set('Authorization', `Bearer ${tokens.get(role.name)}`);
      if (check.status === 401) await signIn(role);
      before = await fingerprint();
    }
  }

  await request(t.http).get('/api/health').expect(200);
  (globalThis as { gc?: () => void }).gc?.();
  const grownMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  process.stdout.write(
    `${JSON.stringify({ fuzz: 'api', requests: total, operations: ops.length, roles: ROLES.length, seed: SEED, failures: failures.length, statuses: Object.fromEntries(statuses), heap_growth_mb: Number(grownMb.toFixed(1)) })}\n`,
  );
  expect(failures).toEqual([]);
  expect(grownMb).toBeLessThan(200);
}, 3_600_000);
