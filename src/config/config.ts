import { KEY_VERSION } from '../common/crypto/keys.js';
import { ConfigError, type Env, envSchema } from './env.js';
import {
  type EbillingConfig,
  ebillingConfig,
  type PaymentGateway,
  type PayoutGateway,
  refuseSimulatorInProduction,
  type ShapConfig,
  type SimulatorConfig,
  shapConfig,
} from './gateways.js';
import { resolveDevSecret } from './secret.js';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];
/** One OpenID Connect client registration; the issuer is discovered (/.well-known/openid-configuration). */
export interface SocialProviderConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface DrawBeaconConfig {
  kind: 'drand' | 'local';
  /** drand HTTP endpoint (a relay or mirror serving /{chain}/info and /{chain}/public/{round}) */
  url: string;
  /** drand chain hash, named in every raffle's commitment */
  chain: string;
  timeoutMs: number;
}

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  databaseUrl?: string;
  dataDir: string;
  /** where POST /admin/settings/backup writes its files (default $DATA_DIR/backups) */
  backupDir: string;
  poolMax: number;
  seedDemo: boolean;
  /** Production only: start although the demo accounts (published password) exist; for a demo host. */
  allowDemoAccounts: boolean;
  /** Production only: start with the payment or payout simulator; for a demo host where no money moves. */
  allowSimulator: boolean;
  logLevel: string;
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  supportPhone?: string;
  supportWhatsapp?: string;
  bodyLimit: string;
  /** Express's `trust proxy`: which X-Forwarded-For hops to believe for the client IP (false: none). */
  trustProxy: boolean | number | string;
  /** Vike rendering: 'dev' (Vite middleware), 'prod' (built assets) or 'off' (API-only processes, e.g. tests). */
  ssr: 'dev' | 'prod' | 'off';
  /** how long an anonymous page or public API answer may be served again (0: never); see src/infra/cache/micro-cache.ts */
  publicCacheMs: number;
  /** Root of every key (per-purpose keys are derived from it, see common/crypto/keys.ts). */
  appSecret: string;
  /** Version of appSecret, carried by the values sealed with its keys (≥ 2; 1 is the scheme before derived keys). */
  appSecretVersion: number;
  /** The secret appSecret replaced (version appSecretVersion − 1): still accepted for opening and verifying. */
  appSecretPrevious?: string;
  /** Public randomness mixed into every draw: drand, or a local stand-in (development, tests). */
  drawBeacon: DrawBeaconConfig;
  sessionTtlHours: number;
  sessionRememberDays: number;
  /** A session unused for longer than this is over: customers and sellers, then staff (manager roles). */
  sessionIdleMinutes: number;
  sessionIdleMinutesStaff: number;
  /** Default of the `staff_two_factor_required` setting (administrators may change it). */
  staffTwoFactorRequired: boolean;
  smsTransport: 'outbox' | 'log';
  /** Socket.IO events cross instances through this Redis (pub/sub adapter); unset: one instance only. */
  redisUrl?: string;
  /** Prefix of the Redis channels, so that deployments can share one Redis. */
  redisPrefix: string;
  /** How long reserved tickets wait for their payment. */
  reservationMinutes: number;
  /** How long the confirmation page waits for the payer's USSD answer before offering a new push. */
  paymentWindowSeconds: number;
  /** USSD pushes (payment initiations and re-sends) allowed per 10 minutes per account, client IP and payer number. */
  paymentPushQuota: { perUser: number; perIp: number; perNumber: number };
  /** Reservations (ticket purchases and direct orders) per client IP in 15 minutes; 0 turns the quota off. */
  reservationsPerIp: number;
  /** How often pending bills are re-queried and unpaid orders expired. */
  reconcileIntervalSeconds: number;
  /** Scheduled jobs (reservation expiry, draws due…); off in API tests, which call them directly. */
  jobsEnabled: boolean;
  /** Social sign-in: only the providers with both a client id and a secret are present (and enabled). */
  social: Partial<Record<SocialProviderName, SocialProviderConfig>>;
  /** Mobile-money gateway: E-Billing itself, or the in-process simulator speaking its protocol. */
  paymentGateway: PaymentGateway;
  ebilling: EbillingConfig;
  /** Refund payouts: SHAP itself, or the in-process simulator speaking its protocol. */
  payoutGateway: PayoutGateway;
  shap: ShapConfig;
  simulator: SimulatorConfig;
  version: string;
};

/**
 * TRUST_PROXY as Express takes it: empty, 0 or false for none (the default: X-Forwarded-For is
 * ignored), a hop count, or a list of proxy addresses and subnets ("loopback, 10.0.0.0/8").
 */
function trustProxy(value: string | undefined): boolean | number | string {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/** drand's quicknet, on its main public endpoint. */
const DRAND_DEFAULTS = {
  url: 'https://api.drand.sh',
  chain: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
};

function drawBeaconConfig(e: Env, isProduction: boolean, allowSimulator: boolean): DrawBeaconConfig {
  const kind = e.DRAW_BEACON || (isProduction ? 'drand' : 'local');
  // a beacon whose values we make ourselves would let an insider pick them: never silently in production
  if (kind === 'local' && isProduction && !allowSimulator) {
    throw new Error(
      'Invalid environment:\nDRAW_BEACON=local is refused in production (set ALLOW_SIMULATOR=1 for a demonstration host)',
    );
  }
  return {
    kind,
    url: (e.DRAW_BEACON_URL || DRAND_DEFAULTS.url).replace(/\/+$/, ''),
    chain: e.DRAW_BEACON_CHAIN || DRAND_DEFAULTS.chain,
    timeoutMs: e.DRAW_BEACON_TIMEOUT_MS,
  };
}

function socialProvider(
  id: string | undefined,
  secret: string | undefined,
  issuer: string,
): SocialProviderConfig | undefined {
  return id && secret ? { clientId: id, clientSecret: secret, issuer } : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  if (!env.NODE_ENV) {
    throw new ConfigError(
      'NODE_ENV is not set: set NODE_ENV=production (or development, test); `npm start` sets it for you.',
    );
  }
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const appEnv = e.APP_ENV ?? e.NODE_ENV;
  const isProduction = appEnv === 'production';
  const payments = ebillingConfig(e);
  const payouts = shapConfig(e);
  refuseSimulatorInProduction(e, payments.gateway, payouts.gateway);
  if (isProduction && e.SEED_DEMO && !e.ALLOW_DEMO_ACCOUNTS) {
    throw new ConfigError(
      'Refusing SEED_DEMO=1 in production: the demo accounts share a published password. Set ALLOW_DEMO_ACCOUNTS=1 too, on a demo host only.',
    );
  }
  return {
    env: appEnv,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR,
    backupDir: e.BACKUP_DIR || `${e.DATA_DIR.replace(/\/+$/, '')}/backups`,
    poolMax: e.DB_POOL_MAX,
    seedDemo: e.SEED_DEMO,
    allowDemoAccounts: e.ALLOW_DEMO_ACCOUNTS,
    allowSimulator: e.ALLOW_SIMULATOR,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE || undefined,
    supportWhatsapp: e.SUPPORT_WHATSAPP || undefined,
    bodyLimit: e.BODY_LIMIT,
    publicCacheMs: e.PUBLIC_CACHE_MS,
    trustProxy: trustProxy(e.TRUST_PROXY),
    ssr: e.SSR_MODE ?? (isProduction ? 'prod' : 'dev'),
    appSecret: e.APP_SECRET ?? resolveDevSecret(isProduction, e.DATA_DIR),
    appSecretVersion: e.APP_SECRET_VERSION ?? KEY_VERSION,
    appSecretPrevious: e.APP_SECRET_PREVIOUS || undefined,
    drawBeacon: drawBeaconConfig(e, isProduction, env.ALLOW_SIMULATOR === '1' || env.ALLOW_SIMULATOR === 'true'),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    sessionRememberDays: e.SESSION_REMEMBER_DAYS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionIdleMinutesStaff: e.SESSION_IDLE_MINUTES_STAFF,
    staffTwoFactorRequired: e.STAFF_2FA_REQUIRED,
    smsTransport: e.SMS_TRANSPORT,
    redisUrl: e.REDIS_URL || undefined,
    redisPrefix: e.REDIS_PREFIX,
    reservationMinutes: e.RESERVATION_MINUTES,
    paymentWindowSeconds: e.PAYMENT_WINDOW_SECONDS,
    paymentPushQuota: {
      perUser: e.PAYMENT_PUSHES_PER_USER,
      perIp: e.PAYMENT_PUSHES_PER_IP,
      perNumber: e.PAYMENT_PUSHES_PER_NUMBER,
    },
    reservationsPerIp: e.RESERVATIONS_PER_IP,
    reconcileIntervalSeconds: e.RECONCILE_INTERVAL_SECONDS,
    jobsEnabled: e.JOBS_ENABLED,
    social: Object.fromEntries(
      Object.entries({
        google: socialProvider(
          e.GOOGLE_CLIENT_ID,
          e.GOOGLE_CLIENT_SECRET,
          e.GOOGLE_ISSUER || 'https://accounts.google.com',
        ),
        facebook: socialProvider(
          e.FACEBOOK_CLIENT_ID,
          e.FACEBOOK_CLIENT_SECRET,
          e.FACEBOOK_ISSUER || 'https://www.facebook.com',
        ),
        apple: socialProvider(e.APPLE_CLIENT_ID, e.APPLE_CLIENT_SECRET, e.APPLE_ISSUER || 'https://appleid.apple.com'),
      }).filter(([, v]) => v),
    ),
    paymentGateway: payments.gateway,
    ebilling: payments.ebilling,
    payoutGateway: payouts.gateway,
    shap: payouts.shap,
    simulator: { delayMs: e.SIMULATOR_DELAY_MS, callbackUrl: e.SIMULATOR_CALLBACK_URL || undefined },
    version: env.npm_package_version ?? '0.1.0',
    ...overrides,
  };
}

/** Whether payments or refund payouts go to the in-process simulator rather than to real money. */
export function simulatorInUse(config: Pick<AppConfig, 'paymentGateway' | 'payoutGateway'>): boolean {
  return config.paymentGateway === 'simulator' || config.payoutGateway === 'simulator';
}

/**
 * What makes a production process unfit for real customers, said loudly at start and on /api/health:
 * each was explicitly allowed (ALLOW_SIMULATOR, ALLOW_DEMO_ACCOUNTS), or the process would not run.
 */
export function productionWarnings(
  config: Pick<AppConfig, 'isProduction' | 'paymentGateway' | 'payoutGateway'>,
  demoAccounts: boolean,
): string[] {
  if (!config.isProduction) return [];
  const warnings: string[] = [];
  if (simulatorInUse(config))
    warnings.push('SIMULATOR IN USE (ALLOW_SIMULATOR=1): payments and refunds are simulated, no real money moves');
  if (demoAccounts) warnings.push('DEMO ACCOUNTS PRESENT (ALLOW_DEMO_ACCOUNTS=1): they share a published password');
  return warnings;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
