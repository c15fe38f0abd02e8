import { z } from 'zod';
import { resolveDevSecret } from './secret.js';

const bool = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

// an empty value (as in a copied .env.example) means "use the default"
const optionalUrl = z.union([z.literal(''), z.string().url()]).optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  SEED_DEMO: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Mbolo <no-reply@mbolo.ga>'),
  SUPPORT_EMAIL: z.string().email().default('support@mbolo.ga'),
  SUPPORT_PHONE: z.string().optional(),
  SUPPORT_WHATSAPP: z.string().optional(),
  BODY_LIMIT: z.string().default('100kb'),
  SSR_MODE: z.enum(['dev', 'prod', 'off']).optional(),
  APP_SECRET: z.string().min(32).optional(),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).default(24 * 7),
  SESSION_REMEMBER_DAYS: z.coerce.number().int().min(1).default(30),
  SMS_TRANSPORT: z.enum(['outbox', 'log']).default('outbox'),
  JOBS_ENABLED: z.enum(['0', '1', 'true', 'false']).default('1').transform((v) => v === '1' || v === 'true'),
  RESERVATION_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: optionalUrl,
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_ISSUER: optionalUrl,
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  APPLE_ISSUER: optionalUrl,
});

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];
/** One OpenID Connect client registration; the issuer is discovered (/.well-known/openid-configuration). */
export interface SocialProviderConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  databaseUrl?: string;
  dataDir: string;
  poolMax: number;
  seedDemo: boolean;
  logLevel: string;
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  supportPhone?: string;
  supportWhatsapp?: string;
  bodyLimit: string;
  /** Vike rendering: 'dev' (Vite middleware), 'prod' (built assets) or 'off' (API-only processes, e.g. tests). */
  ssr: 'dev' | 'prod' | 'off';
  /** Signs session tokens and keys the hashes of one-time codes. */
  appSecret: string;
  sessionTtlHours: number;
  sessionRememberDays: number;
  smsTransport: 'outbox' | 'log';
  /** How long reserved tickets wait for their payment. */
  reservationMinutes: number;
  /** Scheduled jobs (reservation expiry, draws due…); off in API tests, which call them directly. */
  jobsEnabled: boolean;
  /** Social sign-in: only the providers with both a client id and a secret are present (and enabled). */
  social: Partial<Record<SocialProviderName, SocialProviderConfig>>;
  version: string;
};

function socialProvider(id: string | undefined, secret: string | undefined, issuer: string): SocialProviderConfig | undefined {
  return id && secret ? { clientId: id, clientSecret: secret, issuer } : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR,
    poolMax: e.DB_POOL_MAX,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE || undefined,
    supportWhatsapp: e.SUPPORT_WHATSAPP || undefined,
    bodyLimit: e.BODY_LIMIT,
    ssr: e.SSR_MODE ?? (isProduction ? 'prod' : 'dev'),
    appSecret: e.APP_SECRET ?? resolveDevSecret(isProduction, e.DATA_DIR),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    sessionRememberDays: e.SESSION_REMEMBER_DAYS,
    smsTransport: e.SMS_TRANSPORT,
    reservationMinutes: e.RESERVATION_MINUTES,
    jobsEnabled: e.JOBS_ENABLED,
    social: Object.fromEntries(
      Object.entries({
        google: socialProvider(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, e.GOOGLE_ISSUER || 'https://accounts.google.com'),
        facebook: socialProvider(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET, e.FACEBOOK_ISSUER || 'https://www.facebook.com'),
        apple: socialProvider(e.APPLE_CLIENT_ID, e.APPLE_CLIENT_SECRET, e.APPLE_ISSUER || 'https://appleid.apple.com'),
      }).filter(([, v]) => v),
    ),
    version: env.npm_package_version ?? '0.1.0',
    ...overrides,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
