/**
 * Where a browser goes once signed in: shared by the pages (JavaScript) and the server's form handling
 * (forms sent without JavaScript), so both send a user to the same place.
 */

export const TWO_FACTOR_SETUP_PATH = '/2fa/setup';
/** Where an account created with a temporary password changes it before anything else. */
export const PASSWORD_CHANGE_PATH = '/password/change';

/** Where a user who just signed in must go first, if anywhere (temporary password, then staff two-factor). */
export function pendingStep(user: {
  must_change_password?: boolean;
  two_factor_setup_required?: boolean;
}): string | null {
  if (user.must_change_password) return PASSWORD_CHANGE_PATH;
  if (user.two_factor_setup_required) return TWO_FACTOR_SETUP_PATH;
  return null;
}

/**
 * A path on this site, or null. Anything that could leave the site (`//evil`, `/\evil`, `https:`)
 * or loop back into the sign-in pages is refused: the value comes from a query string anyone can craft.
 */
export function safePath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (/[\u0000-\u001f]/.test(raw)) return null;
  if (/^\/(login|register|auth\/callback)(\/|\?|#|$)/.test(raw)) return null;
  return raw;
}

const PARTICIPATE_ACTIONS = new Set(['participate', 'wishlist']);

/**
 * After login (spec 1 §2.5): the redirect query if it is ours — a public product page with the
 * participate or wishlist action becomes the customer product page — else the role's landing page.
 */
export function loginTarget(
  redirect: string | null | undefined,
  action: string | null | undefined,
  user: { default_landing?: string | null },
): string {
  const path = safePath(redirect);
  if (!path) return user.default_landing || '/customer';
  const product = /^\/products\/([^/?#]+)\/?(?:[?#].*)?$/.exec(path);
  if (product && action && PARTICIPATE_ACTIONS.has(action)) return `/customer/products/${product[1]}`;
  return path;
}
