import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { ormConfig } from '../../mikro-orm.config.js';
import { runMigrations } from '../../src/infra/database/migrate.js';
import { Category } from '../../src/modules/catalogue/category.entity.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/modules/seed/reference-data.js';
import { seedDemo, seedReference } from '../../src/modules/seed/seeder.js';
import { verifyPassword } from '../../src/modules/users/password.js';
import { Role } from '../../src/modules/access/role.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { MIGRATIONS } from '../../migrations/index.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

let db: TestDatabase;
let orm: MikroORM;
beforeAll(async () => {
  db = await createTestDatabase();
  orm = await MikroORM.init(ormConfig({ clientUrl: db.url, poolMax: 4 }));
});
afterAll(async () => {
  await orm?.close(true);
  await db?.drop();
});

describe('migrations', () => {
  it('are all recorded, and running them again (even concurrently) changes nothing', async () => {
    const [a, b] = await Promise.all([runMigrations(db.url), runMigrations(db.url)]);
    expect(a).toEqual([]);
    expect(b).toEqual([]);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>('select name from mikro_orm_migrations order by id');
      expect(rows.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
    } finally {
      await client.end();
    }
  });

  it('enforce unique e-mails at the database level', async () => {
    const em = orm.em.fork();
    const make = () =>
      em.create(User, {
        firstName: 'A',
        lastName: 'B',
        email: 'same@mbolo.test',
        phone: null,
        passwordHash: 'x',
        status: 'active',
      });
    make();
    await em.flush();
    const em2 = orm.em.fork();
    em2.create(User, {
      firstName: 'C',
      lastName: 'D',
      email: 'same@mbolo.test',
      phone: null,
      passwordHash: 'x',
      status: 'active',
    });
    await expect(em2.flush()).rejects.toThrow(/unique/i);
  });
});

describe('seed', () => {
  it('creates the roles, the demo accounts and the categories, and is idempotent', async () => {
    await seedReference(orm.em.fork());
    const first = await seedDemo(orm.em.fork());
    expect(first.created.sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    const second = await seedDemo(orm.em.fork());
    expect(second.created).toEqual([]);
    await seedReference(orm.em.fork());

    const em = orm.em.fork();
    expect(await em.count(Role)).toBe(8);
    expect(await em.count(Category)).toBe(8);
    const users = await em.find(
      User,
      { email: { $in: DEMO_ACCOUNTS.map((a) => a.email) } },
      { populate: ['roles', 'passwordHash'] },
    );
    expect(users).toHaveLength(7);
    const phones = new Set<string>();
    for (const account of DEMO_ACCOUNTS) {
      const user = users.find((u) => u.email === account.email)!;
      expect(user.roles.getItems().map((r) => r.name)).toEqual([account.role]);
      expect(user.emailVerifiedAt).toBeInstanceOf(Date);
      const phone = parsePhoneNumberFromString(user.phone!);
      expect(phone?.country).toBe('GA');
      expect(phone?.isValid()).toBe(true);
      expect(phone?.getType()).toBe('MOBILE');
      phones.add(user.phone!);
    }
    expect(phones.size).toBe(7);
    const client = users.find((u) => u.email === 'client@mbolo.test')!;
    expect(await verifyPassword(client.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(client.passwordHash, 'wrong-password')).toBe(false);
    expect(client.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(users.find((u) => u.email === 'entreprise@mbolo.test')!.companyName).toBeTruthy();
  });
});
