import { z } from 'zod';
import { KEY_VERSION } from '../common/crypto/keys.js';
import { resolveDevSecret } from './secret.js';

/** A configuration the process must not start with; its message is one line meant for the operator. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const bool = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

// an empty value (as in a copied .env.example) means "use the default"
const optionalUrl = z.union([z.literal(''), z.string().url()]).optional();

const envSchema = z.object({
  // required: loadConfig refuses an unset NODE_ENV before parsing (a default would fail open)
  NODE_ENV: z.enum(['development', 'production', 'test']),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  BACKUP_DIR: z.string().optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  SEED_DEMO: bool,
  ALLOW_DEMO_ACCOUNTS: bool,
  ALLOW_SIMULATOR: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Mbolo <no-reply@mbolo.ga>'),
  SUPPORT_EMAIL: z.string().email().default('support@mbolo.ga'),
  SUPPORT_PHONE: z.string().optional(),
  SUPPORT_WHATSAPP: z.string().optional(),
  BODY_LIMIT: z.string().default('100kb'),
  PUBLIC_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(2000),
  TRUST_PROXY: z.string().optional(),
  SSR_MODE: z.enum(['dev', 'prod', 'off']).optional(),
  APP_SECRET: z.string().min(32).optional(),
  APP_SECRET_VERSION: z.coerce.number().int().min(2).max(1000).optional(),
  APP_SECRET_PREVIOUS: z.union([z.literal(''), z.string().min(32)]).optional(),
  DRAW_BEACON: z.enum(['drand', 'local', '']).optional(),
  DRAW_BEACON_URL: optionalUrl,
  DRAW_BEACON_CHAIN: z.union([z.literal(''), z.string().regex(/^[0-9a-f]{64}$/, 'must be a drand chain hash (64 hex digits)')]).optional(),
  DRAW_BEACON_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).default(24 * 7),
  SESSION_REMEMBER_DAYS: z.coerce.number().int().min(1).default(30),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(7 * 24 * 60),
  SESSION_IDLE_MINUTES_STAFF: z.coerce.number().int().min(1).default(30),
  STAFF_2FA_REQUIRED: z.enum(['0', '1', 'true', 'false', '']).default('1').transform((v) => v !== '0' && v !== 'false'),
  SMS_TRANSPORT: z.enum(['outbox', 'log']).default('outbox'),
  REDIS_PREFIX: z.string().regex(/^[\w.:-]{1,60}$/).default('mbolo'),
  REDIS_URL: z.union([z.literal(''), z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')]).optional(),
  JOBS_ENABLED: z.enum(['0', '1', 'true', 'false']).default('1').transform((v) => v === '1' || v === 'true'),
  RESERVATION_MINUTES: z.coerce.number().min(0.1).max(24 * 60).default(15),
  PAYMENT_WINDOW_SECONDS: z.coerce.number().int().min(5).max(3600).default(90),
  PAYMENT_PUSHES_PER_USER: z.coerce.number().int().min(1).default(10),
  PAYMENT_PUSHES_PER_IP: z.coerce.number().int().min(1).default(50),
  PAYMENT_PUSHES_PER_NUMBER: z.coerce.number().int().min(1).default(5),
  RESERVATIONS_PER_IP: z.coerce.number().int().min(0).default(100),
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: optionalUrl,
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_ISSUER: optionalUrl,
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  APPLE_ISSUER: optionalUrl,
  PAYMENT_GATEWAY: z.enum(['ebilling', 'simulator', '']).optional(),
  EBILLING_ENV: z.enum(['lab', 'production', '']).optional(),
  EBILLING_BASE_URL: optionalUrl,
  EBILLING_AUTH: z.enum(['basic', 'oauth2', '']).optional(),
  EBILLING_USERNAME: z.string().optional(),
  EBILLING_SHARED_KEY: z.string().optional(),
  EBILLING_CLIENT_ID: z.string().optional(),
  EBILLING_CLIENT_SECRET: z.string().optional(),
  EBILLING_TOKEN_URL: optionalUrl,
  EBILLING_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  EBILLING_CALLBACK_URL: optionalUrl,
  PAYOUT_GATEWAY: z.enum(['shap', 'simulator', '']).optional(),
  SHAP_ENV: z.enum(['lab', 'production', '']).optional(),
  SHAP_BASE_URL: optionalUrl,
  SHAP_API_ID: z.string().optional(),
  SHAP_API_SECRET: z.string().optional(),
  SHAP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  SIMULATOR_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  SIMULATOR_CALLBACK_URL: optionalUrl,
});

/** E-Billing's public API roots (merchant API, v1). */
export const EBILLING_BASE_URLS = {
  lab: 'https://lab.billing-easy.net/api/v1/merchant',
  production: 'https://stg.billing-easy.com/api/v1/merchant',
} as const;

/** SHAP's public API roots (payouts, merchant API v1). */
export const SHAP_BASE_URLS = {
  lab: 'https://test.billing-easy.net/shap/api/v1/merchant',
  production: 'https://shap.billing-easy.net/shap/api/v1/merchant',
} as const;

/**
 * Fixed credentials of the in-process simulator: the client presents them to the simulator exactly
 * as it presents real ones to E-Billing, and the simulator checks them the same way.
 */
export const SIMULATOR_CREDENTIALS = {
  username: 'mbolo-simulator',
  sharedKey: 'simulator-shared-key-0123456789',
  clientId: 'mbolo-simulator-client',
  clientSecret: 'simulator-client-secret-0123456789',
  shapApiId: 'mbolo-simulator-shap',
  shapApiSecret: 'simulator-shap-secret-0123456789',
} as const;

export interface EbillingConfig {
  env: 'lab' | 'production';
  /** Root of the merchant API; `/e_bills` is appended. Ignored in simulator mode. */
  baseUrl: string;
  auth: 'basic' | 'oauth2';
  username?: string;
  sharedKey?: string;
  clientId?: string;
  clientSecret?: string;
  /** OAuth2 token endpoint; default `${baseUrl}/oauth/token`. */
  tokenUrl?: string;
  timeoutMs: number;
  /** The notification URL registered with E-Billing (informational: E-Billing holds it, not our requests). */
  callbackUrl?: string;
}

export interface ShapConfig {
  env: 'lab' | 'production';
  /** Root of the merchant API; `/auth` and `/payout` are appended. Ignored in simulator mode. */
  baseUrl: string;
  apiId?: string;
  apiSecret?: string;
  timeoutMs: number;
}

export interface SimulatorConfig {
  /**
   * Delay before an auto-paying (00–69) or failing (80–89) number gets its outcome, and before a
   * payout the SHAP simulator only initiated (70–79) reaches its final state.
   */
  delayMs: number;
  /** Where notifications go; default `${appUrl}/api/payments/callback/ebilling`. */
  callbackUrl?: string;
}

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
  paymentGateway: 'ebilling' | 'simulator';
  ebilling: EbillingConfig;
  /** Refund payouts: SHAP itself, or the in-process simulator speaking its protocol. */
  payoutGateway: 'shap' | 'simulator';
  shap: ShapConfig;
  simulator: SimulatorConfig;
  version: string;
};

function ebillingConfig(e: z.infer<typeof envSchema>): { gateway: AppConfig['paymentGateway']; ebilling: EbillingConfig } {
  const hasBasic = !!(e.EBILLING_USERNAME && e.EBILLING_SHARED_KEY);
  const hasOauth = !!(e.EBILLING_CLIENT_ID && e.EBILLING_CLIENT_SECRET);
  const auth = e.EBILLING_AUTH || (hasOauth && !hasBasic ? 'oauth2' : 'basic');
  const gateway = e.PAYMENT_GATEWAY || (hasBasic || hasOauth ? 'ebilling' : 'simulator');
  if (gateway === 'ebilling' && !(auth === 'basic' ? hasBasic : hasOauth)) {
    throw new ConfigError(
      auth === 'basic'
        ? 'Invalid environment:\nPAYMENT_GATEWAY=ebilling needs EBILLING_USERNAME and EBILLING_SHARED_KEY'
        : 'Invalid environment:\nPAYMENT_GATEWAY=ebilling with EBILLING_AUTH=oauth2 needs EBILLING_CLIENT_ID and EBILLING_CLIENT_SECRET',
    );
  }
  const env = e.EBILLING_ENV || 'lab';
  return {
    gateway,
    ebilling: {
      env,
      baseUrl: (e.EBILLING_BASE_URL || EBILLING_BASE_URLS[env]).replace(/\/+$/, ''),
      auth,
      username: e.EBILLING_USERNAME || undefined,
      sharedKey: e.EBILLING_SHARED_KEY || undefined,
      clientId: e.EBILLING_CLIENT_ID || undefined,
      clientSecret: e.EBILLING_CLIENT_SECRET || undefined,
      tokenUrl: e.EBILLING_TOKEN_URL || undefined,
      timeoutMs: e.EBILLING_TIMEOUT_MS,
      callbackUrl: e.EBILLING_CALLBACK_URL || undefined,
    },
  };
}

function shapConfig(e: z.infer<typeof envSchema>): { gateway: AppConfig['payoutGateway']; shap: ShapConfig } {
  const hasCredentials = !!(e.SHAP_API_ID && e.SHAP_API_SECRET);
  const gateway = e.PAYOUT_GATEWAY || (hasCredentials ? 'shap' : 'simulator');
  // refused at startup rather than at the first refund, which could be days later
  if (gateway === 'shap' && !hasCredentials) throw new ConfigError('Invalid environment:\nPAYOUT_GATEWAY=shap needs SHAP_API_ID and SHAP_API_SECRET');
  const env = e.SHAP_ENV || 'lab';
  return {
    gateway,
    shap: {
      env,
      baseUrl: (e.SHAP_BASE_URL || SHAP_BASE_URLS[env]).replace(/\/+$/, ''),
      apiId: e.SHAP_API_ID || undefined,
      apiSecret: e.SHAP_API_SECRET || undefined,
      timeoutMs: e.SHAP_TIMEOUT_MS,
    },
  };
}

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
const DRAND_DEFAULTS = { url: 'https://api.drand.sh', chain: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971' };

function drawBeaconConfig(e: z.infer<typeof envSchema>, isProduction: boolean, allowSimulator: boolean): DrawBeaconConfig {
  const kind = e.DRAW_BEACON || (isProduction ? 'drand' : 'local');
  // a beacon whose values we make ourselves would let an insider pick them: never silently in production
  if (kind === 'local' && isProduction && !allowSimulator) {
    throw new Error('Invalid environment:\nDRAW_BEACON=local is refused in production (set ALLOW_SIMULATOR=1 for a demonstration host)');
  }
  return {
    kind,
    url: (e.DRAW_BEACON_URL || DRAND_DEFAULTS.url).replace(/\/+$/, ''),
    chain: e.DRAW_BEACON_CHAIN || DRAND_DEFAULTS.chain,
    timeoutMs: e.DRAW_BEACON_TIMEOUT_MS,
  };
}

function socialProvider(id: string | undefined, secret: string | undefined, issuer: string): SocialProviderConfig | undefined {
  return id && secret ? { clientId: id, clientSecret: secret, issuer } : undefined;
}

/**
 * Production never falls back to the simulators: they mark bills paid and payouts sent with no money
 * moving. Only ALLOW_SIMULATOR=1 (a demo host) lets such a process start, and it then says so.
 */
function refuseSimulatorInProduction(e: z.infer<typeof envSchema>, payment: AppConfig['paymentGateway'], payout: AppConfig['payoutGateway']): void {
  if (e.NODE_ENV !== 'production' || e.ALLOW_SIMULATOR) return;
  const missing = [
    payment === 'simulator' ? 'a real E-Billing gateway (EBILLING_USERNAME + EBILLING_SHARED_KEY, or EBILLING_CLIENT_ID + EBILLING_CLIENT_SECRET)' : null,
    payout === 'simulator' ? 'a real SHAP payout account (SHAP_API_ID + SHAP_API_SECRET)' : null,
  ].filter(Boolean);
  if (missing.length === 0) return;
  throw new ConfigError(
    `Refusing to start in production with the payment simulator: configure ${missing.join(' and ')}, or set ALLOW_SIMULATOR=1 on a demo host where no real money moves.`,
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  if (!env.NODE_ENV) {
    throw new ConfigError('NODE_ENV is not set: set NODE_ENV=production (or development, test); `npm start` sets it for you.');
  }
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const payments = ebillingConfig(e);
  const payouts = shapConfig(e);
  refuseSimulatorInProduction(e, payments.gateway, payouts.gateway);
  if (isProduction && e.SEED_DEMO && !e.ALLOW_DEMO_ACCOUNTS) {
    throw new ConfigError('Refusing SEED_DEMO=1 in production: the demo accounts share a published password. Set ALLOW_DEMO_ACCOUNTS=1 too, on a demo host only.');
  }
  return {
    env: e.NODE_ENV,
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
    paymentPushQuota: { perUser: e.PAYMENT_PUSHES_PER_USER, perIp: e.PAYMENT_PUSHES_PER_IP, perNumber: e.PAYMENT_PUSHES_PER_NUMBER },
    reservationsPerIp: e.RESERVATIONS_PER_IP,
    reconcileIntervalSeconds: e.RECONCILE_INTERVAL_SECONDS,
    jobsEnabled: e.JOBS_ENABLED,
    social: Object.fromEntries(
      Object.entries({
        google: socialProvider(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, e.GOOGLE_ISSUER || 'https://accounts.google.com'),
        facebook: socialProvider(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET, e.FACEBOOK_ISSUER || 'https://www.facebook.com'),
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
export function productionWarnings(config: Pick<AppConfig, 'isProduction' | 'paymentGateway' | 'payoutGateway'>, demoAccounts: boolean): string[] {
  if (!config.isProduction) return [];
  const warnings: string[] = [];
  if (simulatorInUse(config)) warnings.push('SIMULATOR IN USE (ALLOW_SIMULATOR=1): payments and refunds are simulated, no real money moves');
  if (demoAccounts) warnings.push('DEMO ACCOUNTS PRESENT (ALLOW_DEMO_ACCOUNTS=1): they share a published password');
  return warnings;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
