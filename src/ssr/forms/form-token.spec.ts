import { FormTokens } from './form-token.js';

const SECRET = 'form-token-test-secret-0123456789abcdef';

describe('form tokens', () => {
  const tokens = new FormTokens({ appSecret: SECRET, appSecretVersion: 2 });

  it('accepts the token of the same session only', () => {
    const mine = tokens.issue('session-a');
    expect(tokens.verify(mine, 'session-a')).toBe(true);
    expect(tokens.verify(mine, 'session-b')).toBe(false);
    expect(tokens.verify(mine, undefined)).toBe(false);
    expect(tokens.verify(tokens.issue(undefined), undefined)).toBe(true);
  });

  it('refuses what is not a token', () => {
    for (const given of [undefined, '', 42, ['x'], 'not-a-token', tokens.issue('session-a').slice(1)]) {
      expect(tokens.verify(given, 'session-a')).toBe(false);
    }
  });

  it('keeps the pages made before a secret rotation working, and no others', () => {
    const before = new FormTokens({ appSecret: SECRET, appSecretVersion: 2 }).issue('session-a');
    const rotated = new FormTokens({
      appSecret: 'the-next-secret-0123456789abcdefghij',
      appSecretVersion: 3,
      appSecretPrevious: SECRET,
    });
    expect(rotated.verify(before, 'session-a')).toBe(true);
    const elsewhere = new FormTokens({ appSecret: 'another-deployment-secret-0123456789', appSecretVersion: 2 });
    expect(elsewhere.verify(before, 'session-a')).toBe(false);
  });
});
