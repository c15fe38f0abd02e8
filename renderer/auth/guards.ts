import { redirect } from 'vike/abort';
import type { PageContext } from 'vike/types';
import type { PrivilegeKey } from '../../src/contracts/privileges.js';
import { isMerchant } from '../../src/contracts/roles.js';
import type { SessionUser } from '../types.js';

/**
 * Guards for +guard.ts files. Every client navigation fetches the page context from the server (the user
 * is part of it), so these run on the server with the user read from the session cookie each time.
 */

/** The page's own address (path and query), to come back to after login. */
export function currentPath(pageContext: PageContext): string {
  return pageContext.urlPathname + (pageContext.urlParsed.searchOriginal ?? '');
}

export function loginRedirect(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}

import { pendingStep } from '../../src/contracts/after-sign-in.js';

export { PASSWORD_CHANGE_PATH, TWO_FACTOR_SETUP_PATH, pendingStep } from '../../src/contracts/after-sign-in.js';

/**
 * Login required: anonymous visitors go to /login and come back afterwards (spec 1 §6). Staff who must
 * turn two-factor on first are sent to its setup page, an account with a temporary password to the
 * password change (the API refuses them everything else anyway).
 */
export function requireUser(pageContext: PageContext): SessionUser {
  if (!pageContext.user) throw redirect(loginRedirect(currentPath(pageContext)));
  const step = pendingStep(pageContext.user);
  if (step) throw redirect(step);
  return pageContext.user;
}

/** Guest-only pages (login, register, password reset): a signed-in user goes to their landing page. */
export function guestOnly(pageContext: PageContext): void {
  if (pageContext.user) throw redirect(pageContext.user.default_landing || '/customer');
}

/** The back-office shell: holders of backoffice.access (staff); anyone else goes to their landing page. */
export function requireManager(pageContext: PageContext): SessionUser {
  const user = requireUser(pageContext);
  if (!user.privileges?.includes('backoffice.access')) throw redirect(user.default_landing || '/customer');
  return user;
}

/**
 * A back-office section: its privilege (spec 3 §6, the one its API asks). Staff without it go back to
 * the dashboard (or their profile when they may not even see the dashboard).
 */
export function requirePrivilege(pageContext: PageContext, privilege: PrivilegeKey): SessionUser {
  const user = requireManager(pageContext);
  if (!user.privileges?.includes(privilege)) {
    throw redirect(
      privilege !== 'dashboard.view' && user.privileges?.includes('dashboard.view')
        ? '/admin/dashboard'
        : '/admin/profile',
    );
  }
  return user;
}

export function requireMerchant(pageContext: PageContext): SessionUser {
  const user = requireUser(pageContext);
  if (!isMerchant(user.roles)) throw redirect(user.default_landing || '/customer');
  return user;
}
