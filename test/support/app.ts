import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createApp } from '../../src/app.factory.js';
import { loadConfig, type AppConfig } from '../../src/config/config.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { freePort } from './free-port.js';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  db: TestDatabase;
  config: AppConfig;
  /** With `listen: true`: the base URL the app answers on (also its config.appUrl). */
  url?: string;
  /** A fresh EntityManager for assertions and arrangements. */
  em(): EntityManager;
  close(): Promise<void>;
}

export type TestAppOptions = Partial<AppConfig> & {
  /**
   * Listen on a free port of 127.0.0.1 and make it config.appUrl before the modules are built, so
   * that in-process HTTP clients (the E-Billing client and its simulator, the simulator's
   * notifications to our callback) reach the application over real HTTP.
   */
  listen?: boolean;
};

/** The real application (API only) on a private, migrated database. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { listen, ...overrides } = options;
  const port = listen ? await freePort() : undefined;
  const url = port ? `http://127.0.0.1:${port}` : undefined;
  const db = await createTestDatabase();
  const config = loadConfig(
    {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      APP_SECRET: 'test-secret-0123456789abcdef0123456789abcdef',
      JOBS_ENABLED: '0',
      // staff accounts of the tests sign in without two-factor; tests of that rule pass staffTwoFactorRequired
      STAFF_2FA_REQUIRED: '0',
    },
    // backups made by a test (the role matrix calls every route) stay out of the project's data folder
    {
      ssr: 'off',
      databaseUrl: db.url,
      poolMax: 4,
      backupDir: join(tmpdir(), `mbolo-test-backups-${process.pid}`),
      ...(url ? { appUrl: url } : {}),
      ...overrides,
    },
  );
  let app: NestExpressApplication | undefined;
  try {
    app = await createApp(config, db.url);
    await app.init();
    if (port) await app.listen(port, '127.0.0.1');
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
    url,
    em: () => orm.em.fork(),
    async close() {
      await app!.close();
      await db.drop();
    },
  };
}
