import { JwtSecretRequestType, type JwtModuleOptions } from '@nestjs/jwt';
import { createSecretKey, randomBytes } from 'node:crypto';
import { currentKey, KEY_PURPOSES, readableKeys, type AppSecrets } from '../../common/crypto/keys.js';

/**
 * HS256 under the session key derived from the app secret (never the raw secret). Tokens name their key
 * version in the `kid` header, so during a rotation tokens signed with the previous secret stay valid
 * until they expire; a token without a known `kid` is refused.
 */
export function jwtOptions(secrets: AppSecrets): JwtModuleOptions {
  const signing = currentKey(secrets, KEY_PURPOSES.sessionJwt);
  // derived and wrapped once: deriving (HKDF) and importing a key on every request cost more than the check itself
  const signingKey = createSecretKey(signing.key);
  const verifying = new Map(
    readableKeys(secrets, KEY_PURPOSES.sessionJwt).map((k) => [`v${k.version}`, createSecretKey(k.key)]),
  );
  return {
    secretOrKeyProvider: (type, token) => {
      if (type === JwtSecretRequestType.SIGN) return signingKey;
      // an unknown version gets a random key: the signature check then fails like any forged token
      return verifying.get(typeof token === 'string' ? keyIdOf(token) : '') ?? randomKey;
    },
    signOptions: { algorithm: 'HS256', issuer: 'mbolo', keyid: `v${signing.version}` },
    verifyOptions: { algorithms: ['HS256'], issuer: 'mbolo' },
  };
}

const randomKey = createSecretKey(randomBytes(32));

function keyIdOf(token: string): string {
  try {
    const header: unknown = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8'));
    return header && typeof header === 'object' && 'kid' in header && typeof header.kid === 'string' ? header.kid : '';
  } catch {
    return '';
  }
}
