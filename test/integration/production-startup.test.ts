import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { bootstrap } from '../../src/bootstrap.js';
import { loadConfig, productionWarnings } from '../../src/config/config.js';
import { ConfigError } from '../../src/config/env.js';
import { seedDemo } from '../../src/modules/seed/seeder.js';
import { User } from '../../src/modules/users/user.entity.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

const SECRET = 'startup-test-secret-0123456789abcdef0123456789';
const EBILLING = { EBILLING_USERNAME: 'merchant', EBILLING_SHARED_KEY: 'shared-key' };
const SHAP = { SHAP_API_ID: 'merchant', SHAP_API_SECRET: 'shap-secret' };
const production = (extra: Record<string, string> = {}) =>
  ({ NODE_ENV: 'production', APP_SECRET: SECRET, ...extra }) as NodeJS.ProcessEnv;

function refusal(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('NODE_ENV', () => {
  it('must be set: a one-line refusal without it', () => {
    const err = refusal({ APP_SECRET: SECRET } as NodeJS.ProcessEnv);
    expect(err.message).toMatch(/^NODE_ENV is not set/);
    expect(err.message).not.toContain('\n');
    expect(refusal({ NODE_ENV: '', APP_SECRET: SECRET } as NodeJS.ProcessEnv).message).toMatch(/^NODE_ENV is not set/);
  });

  it('is taken as given', () => {
    expect(loadConfig({ NODE_ENV: 'development', APP_SECRET: SECRET } as NodeJS.ProcessEnv).env).toBe('development');
  });

  it('gives way to APP_ENV for the app’s own mode (npm start: production libraries, development app)', () => {
    const started = loadConfig({ NODE_ENV: 'production', APP_ENV: 'development' } as NodeJS.ProcessEnv);
    expect([started.env, started.isProduction]).toEqual(['development', false]);
    // unset, APP_ENV is NODE_ENV's: production keeps every production rule
    expect(refusal(production()).message).toMatch(/Refusing to start in production/);
    expect(refusal({ ...production(), APP_ENV: 'production' }).message).toMatch(/Refusing to start in production/);
  });
});

describe('the simulators in production', () => {
  it('refuse to start without a real E-Billing gateway and SHAP account, naming what is missing', () => {
    const both = refusal(production());
    expect(both.message).toMatch(/Refusing to start in production with the payment simulator/);
    expect(both.message).toContain('E-Billing');
    expect(both.message).toContain('SHAP');
    expect(both.message).toContain('ALLOW_SIMULATOR=1');
    expect(both.message).not.toContain('\n');

    const payoutsOnly = refusal(production(EBILLING));
    expect(payoutsOnly.message).toContain('SHAP_API_ID');
    expect(payoutsOnly.message).not.toContain('EBILLING_USERNAME');
    expect(refusal(production(SHAP)).message).toContain('EBILLING_USERNAME');
    // asking for the simulator by name is refused just the same
    expect(refusal(production({ ...EBILLING, ...SHAP, PAYMENT_GATEWAY: 'simulator' })).message).toContain('E-Billing');
    expect(refusal(production({ ...EBILLING, ...SHAP, PAYOUT_GATEWAY: 'simulator' })).message).toContain('SHAP');
  });

  it('start with ALLOW_SIMULATOR=1, and say so', () => {
    const config = loadConfig(production({ ALLOW_SIMULATOR: '1' }));
    expect(config).toMatchObject({
      isProduction: true,
      allowSimulator: true,
      paymentGateway: 'simulator',
      payoutGateway: 'simulator',
    });
    expect(productionWarnings(config, false)).toEqual([expect.stringContaining('SIMULATOR IN USE')]);
  });

  it('are not used with real credentials, and nothing is said', () => {
    const config = loadConfig(production({ ...EBILLING, ...SHAP }));
    expect(config).toMatchObject({ paymentGateway: 'ebilling', payoutGateway: 'shap', allowSimulator: false });
    expect(productionWarnings(config, false)).toEqual([]);
  });

  it('stay the default outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development', APP_SECRET: SECRET } as NodeJS.ProcessEnv)).toMatchObject({
      paymentGateway: 'simulator',
      payoutGateway: 'simulator',
    });
  });
});

describe('demo accounts in production', () => {
  const real = { ...EBILLING, ...SHAP };
  let db: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'mbolo-startup-'));
  });
  afterAll(async () => {
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (extra: Record<string, string> = {}) => {
    const started = await bootstrap(
      { databaseUrl: db.url, ssr: 'off', jobsEnabled: false, logLevel: 'silent', poolMax: 4 },
      production({ ...real, DATA_DIR: dataDir, ...extra }),
    );
    await started.app.init();
    return started;
  };
  const health = async (started: Awaited<ReturnType<typeof start>>) =>
    (await request(started.app.getHttpServer()).get('/api/health').expect(200)).body.data;

  it('SEED_DEMO=1 needs ALLOW_DEMO_ACCOUNTS=1', () => {
    expect(refusal(production({ ...real, SEED_DEMO: '1' })).message).toMatch(/ALLOW_DEMO_ACCOUNTS=1/);
    expect(loadConfig(production({ ...real, SEED_DEMO: '1', ALLOW_DEMO_ACCOUNTS: '1' })).seedDemo).toBe(true);
  });

  it('start normally without them', async () => {
    const started = await start();
    try {
      expect(started.demo).toBe(false);
      expect(await health(started)).toMatchObject({ simulator: false, demo_accounts: false, warnings: [] });
    } finally {
      await started.stop();
    }
  });

  it('refuse to start while they exist, unless ALLOW_DEMO_ACCOUNTS=1, which the health check then reports', async () => {
    const first = await start();
    await seedDemo(first.app.get(MikroORM).em.fork());
    await first.stop();
    await expect(start()).rejects.toThrow(/Refusing to start in production: the demo accounts/);

    const allowed = await start({ ALLOW_DEMO_ACCOUNTS: '1' });
    try {
      expect(allowed.demo).toBe(true);
      expect(await health(allowed)).toMatchObject({
        status: 'ok',
        simulator: false,
        demo_accounts: true,
        warnings: [expect.stringContaining('DEMO ACCOUNTS PRESENT')],
      });
      expect(await allowed.app.get(MikroORM).em.fork().count(User, { email: 'admin@mbolo.test' })).toBe(1);
    } finally {
      await allowed.stop();
    }
  });
});
