import { usePageContext } from 'vike-react/usePageContext';
import type { PrivilegeKey } from '../../src/contracts/privileges.js';

/** `/admin/<section>/…` → `<section>` ('' for /admin itself). */
export const adminSection = (href: string) => href.replace(/^\/admin\/?/, '').split(/[/?#]/)[0] ?? '';

/**
 * The privilege each back-office section needs (spec 3 §6), the same its API asks (@RequirePrivilege):
 * the sidebar offers, and the pages' +guard.ts open, only what the signed-in user's roles hold.
 */
export const SECTION_PRIVILEGES: Readonly<Record<string, PrivilegeKey>> = {
  '': 'dashboard.view',
  dashboard: 'dashboard.view',
  activities: 'activities.view',
  users: 'users.view',
  customers: 'users.view',
  vendors: 'users.view',
  admins: 'users.view',
  roles: 'roles.view',
  privileges: 'roles.view',
  'user-types': 'roles.view',
  products: 'products.view',
  lotteries: 'lotteries.view',
  'spending-watch': 'lotteries.view',
  orders: 'orders.view',
  refunds: 'refunds.view',
  reviews: 'reviews.moderate',
  payments: 'payments.view',
  ledger: 'payments.view',
  payouts: 'payouts.manage',
  settings: 'settings.view',
  profile: 'backoffice.access',
  notifications: 'backoffice.access',
};

/**
 * Which back-office screens this build has (`/admin/<section>` with its own page), from Vike's own
 * list of pages, the same on the server and in the browser. The sidebar and menus offer only these,
 * so a section that another piece of work has not delivered yet never leads to a 404.
 */
export function useAdminSections(): (href: string) => boolean {
  const pageContext = usePageContext();
  const pages = (pageContext.globalContext as { pages?: Record<string, unknown> } | undefined)?.pages;
  const ids = new Set(Object.keys(pages ?? {}));
  return (href: string) => {
    const section = adminSection(href);
    if (!section) return true;
    // without the list (it has always been there), offer everything rather than nothing
    return !pages || ids.has(`/pages/admin/${section}`);
  };
}

/** Whether this user's roles hold the privilege (the list comes with the session: GET /api/auth/me, SSR). */
export function holds(user: { privileges?: readonly string[] } | null | undefined, privilege: PrivilegeKey): boolean {
  return !!user?.privileges?.includes(privilege);
}

/** `can(privilege)` for the signed-in user. */
export function useCan(): (privilege: PrivilegeKey) => boolean {
  const { user } = usePageContext();
  return (privilege) => holds(user, privilege);
}

/** Whether a back-office link leads somewhere for the signed-in user: the screen exists and their privileges open it. */
export function useAdminLinks(): (href: string) => boolean {
  const exists = useAdminSections();
  const can = useCan();
  return (href: string) => {
    const needed = SECTION_PRIVILEGES[adminSection(href)];
    return exists(href) && (!needed || can(needed));
  };
}
