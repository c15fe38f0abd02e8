import { api } from '../lib/api.js';
import type { SessionUser } from '../types.js';

/** Registration info kept for the browser session, so /login can greet and pre-fill (spec 1 §2.6). */
export const REGISTRATION_KEY = 'mbolo.registration';
/** Where to go after a social sign-in when the server does not say (set before leaving for the provider). */
export const SOCIAL_REDIRECT_KEY = 'mbolo.social_redirect';

export interface RegistrationInfo {
  email: string;
  first_name: string;
  verification_sent_to?: string;
  message?: string;
}

export function readRegistration(): RegistrationInfo | null {
  try {
    const raw = sessionStorage.getItem(REGISTRATION_KEY);
    return raw ? (JSON.parse(raw) as RegistrationInfo) : null;
  } catch {
    return null;
  }
}

/**
 * A path on this site, or null. Anything that could leave the site (`//evil`, `/\evil`, `https:`)
 * or loop back into the sign-in pages is refused: the value comes from a query string anyone can craft.
 */
export function safePath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (/[\u0000-\u001f]/.test(raw)) return null;
  if (/^\/(login|register|auth\/callback)(\/|\?|#|$)/.test(raw)) return null;
  return raw;
}

const PARTICIPATE_ACTIONS = new Set(['participate', 'wishlist']);

/**
 * After login (spec 1 §2.5): the redirect query if it is ours — a public product page with the
 * participate or wishlist action becomes the customer product page — else the role's landing page.
 */
export function loginTarget(redirect: string | null | undefined, action: string | null | undefined, user: Pick<SessionUser, 'default_landing'>): string {
  const path = safePath(redirect);
  if (!path) return user.default_landing || '/customer';
  const product = /^\/products\/([^/?#]+)\/?(?:[?#].*)?$/.exec(path);
  if (product && action && PARTICIPATE_ACTIONS.has(action)) return `/customer/products/${product[1]}`;
  return path;
}

/**
 * After signing in, a full page load: every page context (header, menus, guards running in the
 * browser) must start from the new session rather than from the anonymous page it left.
 */
export async function goTo(path: string): Promise<void> {
  window.location.assign(path);
}

/** Ends the session on the server, then reloads the whole app from the home page (no stale user anywhere). */
export async function logout(): Promise<void> {
  try {
    await api('/auth/logout', { method: 'POST' });
  } catch {
    // Signed out locally even if the call failed (spec 1 §4); the cookie expires on its own.
  }
  window.location.href = '/';
}

export function isUnverified(user: Pick<SessionUser, 'is_email_verified' | 'verified_at'>): boolean {
  return !user.is_email_verified && !user.verified_at;
}

export function initials(user: Pick<SessionUser, 'first_name' | 'last_name' | 'email'>): string {
  const letters = `${user.first_name?.[0] ?? ''}${user.last_name?.[0] ?? ''}`.toUpperCase();
  return letters || (user.email?.[0] ?? '?').toUpperCase();
}
