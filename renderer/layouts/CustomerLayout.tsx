import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { defaultLanding, isCustomer, isMerchant } from '../../src/contracts/roles.js';
import { UnverifiedBanner } from '../auth/UnverifiedBanner.js';
import { UserMenu } from '../auth/UserMenu.js';
import { logout } from '../auth/session.js';
import type { MenuItemSpec } from '../ui/menu.js';
import { Logo } from './Logo.js';
import { NavLinks } from './NavLinks.js';
import { NotificationBell } from '../notifications/NotificationBell.js';

const TABS = [
  { href: '/customer', key: 'customer.tabs.home', exact: true },
  { href: '/customer/products', key: 'customer.tabs.products' },
  { href: '/customer/tickets', key: 'customer.tabs.tickets' },
  { href: '/customer/orders', key: 'customer.tabs.orders' },
];

const active = (path: string, href: string, exact?: boolean) =>
  exact ? path === href : path === href || path.startsWith(`${href}/`);

/** Spec 1 §2.3: tabs, a menu (profile, seller space for dual-role users, tickets, payments, refunds, logout), bell, unverified banner. */
export function CustomerLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, urlPathname } = usePageContext();
  if (!user) return <>{children}</>; // the guard has already redirected; keeps types honest

  const dual = isCustomer(user.roles) && isMerchant(user.roles);
  const items: MenuItemSpec[] = [
    { label: t('customer.menu.profile'), href: '/customer/profile' },
    // The seller landing of the merchant role alone: simple dashboard for individuals, full one for enterprises.
    ...(dual
      ? [{ label: t('customer.menu.seller_space'), href: defaultLanding(user.roles.filter((r) => isMerchant([r]))) }]
      : []),
    { label: t('customer.menu.tickets'), href: '/customer/tickets' },
    { label: t('customer.menu.payments'), href: '/customer/payments' },
    { label: t('customer.menu.refunds'), href: '/customer/refunds' },
    { label: t('customer.menu.wallet'), href: '/customer/wallet' },
    { label: t('nav.logout'), danger: true, onClick: () => void logout() },
  ];

  const nav = (className: string) => (
    <nav aria-label={t('customer.tabs.label')} className={className}>
      <NavLinks
        items={TABS}
        isCurrent={(tab) => active(urlPathname, tab.href, tab.exact)}
        className="flex gap-1"
        itemClassName="shrink-0"
        linkClassName="inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-medium text-neutral-600 no-underline hover:text-neutral-900 hover:no-underline aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-700"
      />
    </nav>
  );

  return (
    <div className="flex min-h-screen flex-col" data-testid="customer-layout">
      <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4">
          <a href="/" aria-label={t('login.home_link')}>
            <Logo />
          </a>
          {nav('hidden self-stretch md:flex md:items-end')}
          <div className="flex items-center gap-1">
            <NotificationBell allHref="/customer/notifications" />
            <UserMenu user={user} items={items} showName />
          </div>
        </div>
        {nav('overflow-x-auto px-2 md:hidden')}
      </header>
      <UnverifiedBanner audience="customer" />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}
