import { useAdminLinks } from './admin-pages.js';

export interface NavLink {
  href: string;
  key: string;
}
export type NavItem = NavLink | { group: string; links: NavLink[] };

/** Spec 3 §2 "Admin layout": the back-office sidebar, in its order. */
export const ADMIN_NAV: NavItem[] = [
  { href: '/admin/dashboard', key: 'dashboard' },
  {
    group: 'users',
    links: [
      { href: '/admin/users', key: 'users' },
      { href: '/admin/customers', key: 'customers' },
      { href: '/admin/vendors', key: 'vendors' },
      { href: '/admin/admins', key: 'admins' },
      { href: '/admin/roles', key: 'roles' },
      { href: '/admin/privileges', key: 'privileges' },
      { href: '/admin/user-types', key: 'user_types' },
    ],
  },
  { href: '/admin/products', key: 'products' },
  { href: '/admin/lotteries', key: 'lotteries' },
  { href: '/admin/orders', key: 'orders' },
  { href: '/admin/refunds', key: 'refunds' },
  { href: '/admin/payments', key: 'payments' },
  { href: '/admin/settings', key: 'settings' },
];

/** Screens reached from another one rather than from the sidebar: the breadcrumb names them under it. */
export const ADMIN_SUBPAGES: (NavLink & { parent: string })[] = [{ href: '/admin/activities', key: 'activities', parent: '/admin/dashboard' }];

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
