import { z } from 'zod';

/** The environment variables the process reads, checked by loadConfig (config.ts). */

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

export const envSchema = z.object({
  // required: loadConfig refuses an unset NODE_ENV before parsing (a default would fail open)
  NODE_ENV: z.enum(['development', 'production', 'test']),
  // the app's own mode when it differs from the libraries' (`npm start`: production builds of React, Vike and
  // Express, with the demo data, simulator and readable logs of development); NODE_ENV's when unset
  APP_ENV: z.enum(['development', 'production', 'test']).optional(),
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
  DRAW_BEACON_CHAIN: z
    .union([z.literal(''), z.string().regex(/^[0-9a-f]{64}$/, 'must be a drand chain hash (64 hex digits)')])
    .optional(),
  DRAW_BEACON_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 7),
  SESSION_REMEMBER_DAYS: z.coerce.number().int().min(1).default(30),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(7 * 24 * 60),
  SESSION_IDLE_MINUTES_STAFF: z.coerce.number().int().min(1).default(30),
  STAFF_2FA_REQUIRED: z
    .enum(['0', '1', 'true', 'false', ''])
    .default('1')
    .transform((v) => v !== '0' && v !== 'false'),
  SMS_TRANSPORT: z.enum(['outbox', 'log']).default('outbox'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,60}$/)
    .default('mbolo'),
  REDIS_URL: z
    .union([z.literal(''), z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')])
    .optional(),
  JOBS_ENABLED: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  RESERVATION_MINUTES: z.coerce
    .number()
    .min(0.1)
    .max(24 * 60)
    .default(15),
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

export type Env = z.infer<typeof envSchema>;
