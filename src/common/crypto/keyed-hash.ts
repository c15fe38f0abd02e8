import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { currentKey, KEY_PURPOSES, readableKeys, type AppSecrets, type KeyPurpose } from './keys.js';

/**
 * HMAC-SHA256 under a key derived from the app secret for this purpose: a leaked table of hashes does not
 * let anyone brute-force 6-digit codes. Pass the config (not only its appSecret) so the key version is honoured.
 */
export function keyedHash(
  secrets: AppSecrets | string,
  value: string,
  purpose: KeyPurpose = KEY_PURPOSES.tokenHash,
): string {
  return createHmac('sha256', currentKey(secrets, purpose).key).update(value).digest('hex');
}

/** The hashes of a value under every readable key, current first: for long-lived hashes that must survive a rotation. */
export function keyedHashes(
  secrets: AppSecrets | string,
  value: string,
  purpose: KeyPurpose = KEY_PURPOSES.tokenHash,
): string[] {
  return readableKeys(secrets, purpose).map(({ key }) => createHmac('sha256', key).update(value).digest('hex'));
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
