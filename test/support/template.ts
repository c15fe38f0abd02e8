import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../mikro-orm.config.js';
import { MIGRATIONS } from '../../migrations/index.js';
import { runMigrations } from '../../src/infra/database/migrate.js';
import { seedReference } from '../../src/modules/seed/seeder.js';
import { TEMPLATE_DB, withDatabase } from './test-env.js';

const TEMPLATE_LOCK = 724_900;

async function templateIsCurrent(base: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: withDatabase(base, TEMPLATE_DB) });
  try {
    await c.connect();
    const { rows } = await c.query<{ name: string }>('select name from mikro_orm_migrations order by id');
    return rows.map((r) => r.name).join() === MIGRATIONS.map((m) => m.name).join();
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

/**
 * Makes sure the migrated template database exists and matches the committed migrations; rebuilt
 * when they change. Test databases are then cloned from it (CREATE DATABASE … TEMPLATE) in milliseconds.
 */
export async function ensureTemplate(base: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    if (await templateIsCurrent(base)) return;
    await admin.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DB}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${TEMPLATE_DB}"`);
    const url = withDatabase(base, TEMPLATE_DB);
    await runMigrations(url);
    const orm = await MikroORM.init(ormConfig({ clientUrl: url, poolMax: 2 }));
    try {
      await seedReference(orm.em.fork());
    } finally {
      await orm.close(true);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
    await admin.end();
  }
}
