import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../mikro-orm.config.js';
import { startEmbeddedPostgres } from '../../src/infra/database/embedded-postgres.js';
import { runMigrations } from '../../src/infra/database/migrate.js';
import { seedReference } from '../../src/modules/seed/seeder.js';
import { ensureTemplate } from './template.js';
import { TEMPLATE_DB, TEST_DB_PREFIX, withDatabase } from './test-env.js';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A migrated database with the reference data, private to the calling test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    await ensureTemplate(base);
    const name = `${TEST_DB_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DB}"`);
    } finally {
      await admin.end();
    }
    return {
      url: withDatabase(base, name),
      async drop() {
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        try {
          await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        } finally {
          await c.end();
        }
      },
    };
  }
  const embedded = await startEmbeddedPostgres();
  await runMigrations(embedded.url);
  const orm = await MikroORM.init(ormConfig({ clientUrl: embedded.url, poolMax: 2 }));
  try {
    await seedReference(orm.em.fork());
  } finally {
    await orm.close(true);
  }
  return { url: embedded.url, drop: () => embedded.stop() };
}
