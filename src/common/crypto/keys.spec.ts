import { createHmac } from 'node:crypto';
import { currentKey, deriveKey, KEY_PURPOSES, KEY_VERSION, keyOfVersion, readableKeys } from './keys.js';

const SECRET = 'unit-secret-0123456789abcdef0123456789';
const OLD = 'previous-secret-0123456789abcdef012345';

describe('deriveKey', () => {
  it('is deterministic: same secret, purpose and version give the same 32 bytes', () => {
    const a = deriveKey(SECRET, KEY_PURPOSES.sessionJwt, 2);
    expect(a).toHaveLength(32);
    expect(deriveKey(SECRET, KEY_PURPOSES.sessionJwt, 2).equals(a)).toBe(true);
  });

  it('gives a different key to every purpose, version and secret, and never the raw secret', () => {
    const keys = [
      ...Object.values(KEY_PURPOSES).flatMap((p) => [
        deriveKey(SECRET, p, 2),
        deriveKey(SECRET, p, 3),
        deriveKey(OLD, p, 2),
      ]),
    ].map((k) => k.toString('hex'));
    expect(new Set(keys).size).toBe(Object.values(KEY_PURPOSES).length * 3);
    expect(keys).not.toContain(Buffer.from(SECRET).subarray(0, 32).toString('hex'));
  });

  it('is HKDF-SHA256 (RFC 5869) of the secret, a fixed salt and the purpose and version as info', () => {
    // extract then expand by hand, one block
    const prk = createHmac('sha256', 'mbolo-app-secret').update(SECRET).digest();
    const okm = createHmac('sha256', prk)
      .update(Buffer.concat([Buffer.from('mbolo:token-hash:v2'), Buffer.from([1])]))
      .digest();
    expect(deriveKey(SECRET, KEY_PURPOSES.tokenHash, 2).equals(okm)).toBe(true);
  });

  it('refuses version 1 and nonsense versions (1 is the scheme before derived keys)', () => {
    expect(() => deriveKey(SECRET, KEY_PURPOSES.tokenHash, 1)).toThrow();
    expect(() => deriveKey(SECRET, KEY_PURPOSES.tokenHash, 2.5)).toThrow();
  });
});

describe('key versions', () => {
  it('makes new values with the current version, by default KEY_VERSION', () => {
    expect(currentKey(SECRET, KEY_PURPOSES.totpSeed).version).toBe(KEY_VERSION);
    expect(currentKey({ appSecret: SECRET, appSecretVersion: 3 }, KEY_PURPOSES.totpSeed)).toEqual({
      version: 3,
      key: deriveKey(SECRET, KEY_PURPOSES.totpSeed, 3),
    });
  });

  it('still reads with the previous secret, as the version before, during a rotation', () => {
    const secrets = { appSecret: SECRET, appSecretVersion: 3, appSecretPrevious: OLD };
    expect(readableKeys(secrets, KEY_PURPOSES.sessionJwt).map((k) => k.version)).toEqual([3, 2]);
    expect(keyOfVersion(secrets, KEY_PURPOSES.sessionJwt, 2)?.equals(deriveKey(OLD, KEY_PURPOSES.sessionJwt, 2))).toBe(
      true,
    );
    expect(keyOfVersion(secrets, KEY_PURPOSES.sessionJwt, 4)).toBeUndefined();
    expect(keyOfVersion({ appSecret: SECRET, appSecretVersion: 3 }, KEY_PURPOSES.sessionJwt, 2)).toBeUndefined();
  });
});
