import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/postgresql';
import { createApp } from './app.factory.js';
import { loadConfig, type AppConfig } from './config/config.js';
import { ConfigError } from './config/env.js';
import { LOCK_KEYS, withAdvisoryLock } from './infra/database/advisory-lock.js';
import { openDatabase, type DatabaseHandle } from './infra/database/database.js';
import { runMigrations } from './infra/database/migrate.js';
import { demoAccountsPresent, seedDemo, seedReference } from './modules/seed/index.js';
import { seedCatalogue } from './modules/seed/index.js';
import { seedAdminDemo } from './modules/seed/index.js';
import { PaymentsLedgerAdapter } from './modules/payments/index.js';

export function readVersion(): string {
  try {
    const root = process.env.APP_ROOT ?? process.cwd();
    return (JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

export interface Started {
  app: NestExpressApplication;
  db: DatabaseHandle;
  config: AppConfig;
  demo: boolean;
  stop(): Promise<void>;
}

/** Opens the database, migrates, seeds where the rules allow, and builds the app (not yet listening). */
export async function bootstrap(
  overrides: Partial<AppConfig> = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<Started> {
  const config = loadConfig(env, { version: readVersion(), ...overrides });
  const db = await openDatabase(config);
  let app: NestExpressApplication | undefined;
  try {
    await runMigrations(db.url);
    app = await createApp(config, db.url);
    const em = app.get(MikroORM).em.fork();
    const demo = await withAdvisoryLock(db.url, LOCK_KEYS.seed, async () => {
      await seedReference(em);
      const wanted = config.seedDemo || (!config.isProduction && db.embedded && db.fresh);
      if (wanted) {
        await seedDemo(em);
        await seedCatalogue(em, config);
        await seedAdminDemo(em, config);
      }
      return demoAccountsPresent(em);
    });
    // money credited before the ledger started (or seeded above) gets its opening balance
    await app.get(PaymentsLedgerAdapter, { strict: false }).backfill(em);
    if (demo && config.isProduction && !config.allowDemoAccounts) {
      throw new ConfigError(
        'Refusing to start in production: the demo accounts (published password) exist in this database. Delete them, or set ALLOW_DEMO_ACCOUNTS=1 on a demo host.',
      );
    }
    const started = app;
    let stopped = false;
    return {
      app: started,
      db,
      config,
      demo,
      async stop() {
        if (stopped) return;
        stopped = true;
        await started.close();
        await db.stop();
      },
    };
  } catch (err) {
    await app?.close().catch(() => {});
    await db.stop();
    throw err;
  }
}
