import { useAdminLinks } from './admin-pages.js';

export interface NavLink {
  href: string;
  key: string;
}
export type NavItem = NavLink | { group: string; links: NavLink[] };

/** A back-office section by its address under /admin/; its text key is the same with underscores. */
const section = (slug: string): NavLink => ({ href: `/admin/${slug}`, key: slug.replaceAll('-', '_') });

/** Spec 3 §2 "Admin layout": the back-office sidebar, in its order. */
export const ADMIN_NAV: NavItem[] = [
  section('dashboard'),
  {
    group: 'users',
    links: ['users', 'customers', 'vendors', 'admins', 'roles', 'privileges', 'user-types'].map(section),
  },
  ...[
    'products',
    'lotteries',
    'spending-watch',
    'orders',
    'refunds',
    'reviews',
    'payments',
    'payouts',
    'ledger',
    'settings',
  ].map(section),
];

/** Screens reached from another one rather than from the sidebar: the breadcrumb names them under it. */
export const ADMIN_SUBPAGES: (NavLink & { parent: string })[] = [
  { href: '/admin/activities', key: 'activities', parent: '/admin/dashboard' },
];

export const isActive = (path: string, href: string) => path === href || path.startsWith(`${href}/`);

/** The sidebar with the sections this build has and the user's role may open (a group with none left disappears). */
export function useAdminNav(): NavItem[] {
  const offered = useAdminLinks();
  return ADMIN_NAV.flatMap((item): NavItem[] => {
    if (!('group' in item)) return offered(item.href) ? [item] : [];
    const links = item.links.filter((l) => offered(l.href));
    return links.length ? [{ ...item, links }] : [];
  });
}
