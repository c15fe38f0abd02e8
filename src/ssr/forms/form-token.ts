import { createHmac, timingSafeEqual } from 'node:crypto';
import { KEY_PURPOSES, readableKeys, currentKey, type AppSecrets } from '../../common/crypto/keys.js';

/** The field every server-handled form carries. */
export const FORM_TOKEN_FIELD = '_csrf';
const ANONYMOUS = 'anonymous';

/**
 * The anti-forgery token of forms sent without JavaScript: an HMAC of the visitor's session token, so
 * another site can neither read nor make it (synchroniser token without server state). Anonymous pages
 * share one token, which is why their posts are also refused when the browser names another origin.
 */
export class FormTokens {
  constructor(private readonly secrets: AppSecrets) {}

  issue(sessionToken: string | undefined): string {
    return this.mac(currentKey(this.secrets, KEY_PURPOSES.formToken).key, sessionToken);
  }

  verify(given: unknown, sessionToken: string | undefined): boolean {
    if (typeof given !== 'string' || given.length === 0) return false;
    const seen = Buffer.from(given);
    return readableKeys(this.secrets, KEY_PURPOSES.formToken).some(({ key }) => {
      const expected = Buffer.from(this.mac(key, sessionToken));
      return expected.length === seen.length && timingSafeEqual(expected, seen);
    });
  }

  private mac(key: Buffer | Uint8Array, sessionToken: string | undefined): string {
    return createHmac('sha256', key)
      .update(sessionToken ?? ANONYMOUS)
      .digest('base64url');
  }
}
