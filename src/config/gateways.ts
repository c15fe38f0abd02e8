import { ConfigError, type Env } from './env.js';

/** The mobile-money gateways: E-Billing (payments), SHAP (refund payouts) and the in-process simulator of both. */

/** Mobile-money gateway: E-Billing itself, or the in-process simulator speaking its protocol. */
export type PaymentGateway = 'ebilling' | 'simulator';
/** Refund payouts: SHAP itself, or the in-process simulator speaking its protocol. */
export type PayoutGateway = 'shap' | 'simulator';

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

export function ebillingConfig(e: Env): { gateway: PaymentGateway; ebilling: EbillingConfig } {
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

export function shapConfig(e: Env): { gateway: PayoutGateway; shap: ShapConfig } {
  const hasCredentials = !!(e.SHAP_API_ID && e.SHAP_API_SECRET);
  const gateway = e.PAYOUT_GATEWAY || (hasCredentials ? 'shap' : 'simulator');
  // refused at startup rather than at the first refund, which could be days later
  if (gateway === 'shap' && !hasCredentials)
    throw new ConfigError('Invalid environment:\nPAYOUT_GATEWAY=shap needs SHAP_API_ID and SHAP_API_SECRET');
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
 * Production never falls back to the simulators: they mark bills paid and payouts sent with no money
 * moving. Only ALLOW_SIMULATOR=1 (a demo host) lets such a process start, and it then says so.
 */
export function refuseSimulatorInProduction(e: Env, payment: PaymentGateway, payout: PayoutGateway): void {
  if ((e.APP_ENV ?? e.NODE_ENV) !== 'production' || e.ALLOW_SIMULATOR) return;
  const missing = [
    payment === 'simulator'
      ? 'a real E-Billing gateway (EBILLING_USERNAME + EBILLING_SHARED_KEY, or EBILLING_CLIENT_ID + EBILLING_CLIENT_SECRET)'
      : null,
    payout === 'simulator' ? 'a real SHAP payout account (SHAP_API_ID + SHAP_API_SECRET)' : null,
  ].filter(Boolean);
  if (missing.length === 0) return;
  throw new ConfigError(
    `Refusing to start in production with the payment simulator: configure ${missing.join(' and ')}, or set ALLOW_SIMULATOR=1 on a demo host where no real money moves.`,
  );
}
