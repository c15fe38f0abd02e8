import { JwtSecretRequestType, type JwtModuleOptions } from '@nestjs/jwt';
import { randomBytes } from 'node:crypto';
import { currentKey, KEY_PURPOSES, keyOfVersion, type AppSecrets } from '../../common/crypto/keys.js';

/**
 * HS256 under the session key derived from the app secret (never the raw secret). Tokens name their key
 * version in the `kid` header, so during a rotation tokens signed with the previous secret stay valid
 * until they expire; a token without a known `kid` is refused.
 */
export function jwtOptions(secrets: AppSecrets): JwtModuleOptions {
  const signing = currentKey(secrets, KEY_PURPOSES.sessionJwt);
  return {
    secretOrKeyProvider: (type, token) => {
      if (type === JwtSecretRequestType.SIGN) return signing.key;
      const version = /^v(\d+)$/.exec(typeof token === 'string' ? keyIdOf(token) : '')?.[1];
      // an unknown version gets a random key: the signature check then fails like any forged token
      return (version && keyOfVersion(secrets, KEY_PURPOSES.sessionJwt, Number(version))) || randomKey;
    },
    signOptions: { algorithm: 'HS256', issuer: 'mbolo', keyid: `v${signing.version}` },
    verifyOptions: { algorithms: ['HS256'], issuer: 'mbolo' },
  };
}

const randomKey = randomBytes(32);

function keyIdOf(token: string): string {
  try {
    const header: unknown = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8'));
    return header && typeof header === 'object' && 'kid' in header && typeof header.kid === 'string' ? header.kid : '';
  } catch {
    return '';
  }
}
