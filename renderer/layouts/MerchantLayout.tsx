import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { defaultLanding, isCustomer, isMerchant } from '../../src/contracts/roles.js';
import { UnverifiedBanner } from '../auth/UnverifiedBanner.js';
import { UserMenu } from '../auth/UserMenu.js';
import { logout } from '../auth/session.js';
import type { MenuItemSpec } from '../ui/menu.js';
import { Logo } from './Logo.js';
import { NotificationBell } from '../notifications/NotificationBell.js';

const SECTIONS = [
  'products',
  'orders',
  'lotteries',
  'refunds',
  'payouts',
  'analytics',
  'settings',
  'notifications',
  'profile',
] as const;

/** The seller's landing: the simple dashboard for individual sellers, the full one for enterprises (spec 1 §6). */
export function merchantHome(roles: string[]): string {
  return defaultLanding(roles.filter((r) => isMerchant([r])));
}

export function MerchantLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, urlPathname } = usePageContext();
  if (!user) return <>{children}</>;

  const home = merchantHome(user.roles);
  const links = [{ href: home, key: 'dashboard' }, ...SECTIONS.map((s) => ({ href: `/merchant/${s}`, key: s }))];
  const active = (href: string) => urlPathname === href || urlPathname.startsWith(`${href}/`);
  // One list of links: a scrolling tab bar on phones, a sidebar from `lg` up.
  const navList = (vertical: boolean) => (
    <ul className={vertical ? 'space-y-1' : 'flex gap-1'}>
      {links.map((l) => (
        <li key={l.key} className="shrink-0">
          <a
            href={l.href}
            aria-current={active(l.href) ? 'page' : undefined}
            className={
              vertical
                ? 'flex min-h-10 items-center rounded-lg px-3 text-sm font-medium text-neutral-700 no-underline hover:bg-neutral-100 hover:text-neutral-900 hover:no-underline aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800'
                : 'inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-medium text-neutral-600 no-underline hover:text-neutral-900 hover:no-underline aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-700'
            }
          >
            {t(`merchant_shell.nav.${l.key}`)}
          </a>
        </li>
      ))}
    </ul>
  );
  const items: MenuItemSpec[] = [
    { label: t('merchant_shell.menu.profile'), href: '/merchant/profile' },
    // Dual-role users switch back to their buyer space.
    ...(isCustomer(user.roles) ? [{ label: t('merchant_shell.menu.customer_space'), href: '/customer' }] : []),
    { label: t('nav.logout'), danger: true, onClick: () => void logout() },
  ];

  return (
    <div className="flex min-h-screen flex-col" data-testid="merchant-layout">
      <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4">
          <a href={home} className="flex items-center gap-2 no-underline hover:no-underline">
            <Logo />
            <span className="rounded-full bg-sun-100 px-2 py-0.5 text-xs font-semibold text-sun-900">
              {t('merchant_shell.badge')}
            </span>
          </a>
          <div className="flex items-center gap-1">
            <NotificationBell allHref="/merchant/notifications" />
            <UserMenu user={user} items={items} showName />
          </div>
        </div>
        <nav aria-label={t('merchant_shell.nav.label')} className="mx-auto max-w-7xl overflow-x-auto px-2 lg:hidden">
          {navList(false)}
        </nav>
      </header>
      <UnverifiedBanner audience="merchant" />
      <div className="mx-auto flex w-full max-w-7xl flex-1 gap-6 px-4 py-6 sm:py-8">
        <aside className="hidden w-56 shrink-0 lg:block">
          <nav aria-label={t('merchant_shell.nav.label')} className="sticky top-20" data-testid="merchant-sidebar">
            {navList(true)}
          </nav>
        </aside>
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </div>
  );
}
