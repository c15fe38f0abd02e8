import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/postgresql';
import { createApp } from './app.factory.js';
import { loadConfig, type AppConfig } from './config/config.js';
import { LOCK_KEYS, withAdvisoryLock } from './infra/database/advisory-lock.js';
import { openDatabase, type DatabaseHandle } from './infra/database/database.js';
import { runMigrations } from './infra/database/migrate.js';
import { demoAccountsPresent, seedDemo, seedReference } from './modules/seed/seeder.js';
import { seedCatalogue } from './modules/seed/catalogue-seeder.js';

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
export async function bootstrap(overrides: Partial<AppConfig> = {}): Promise<Started> {
  const config = loadConfig(process.env, { version: readVersion(), ...overrides });
  const db = await openDatabase(config);
  try {
    await runMigrations(db.url);
    const app = await createApp(config, db.url);
    const em = app.get(MikroORM).em.fork();
    const demo = await withAdvisoryLock(db.url, LOCK_KEYS.seed, async () => {
      await seedReference(em);
      const wanted = config.seedDemo || (!config.isProduction && db.embedded && db.fresh);
      if (wanted) {
        await seedDemo(em);
        await seedCatalogue(em, config);
      }
      return demoAccountsPresent(em);
    });
    let stopped = false;
    return {
      app,
      db,
      config,
      demo,
      async stop() {
        if (stopped) return;
        stopped = true;
        await app.close();
        await db.stop();
      },
    };
  } catch (err) {
    await db.stop();
    throw err;
  }
}
