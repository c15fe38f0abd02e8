import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { currentKey, keyOfVersion, KEY_PURPOSES, legacySecrets, type AppSecrets } from './keys.js';

/**
 * AES-256-GCM for secrets we must read back (TOTP seeds, raffle seeds), each purpose with its own key.
 * A sealed value is `v{key version}.{iv}.{tag}.{data}`; `associated` (e.g. the raffle it belongs to) is
 * authenticated, so a value copied onto another row does not open there.
 */
export type SealPurpose =
  | typeof KEY_PURPOSES.totpSeed
  | typeof KEY_PURPOSES.lotterySeed
  | typeof KEY_PURPOSES.paymentSecret;

export function seal(secrets: AppSecrets | string, purpose: SealPurpose, plain: string, associated?: string): string {
  const { version, key } = currentKey(secrets, purpose);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  if (associated !== undefined) cipher.setAAD(Buffer.from(associated, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [`v${version}`, ...[iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'))].join('.');
}

/** Throws when the value was not sealed by us for this purpose (and this associated data), or its key is gone. */
export function open(secrets: AppSecrets | string, purpose: SealPurpose, sealed: string, associated?: string): string {
  const parts = sealed.split('.');
  const versioned = /^v(\d+)$/.exec(parts[0] ?? '');
  if (!versioned) return openLegacy(secrets, parts);
  if (parts.length !== 4) throw new Error('Malformed sealed value');
  const key = keyOfVersion(secrets, purpose, Number(versioned[1]));
  if (!key) throw new Error(`No key of version ${versioned[1]} is configured (APP_SECRET / APP_SECRET_PREVIOUS)`);
  return decrypt(key, parts.slice(1), associated);
}

function decrypt(key: Buffer, [iv, tag, data]: string[], associated?: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64url'));
  if (associated !== undefined) decipher.setAAD(Buffer.from(associated, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data!, 'base64url')), decipher.final()]).toString('utf8');
}

/** Values sealed before per-purpose keys: `{iv}.{tag}.{data}` under SHA-256 of the raw secret, no associated data. */
function openLegacy(secrets: AppSecrets | string, parts: string[]): string {
  if (parts.length !== 3) throw new Error('Malformed sealed value');
  let failure: unknown;
  for (const secret of legacySecrets(secrets)) {
    try {
      return decrypt(createHash('sha256').update(`secret-box:${secret}`).digest(), parts);
    } catch (err) {
      failure = err;
    }
  }
  throw failure;
}
