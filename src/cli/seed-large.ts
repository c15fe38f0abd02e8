import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../mikro-orm.config.js';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../infra/database/database.js';
import { runMigrations } from '../infra/database/migrate.js';
import { seedDemo, seedReference } from '../modules/seed/index.js';
import { seedLarge } from '../modules/seed/index.js';
import { hashPassword } from '../modules/users/index.js';
import { DEMO_PASSWORD } from '../modules/seed/index.js';

// npm run seed:large [-- --scale 0.1] [-- --force]: a year of activity for the admin screens and bench:admin
const args = process.argv.slice(2);
const scaleArg = args.indexOf('--scale');
const scale = scaleArg >= 0 ? Number(args[scaleArg + 1]) : 1;
if (!(scale > 0 && scale <= 5)) {
  console.error('--scale must be a number in ]0, 5]');
  process.exit(2);
}
const config = loadConfig();
if (config.isProduction && !args.includes('--force')) {
  console.error('Refusing to generate 100,000 fake orders in production: pass --force to insist.');
  process.exit(1);
}
const started = Date.now();
const db = await openDatabase(config);
try {
  await runMigrations(db.url);
  // roles, countries and the demo accounts (the bench signs in as superadmin@mbolo.test)
  const orm = await MikroORM.init(ormConfig({ clientUrl: db.url, poolMax: 2 }));
  try {
    await seedReference(orm.em.fork());
    await seedDemo(orm.em.fork());
  } finally {
    await orm.close(true);
  }
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const result = await seedLarge(client, { scale, passwordHash: await hashPassword(DEMO_PASSWORD), secrets: config });
    if (result.skipped) console.log('seed:large already ran on this database (settings.seed_large): nothing to do.');
    else
      console.log(
        `seed:large created ${Object.entries(result.counts)
          .map(([t, n]) => `${n} ${t}`)
          .join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    // fresh statistics and visibility maps: the planner sees the new sizes and counts read indexes only at once
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
} finally {
  await db.stop();
}
