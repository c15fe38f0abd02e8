import type { NestExpressApplication } from '@nestjs/platform-express';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createApp } from '../../src/app.factory.js';
import { loadConfig, type AppConfig } from '../../src/config/config.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  db: TestDatabase;
  config: AppConfig;
  /** A fresh EntityManager for assertions and arrangements. */
  em(): EntityManager;
  close(): Promise<void>;
}

/** The real application (API only) on a private, migrated database. */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = loadConfig(
    {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      APP_SECRET: 'test-secret-0123456789abcdef0123456789abcdef',
      JOBS_ENABLED: '0',
    },
    { ssr: 'off', databaseUrl: db.url, poolMax: 4, ...overrides },
  );
  let app: NestExpressApplication | undefined;
  try {
    app = await createApp(config, db.url);
    await app.init();
  } catch (err) {
    await app?.close();
    await db.drop();
    throw err;
  }
  const orm = app.get(MikroORM);
  return {
    app,
    http: app.getHttpServer(),
    db,
    config,
    em: () => orm.em.fork(),
    async close() {
      await app!.close();
      await db.drop();
    },
  };
}
