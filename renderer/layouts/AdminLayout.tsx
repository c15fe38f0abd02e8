import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { staffRoleLabel } from '../../src/contracts/roles.js';
import { AdminBreadcrumb } from '../admin/AdminBreadcrumb.js';
import { AdminSearch } from '../admin/AdminSearch.js';
import { isActive, useAdminNav, type NavItem, type NavLink } from '../admin/admin-nav.js';
import { useAdminSections, useCan } from '../admin/admin-pages.js';
import { useAdminBadges } from '../admin/badges.js';
import { UnverifiedBanner } from '../auth/UnverifiedBanner.js';
import { UserMenu } from '../auth/UserMenu.js';
import { logout } from '../auth/session.js';
import type { MenuItemSpec } from '../ui/menu.js';
import { CloseIcon, MenuIcon } from '../ui/icons.js';
import { Logo } from './Logo.js';
import { NotificationBell } from '../notifications/NotificationBell.js';
import { pendingBadge } from '../refunds/pending-refunds.js';

/** Sidebar badges by link key: draws ending within 24 h, pending refunds (spec 3 §2). */
type Badges = Partial<Record<string, number | null>>;

function SidebarLinks({ nav, path, badges }: { nav: NavItem[]; path: string; badges: Badges }) {
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
            <span aria-hidden="true" data-testid={`admin-nav-badge-${l.key}`}>
              {badge}
            </span>
            <span className="sr-only">{t(`admin_shell.badges.${l.key}`, { count: badges[l.key] ?? 0 })}</span>
          </span>
        )}
      </a>
    );
  };
  return (
    <ul className="space-y-1" data-testid="admin-sidebar">
      {nav.map((item) =>
        'group' in item ? (
          <li key={item.group} className="pt-2">
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-neutral-400 uppercase">
              {t(`admin_shell.nav.group_${item.group}`)}
            </p>
            <ul className="space-y-1">
              {item.links.map((l) => (
                <li key={l.href}>{link(l)}</li>
              ))}
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
  const can = useCan();
  const nav = useAdminNav();
  const exists = useAdminSections();
  const badges = useAdminBadges(can('backoffice.access'));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sidebar closes whenever client-side navigation changes the page
  useEffect(() => setOpen(false), [urlPathname]);
  if (!user) return <>{children}</>;

  const menu: MenuItemSpec[] = [
    ...(exists('/admin/profile') ? [{ label: t('admin_shell.menu.profile'), href: '/admin/profile' }] : []),
    ...(can('settings.view') && exists('/admin/settings')
      ? [{ label: t('admin_shell.menu.settings'), href: '/admin/settings' }]
      : []),
    { label: t('nav.logout'), danger: true, onClick: () => void logout() },
  ];
  const sidebar = (closable: boolean) => (
    <div className="flex h-full flex-col bg-neutral-900 text-white">
      <div className="flex h-14 items-center justify-between px-4">
        <a href="/admin/dashboard" className="rounded bg-white px-2 py-1">
          <Logo className="scale-90" />
        </a>
        {closable && (
          <BaseDialog.Close
            aria-label={t('nav.close_menu')}
            className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-white/10"
          >
            <CloseIcon />
          </BaseDialog.Close>
        )}
      </div>
      <nav aria-label={t('admin_shell.nav.label')} className="flex-1 overflow-y-auto px-3 py-2">
        <SidebarLinks nav={nav} path={urlPathname} badges={badges} />
      </nav>
      <div className="border-t border-white/10 px-4 py-3 text-sm">
        <p className="truncate font-semibold">{user.name}</p>
        <p className="text-neutral-400" data-testid="admin-role-label">
          {staffRoleLabel(user.roles, t)}
        </p>
      </div>
    </div>
  );

  return (
    <div className="min-h-screen lg:flex" data-testid="admin-layout">
      <aside className="hidden w-64 shrink-0 lg:block">
        <div className="sticky top-0 h-screen">{sidebar(false)}</div>
      </aside>
      {/* phones and tablets: the same sidebar in a drawer (focus trapped, Escape closes) */}
      <BaseDialog.Root open={open} onOpenChange={setOpen}>
        <BaseDialog.Portal>
          <BaseDialog.Backdrop className="fixed inset-0 z-50 bg-neutral-950/50 lg:hidden" />
          <BaseDialog.Popup
            aria-modal="true"
            className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] lg:hidden"
            data-testid="admin-drawer"
          >
            <BaseDialog.Title className="sr-only">{t('admin_shell.nav.label')}</BaseDialog.Title>
            {sidebar(true)}
          </BaseDialog.Popup>
        </BaseDialog.Portal>
      </BaseDialog.Root>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b border-neutral-200 bg-white px-2 sm:px-4">
          <button
            type="button"
            onClick={() => setOpen(true)}
            aria-label={t('nav.open_menu')}
            aria-expanded={open}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100 lg:hidden"
            data-testid="admin-menu-button"
          >
            <MenuIcon />
          </button>
          {/* the hits lead to the people, products and orders screens */}
          {(can('users.view') || can('products.view') || can('orders.view')) && <AdminSearch />}
          <div className="ml-auto flex shrink-0 items-center gap-1">
            <NotificationBell allHref="/admin/notifications" />
            <UserMenu user={user} items={menu} />
          </div>
        </header>
        <AdminBreadcrumb path={urlPathname} />
        <UnverifiedBanner audience="manager" />
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6">
          {children}
        </main>
      </div>
    </div>
  );
}
