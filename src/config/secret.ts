import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Production must be given APP_SECRET. Elsewhere a random one is made once and kept under DATA_DIR, so
 * that sessions survive restarts of a development server without anyone committing a secret.
 */
export function resolveDevSecret(isProduction: boolean, dataDir: string): string {
  if (isProduction) throw new Error('APP_SECRET is required in production (at least 32 characters).');
  const file = join(dataDir, 'app-secret');
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch {
    return randomBytes(32).toString('base64url');
  }
}
