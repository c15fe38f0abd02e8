import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../mikro-orm.config.js';
import { loadConfig } from '../config/config.js';
import { LOCK_KEYS, withAdvisoryLock } from '../infra/database/advisory-lock.js';
import { openDatabase } from '../infra/database/database.js';
import { runMigrations } from '../infra/database/migrate.js';
import { seedDemo, seedReference } from '../modules/seed/index.js';
import { seedCatalogue } from '../modules/seed/index.js';
import { seedAdminDemo } from '../modules/seed/index.js';
import { seedReviews } from '../modules/seed/index.js';

const config = loadConfig();
if (config.isProduction && !config.seedDemo) {
  console.error('Refusing to seed demo data in production: set SEED_DEMO=1 to insist.');
  process.exit(1);
}
const db = await openDatabase(config);
try {
  await runMigrations(db.url);
  const orm = await MikroORM.init(ormConfig({ clientUrl: db.url, poolMax: 2 }));
  try {
    const { created } = await withAdvisoryLock(db.url, LOCK_KEYS.seed, async () => {
      await seedReference(orm.em.fork());
      const result = await seedDemo(orm.em.fork());
      const products = await seedCatalogue(orm.em.fork(), config);
      if (products) console.log(`Created ${products} demo products.`);
      if (await seedAdminDemo(orm.em.fork(), config))
        console.log('Created the demo orders, payments, draws and refunds of the back-office.');
      const reviews = await seedReviews(orm.em.fork());
      if (reviews) console.log(`Created ${reviews} demo reviews.`);
      return result;
    });
    console.log(created.length ? `Created: ${created.join(', ')}` : 'Seed data already present.');
  } finally {
    await orm.close(true);
  }
} finally {
  await db.stop();
}
