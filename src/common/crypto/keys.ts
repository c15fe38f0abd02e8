import { hkdfSync } from 'node:crypto';

/**
 * Every use of the app secret gets its own key, so that a key leaking from one use (a JWT verifier,
 * a hash table) says nothing about the others, and keys can rotate: each derived key is tied to the
 * version of the app secret it comes from, and values that must be read back carry that version.
 */
export const KEY_PURPOSES = {
  /** HS256 signature of session tokens, OAuth state cookies and two-factor challenges */
  sessionJwt: 'session-jwt',
  /** HMAC of one-time codes and tokens (e-mail/phone codes, reset codes, payment status tokens) */
  tokenHash: 'token-hash',
  /** HMAC of two-factor recovery codes */
  recoveryCode: 'recovery-code',
  /** HMAC binding a page's form token to its session (forms posted without JavaScript) */
  formToken: 'form-token',
  /** AES-256-GCM of the TOTP seeds */
  totpSeed: 'secret-box:totp-seed',
  /** AES-256-GCM of the raffle seeds, secret until the draw */
  lotterySeed: 'secret-box:lottery-seed',
  /** AES-256-GCM of payment gateways' API keys (settings, Payments tab) */
  paymentSecret: 'secret-box:payment-secret',
} as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[keyof typeof KEY_PURPOSES];

/**
 * Version of APP_SECRET when APP_SECRET_VERSION is not set. Version 1 is the scheme before per-purpose
 * keys (one SHA-256 of the secret, values without a version prefix), which is still read.
 */
export const KEY_VERSION = 2;

/** The app secret and, during a rotation, the one it replaces (its version is one less). */
export interface AppSecrets {
  appSecret: string;
  appSecretVersion?: number;
  appSecretPrevious?: string;
}

export interface VersionedKey {
  version: number;
  key: Buffer;
}

const SALT = 'mbolo-app-secret';

/** HKDF-SHA256: the same secret, purpose and version always give the same 32 bytes, anything else unrelated ones. */
export function deriveKey(appSecret: string, purpose: KeyPurpose, version: number): Buffer {
  if (!Number.isInteger(version) || version < 2) throw new Error(`Invalid key version ${version}`);
  return Buffer.from(hkdfSync('sha256', appSecret, SALT, `mbolo:${purpose}:v${version}`, 32));
}

function normalize(
  secrets: AppSecrets | string,
): Required<Pick<AppSecrets, 'appSecret' | 'appSecretVersion'>> & AppSecrets {
  return typeof secrets === 'string'
    ? { appSecret: secrets, appSecretVersion: KEY_VERSION }
    : { ...secrets, appSecretVersion: secrets.appSecretVersion ?? KEY_VERSION };
}

/** The key new values are made with. */
export function currentKey(secrets: AppSecrets | string, purpose: KeyPurpose): VersionedKey {
  const s = normalize(secrets);
  return { version: s.appSecretVersion, key: deriveKey(s.appSecret, purpose, s.appSecretVersion) };
}

/** Every key a value may have been made with: the current one first, then the previous secret's. */
export function readableKeys(secrets: AppSecrets | string, purpose: KeyPurpose): VersionedKey[] {
  const s = normalize(secrets);
  const keys = [currentKey(s, purpose)];
  const previous = s.appSecretVersion - 1;
  if (s.appSecretPrevious && previous >= 2)
    keys.push({ version: previous, key: deriveKey(s.appSecretPrevious, purpose, previous) });
  return keys;
}

/** The key of a given version, or undefined when that version's secret is no longer configured. */
export function keyOfVersion(secrets: AppSecrets | string, purpose: KeyPurpose, version: number): Buffer | undefined {
  return readableKeys(secrets, purpose).find((k) => k.version === version)?.key;
}

/** The raw secrets still accepted, for values made before per-purpose keys existed. */
export function legacySecrets(secrets: AppSecrets | string): string[] {
  const s = normalize(secrets);
  return s.appSecretPrevious ? [s.appSecret, s.appSecretPrevious] : [s.appSecret];
}
