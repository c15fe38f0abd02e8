import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import request from 'supertest';
import { BackupRestoreError, restoreBackup } from '../../src/infra/database/backup-restore.js';
import { dumpDatabase } from '../../src/infra/database/backup-dump.js';
import { startEmbeddedPostgres } from '../../src/infra/database/embedded-postgres.js';
import { runMigrations } from '../../src/infra/database/migrate.js';
import { MailService } from '../../src/infra/mail/mail.service.js';
import { Category } from '../../src/modules/catalogue/category.entity.js';
import { SettingsService } from '../../src/modules/settings/settings.service.js';
import { User } from '../../src/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase } from '../support/database.js';
import { bearer, loginToken } from '../support/auth.js';
import { createCategory } from '../factories/catalogue.js';
import { createUser } from '../factories/users.js';

let t: TestApp;
let dir: string;
let superAdmin: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mbolo-backups-'));
  t = await startTestApp({ backupDir: dir });
  superAdmin = await loginToken(t, (await createUser(t.em(), { roles: ['Super Admin'] })).email);
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('database backups', () => {
  it("backs up through the API and restores with the CLI's function: the data is back", async () => {
    const kept = await createCategory(t.em(), 'Maison « déco »\nligne 2');
    const gone = await createUser(t.em(), { firstName: 'Élodie', lastName: "O'Neil" });
    await request(t.http)
      .put('/api/admin/settings/lottery')
      .set(bearer(superAdmin))
      .send({ min_ticket_price: 1500 })
      .expect(200);
    const users = await t.em().count(User, {});

    const made = await request(t.http).post('/api/admin/settings/backup').set(bearer(superAdmin)).expect(201);
    expect(made.body.message).toBe('Sauvegarde créée avec succès');
    const { name, size } = made.body.data;
    expect(name).toMatch(/^mbolo-\d{8}-\d{6}-[a-f0-9]{6}\.mbolo\.gz$/);
    expect(await readdir(dir)).toEqual([name]);

    const list = await request(t.http).get('/api/admin/settings/backups').set(bearer(superAdmin)).expect(200);
    expect(list.body.data).toEqual([{ name, size, created_at: expect.any(String) }]);
    const file = await request(t.http)
      .get(`/api/admin/settings/backups/${name}`)
      .set(bearer(superAdmin))
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    const text = gunzipSync(file.body as Buffer).toString('utf8');
    expect(text.startsWith('#mbolo-backup {')).toBe(true);
    expect(text).toContain('#table settings_history ');
    // transient tables are left out
    expect(text).not.toContain('#table sessions ');

    // change, delete and add after the backup
    await t.em().nativeUpdate(Category, { id: kept.id }, { name: 'Renommée' });
    await t.em().nativeDelete(User, { id: gone.id });
    await createUser(t.em(), { firstName: 'Après' });
    await request(t.http)
      .put('/api/admin/settings/lottery')
      .set(bearer(superAdmin))
      .send({ min_ticket_price: 3000 })
      .expect(200);
    const settings = t.app.get(SettingsService);
    expect(await settings.get('ticket_price_min')).toBe(3000);

    const restored = await restoreBackup(t.db.url, join(dir, name));
    expect(restored.rows).toBeGreaterThan(0);

    expect((await t.em().findOneOrFail(Category, kept.id)).name).toBe('Maison « déco »\nligne 2');
    const back = await t.em().findOneOrFail(User, gone.id);
    expect([back.firstName, back.lastName, back.createdAt.getTime()]).toEqual([
      gone.firstName,
      gone.lastName,
      gone.createdAt.getTime(),
    ]);
    expect(await t.em().count(User, {})).toBe(users);
    expect(await t.em().count(User, { firstName: 'Après' })).toBe(0);
    // the cached settings see the restored rows
    expect(await settings.get('ticket_price_min')).toBe(1500);
    // sequences continue after the restored ids
    const next = await createCategory(t.em(), 'Nouvelle');
    const maxId = Math.max(...(await t.em().find(Category, { id: { $ne: next.id } })).map((c) => c.id));
    expect(next.id).toBeGreaterThan(maxId);
    // sessions are not restored: everyone signs in again
    await request(t.http).get('/api/admin/settings/backups').set(bearer(superAdmin)).expect(401);
  });

  it('leaves out the outbox: pending mail bodies (reset codes, temporary passwords) are not in the file', async () => {
    const secret = `Mot de passe temporaire : Zk${Date.now()}`;
    await t
      .em()
      .fork()
      .transactional(async (tx) => {
        t.app.get(MailService).enqueue(tx, { to: 'pending@mbolo.test', subject: 'Votre compte', text: secret });
      });
    const [pending] = await t
      .em()
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from outbox_messages where text = ?', [secret]);
    expect(pending?.n).toBe(1);
    const file = join(dir, 'outbox.mbolo.gz');
    await dumpDatabase(t.db.url, file);
    const text = gunzipSync(await readFile(file)).toString('utf8');
    expect(text).toContain('#table users ');
    expect(text).not.toContain('#table outbox_messages ');
    expect(text).not.toContain(secret);
  });

  it('refuses a name it did not give out', async () => {
    superAdmin = await loginToken(t, (await createUser(t.em(), { roles: ['Super Admin'] })).email);
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'x.gz', '.mbolo.gz', 'mbolo-20261126-100000-abcdef.mbolo.gz']) {
      const res = await request(t.http).get(`/api/admin/settings/backups/${name}`).set(bearer(superAdmin));
      expect(res.status).toBe(404);
    }
  });

  it('is for administrators only', async () => {
    const customer = await loginToken(t, (await createUser(t.em())).email);
    const agent = await loginToken(t, (await createUser(t.em(), { roles: ['Agent'] })).email);
    await request(t.http).post('/api/admin/settings/backup').expect(401);
    for (const token of [customer, agent]) {
      await request(t.http).post('/api/admin/settings/backup').set(bearer(token)).expect(403);
      await request(t.http).get('/api/admin/settings/backups').set(bearer(token)).expect(403);
    }
  });

  it('refuses a database whose migrations differ, and changes nothing', async () => {
    const file = join(dir, 'mismatch.mbolo.gz');
    await dumpDatabase(t.db.url, file);
    const c = new pg.Client({ connectionString: t.db.url });
    await c.connect();
    try {
      const { rows } = await c.query<{ name: string }>(
        'delete from mikro_orm_migrations where id = (select max(id) from mikro_orm_migrations) returning name',
      );
      const categories = await t.em().count(Category, {});
      await expect(restoreBackup(t.db.url, file)).rejects.toThrow(BackupRestoreError);
      expect(await t.em().count(Category, {})).toBe(categories);
      await c.query('insert into mikro_orm_migrations (name, executed_at) values ($1, now())', [rows[0]!.name]);
    } finally {
      await c.end();
    }
  });
});

describe('restoring without superuser rights', () => {
  it("restores as the tables' owner when replica mode is refused: own triggers off, parents first", async () => {
    const file = join(dir, 'owner.mbolo.gz');
    await createCategory(t.em(), 'Jardin');
    await dumpDatabase(t.db.url, file);
    const target = await createTestDatabase();
    const role = `mbolo_owner_${process.pid}`;
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    try {
      await admin.query(`drop role if exists ${role}`);
      await admin.query(`create role ${role} login nosuperuser`);
      // the usual managed-database set-up: the application's role owns the schema's objects
      const { rows } = await admin.query<{ sql: string }>(
        `select format('alter %s %I owner to ${role}', case c.relkind when 'S' then 'sequence' else 'table' end, c.relname) as sql
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p', 'S') and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'a' and c.relkind = 'S')`,
      );
      for (const r of rows) await admin.query(r.sql);
      await admin.query(`alter schema public owner to ${role}`);
      const url = new URL(target.url);
      url.username = role;
      url.password = '';
      const restored = await restoreBackup(url.toString(), file);
      expect(restored.rows).toBeGreaterThan(0);
      expect((await admin.query(`select count(*)::int as n from categories where name = 'Jardin'`)).rows[0].n).toBe(1);
    } finally {
      await admin.end();
      await target.drop();
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? t.db.url });
      await c.connect();
      await c.query(`drop role if exists ${role}`).finally(() => c.end());
    }
  });
});

describe('backups of the embedded PGlite', () => {
  it('dumps and restores with PGlite too, and migrates an empty database first', async () => {
    const source = await startEmbeddedPostgres();
    const target = await startEmbeddedPostgres();
    const file = join(dir, 'pglite.mbolo.gz');
    try {
      await runMigrations(source.url);
      const c = new pg.Client({ connectionString: source.url });
      await c.connect();
      try {
        await c.query(`insert into settings (key, value, updated_at) values ('ticket_price_min', '2500', now())`);
        await c.query(
          `insert into categories (slug, name, name_en, sort_order, is_active) values ('cuisine', 'Cuisine', 'Kitchen', 1, true)`,
        );
      } finally {
        await c.end();
      }
      const dumped = await dumpDatabase(source.url, file);
      // an empty database is migrated to the backup's version, then filled
      const restored = await restoreBackup(target.url, file);
      expect(restored).toEqual(dumped);
      const d = new pg.Client({ connectionString: target.url });
      await d.connect();
      try {
        expect((await d.query(`select value from settings where key = 'ticket_price_min'`)).rows).toEqual([
          { value: 2500 },
        ]);
        expect((await d.query(`select name from categories where slug = 'cuisine'`)).rows).toEqual([
          { name: 'Cuisine' },
        ]);
        // restoring again over the data replaces it
        await d.query(`update categories set name = 'Autre'`);
        await restoreBackup(target.url, file);
        expect((await d.query(`select name from categories where slug = 'cuisine'`)).rows).toEqual([
          { name: 'Cuisine' },
        ]);
      } finally {
        await d.end();
      }
    } finally {
      await source.stop();
      await target.stop();
    }
  }, 120_000);
});
