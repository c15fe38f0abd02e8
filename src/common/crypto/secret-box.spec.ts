import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { KEY_PURPOSES } from './keys.js';
import { keyedHash, keyedHashes } from './keyed-hash.js';
import { open, seal } from './secret-box.js';

const SECRET = 'unit-secret-0123456789abcdef0123456789';
const OLD = 'previous-secret-0123456789abcdef012345';
const TOTP = KEY_PURPOSES.totpSeed;
const SEED = KEY_PURPOSES.lotterySeed;

/** Exactly what seal() wrote before per-purpose keys: `{iv}.{tag}.{data}` under SHA-256("secret-box:" + secret). */
function legacySeal(appSecret: string, plain: string): string {
  const key = createHash('sha256').update(`secret-box:${appSecret}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

describe('secret box', () => {
  it('seals with the current key version as a prefix and opens it back', () => {
    const sealed = seal(SECRET, TOTP, 'JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v2\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(open(SECRET, TOTP, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(seal({ appSecret: SECRET, appSecretVersion: 5 }, TOTP, 'x')).toMatch(/^v5\./);
  });

  it('opens values sealed with the old scheme (TOTP and raffle seeds already stored)', () => {
    expect(open(SECRET, TOTP, legacySeal(SECRET, 'JBSWY3DPEHPK3PXP'))).toBe('JBSWY3DPEHPK3PXP');
    const seed = randomBytes(32).toString('hex');
    expect(open(SECRET, SEED, legacySeal(SECRET, seed), 'lottery:TB-2026-0001')).toBe(seed);
    // and during a rotation, those sealed with the previous secret
    expect(open({ appSecret: SECRET, appSecretVersion: 3, appSecretPrevious: OLD }, TOTP, legacySeal(OLD, 'abc'))).toBe(
      'abc',
    );
    expect(() => open(SECRET, TOTP, legacySeal(OLD, 'abc'))).toThrow();
  });

  it('keeps purposes apart: a TOTP seed does not open as a raffle seed', () => {
    expect(() => open(SECRET, SEED, seal(SECRET, TOTP, 'abc'))).toThrow();
  });

  it('binds the value to its associated data (the raffle it belongs to)', () => {
    const sealed = seal(SECRET, SEED, 'ab'.repeat(32), 'lottery:TB-2026-0001');
    expect(open(SECRET, SEED, sealed, 'lottery:TB-2026-0001')).toBe('ab'.repeat(32));
    expect(() => open(SECRET, SEED, sealed, 'lottery:TB-2026-0002')).toThrow();
    expect(() => open(SECRET, SEED, sealed)).toThrow();
  });

  it('opens values of the previous secret after a rotation, and refuses versions it has no key for', () => {
    const before = seal({ appSecret: OLD, appSecretVersion: 2 }, TOTP, 'abc');
    const rotated = { appSecret: SECRET, appSecretVersion: 3, appSecretPrevious: OLD };
    expect(open(rotated, TOTP, before)).toBe('abc');
    expect(seal(rotated, TOTP, 'abc')).toMatch(/^v3\./);
    expect(() => open({ appSecret: SECRET, appSecretVersion: 3 }, TOTP, before)).toThrow(/version 2/);
    expect(() => open(SECRET, TOTP, 'v2.AAAA.BBBB')).toThrow();
  });
});

describe('keyed hash', () => {
  it('no longer uses the raw secret, and differs per purpose', () => {
    const raw = createHash('sha256').update('x').digest('hex');
    expect(keyedHash(SECRET, 'otp:1:123456')).toMatch(/^[0-9a-f]{64}$/);
    expect(keyedHash(SECRET, 'otp:1:123456')).not.toBe(raw);
    expect(keyedHash(SECRET, 'c')).not.toBe(keyedHash(SECRET, 'c', KEY_PURPOSES.recoveryCode));
    expect(keyedHash({ appSecret: SECRET }, 'c')).toBe(keyedHash(SECRET, 'c'));
  });

  it('lists the hashes under the current and previous keys for long-lived values', () => {
    const rotated = { appSecret: SECRET, appSecretVersion: 3, appSecretPrevious: OLD };
    const hashes = keyedHashes(rotated, 'code', KEY_PURPOSES.recoveryCode);
    expect(hashes).toEqual([
      keyedHash(rotated, 'code', KEY_PURPOSES.recoveryCode),
      keyedHash(OLD, 'code', KEY_PURPOSES.recoveryCode),
    ]);
  });
});
