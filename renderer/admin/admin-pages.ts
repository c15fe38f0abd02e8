import { usePageContext } from 'vike-react/usePageContext';
import { isAdmin } from '../../src/contracts/roles.js';

/** `/admin/<section>/…` → `<section>` ('' for /admin itself). */
export const adminSection = (href: string) => href.replace(/^\/admin\/?/, '').split(/[/?#]/)[0] ?? '';

/**
 * Spec 3 §2 and §6: sections under the ADMIN role. Their pages' +guard.ts send agents back to the
 * dashboard and their controllers are @Roles('ADMIN'), so agents are never offered a link to them.
 * Agents keep the dashboard, the activity log and the notifications.
 */
export const ADMIN_ONLY_SECTIONS: ReadonlySet<string> = new Set([
  'users',
  'customers',
  'vendors',
  'admins',
  'roles',
  'privileges',
  'user-types',
  'products',
  'lotteries',
  'orders',
  'refunds',
  'payments',
  'settings',
]);

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

/** The signed-in staff member holds the ADMIN role (agents do not). */
export function useIsAdmin(): boolean {
  const { user } = usePageContext();
  return !!user && isAdmin(user.roles);
}

/** Whether a back-office link leads somewhere for the signed-in user: the screen exists and their role may open it. */
export function useAdminLinks(): (href: string) => boolean {
  const exists = useAdminSections();
  const admin = useIsAdmin();
  return (href: string) => exists(href) && (admin || !ADMIN_ONLY_SECTIONS.has(adminSection(href)));
}
