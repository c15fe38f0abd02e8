import { api, signingOutNow } from '../lib/api.js';
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

export { loginTarget, safePath } from '../../src/contracts/after-sign-in.js';

/**
 * After signing in, a full page load: every page context (header, menus, guards running in the
 * browser) must start from the new session rather than from the anonymous page it left.
 */
export async function goTo(path: string): Promise<void> {
  window.location.assign(path);
}

/** Ends the session on the server, then reloads the whole app from the home page (no stale user anywhere). */
export async function logout(): Promise<void> {
  signingOutNow();
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
