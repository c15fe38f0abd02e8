import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { ROLE_LABELS, isAdmin, isManager } from '../../src/contracts/roles.js';
import { UnverifiedBanner } from '../auth/UnverifiedBanner.js';
import { UserMenu } from '../auth/UserMenu.js';
import { logout } from '../auth/session.js';
import { cn } from '../ui/cn.js';
import { CloseIcon, MenuIcon } from '../ui/icons.js';
import { Logo } from './Logo.js';
import { NotificationBell } from '../notifications/NotificationBell.js';
import { pendingBadge, usePendingRefunds } from '../refunds/pending-refunds.js';

interface NavLink {
  href: string;
  key: string;
}

/** Spec 1 §2.4 / spec 3: the back-office sidebar, in its order. The two badges come with their APIs (refunds: pending-refunds.ts). */
export const ADMIN_NAV: (NavLink | { group: string; links: NavLink[] })[] = [
  { href: '/admin/dashboard', key: 'dashboard' },
  {
    group: 'users',
    links: [
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

const allLinks = ADMIN_NAV.flatMap((item) => ('group' in item ? item.links : [item]));
const isActive = (path: string, href: string) => path === href || path.startsWith(`${href}/`);

/** Sidebar badges by link key (spec 3 §2: pending refunds; the draws' one comes with its API). */
type Badges = Partial<Record<string, number | null>>;

function SidebarLinks({ path, badges }: { path: string; badges: Badges }) {
  const { t } = useTranslation();
  const link = (l: NavLink) => {
    const badge = pendingBadge(badges[l.key]);
    return (
      <a
        href={l.href}
        aria-current={isActive(path, l.href) ? 'page' : undefined}
        className="flex min-h-10 items-center justify-between gap-2 rounded-lg px-3 text-sm font-medium text-neutral-200 no-underline hover:bg-white/10 hover:text-white hover:no-underline aria-[current=page]:bg-white/15 aria-[current=page]:text-white"
      >
        {t(`admin_shell.nav.${l.key}`)}
        {badge && (
          <span className="min-w-6 rounded-full bg-sun-400 px-1.5 text-center text-xs leading-5 font-bold text-neutral-950">
            <span aria-hidden="true" data-testid={`admin-nav-badge-${l.key}`}>{badge}</span>
            <span className="sr-only">{t(`admin_shell.badges.${l.key}`, { count: badges[l.key] ?? 0 })}</span>
          </span>
        )}
      </a>
    );
  };
  return (
    <ul className="space-y-1" data-testid="admin-sidebar">
      {ADMIN_NAV.map((item) =>
        'group' in item ? (
          <li key={item.group} className="pt-2">
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-neutral-400 uppercase">{t(`admin_shell.nav.group_${item.group}`)}</p>
            <ul className="space-y-1">
              {item.links.map((l) => <li key={l.href}>{link(l)}</li>)}
            </ul>
          </li>
        ) : (
          <li key={item.href}>{link(item)}</li>
        ),
      )}
    </ul>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, urlPathname } = usePageContext();
  const [open, setOpen] = useState(false);
  // only administrators may read refunds; agents see no badge
  const pendingRefunds = usePendingRefunds(!!user && isAdmin(user.roles));
  useEffect(() => setOpen(false), [urlPathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  if (!user) return <>{children}</>;

  const roleName = user.roles.find((r) => isManager([r])) ?? user.roles[0];
  const current = allLinks.find((l) => isActive(urlPathname, l.href));
  const sidebar = (
    <div className="flex h-full flex-col bg-neutral-900 text-white">
      <div className="flex h-14 items-center justify-between px-4">
        <a href="/admin/dashboard" className="rounded bg-white px-2 py-1"><Logo className="scale-90" /></a>
        <button type="button" onClick={() => setOpen(false)} aria-label={t('nav.close_menu')} className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-white/10 lg:hidden">
          <CloseIcon />
        </button>
      </div>
      <nav aria-label={t('admin_shell.nav.label')} className="flex-1 overflow-y-auto px-3 py-2">
        <SidebarLinks path={urlPathname} badges={{ refunds: pendingRefunds }} />
      </nav>
      <div className="border-t border-white/10 px-4 py-3 text-sm">
        <p className="truncate font-semibold">{user.name}</p>
        <p className="text-neutral-400" data-testid="admin-role-label">{ROLE_LABELS[roleName ?? ''] ?? roleName}</p>
      </div>
    </div>
  );

  return (
    <div className="min-h-screen lg:flex" data-testid="admin-layout">
      <aside className="hidden w-64 shrink-0 lg:block">
        <div className="sticky top-0 h-screen">{sidebar}</div>
      </aside>
      {open && (
        <div className="fixed inset-0 z-50 lg:hidden">
          <button type="button" aria-label={t('nav.close_menu')} className="absolute inset-0 bg-neutral-950/50" onClick={() => setOpen(false)} />
          <div className="absolute inset-y-0 left-0 w-72 max-w-[85vw]">{sidebar}</div>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b border-neutral-200 bg-white px-2 sm:px-4">
          <button type="button" onClick={() => setOpen(true)} aria-label={t('nav.open_menu')} aria-expanded={open} className="inline-flex size-11 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100 lg:hidden">
            <MenuIcon />
          </button>
          <nav aria-label={t('admin_shell.breadcrumb')} className="min-w-0 flex-1">
            <ol className="flex items-center gap-1 truncate text-sm text-neutral-600">
              <li className="hidden sm:block">{t('admin_shell.title')}</li>
              <li aria-hidden="true" className="hidden sm:block">/</li>
              <li aria-current="page" className={cn('truncate font-semibold text-neutral-900')}>
                {current ? t(`admin_shell.nav.${current.key}`) : t('admin_shell.title')}
              </li>
            </ol>
          </nav>
          <NotificationBell allHref="/admin/notifications" />
          <UserMenu
            user={user}
            items={[
              { label: t('admin_shell.menu.profile'), href: '/admin/profile' },
              { label: t('admin_shell.menu.settings'), href: '/admin/settings' },
              { label: t('nav.logout'), danger: true, onClick: () => void logout() },
            ]}
          />
        </header>
        <UnverifiedBanner audience="manager" />
        <main id="main" className="flex-1 px-4 py-6 sm:px-6">{children}</main>
      </div>
    </div>
  );
}
