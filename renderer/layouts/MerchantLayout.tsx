import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { defaultLanding, isCustomer, isMerchant } from '../../src/contracts/roles.js';
import { UnverifiedBanner } from '../auth/UnverifiedBanner.js';
import { UserMenu } from '../auth/UserMenu.js';
import { logout } from '../auth/session.js';
import type { MenuItemSpec } from '../ui/menu.js';
import { BellIcon } from '../ui/icons.js';
import { Logo } from './Logo.js';

const SECTIONS = ['products', 'orders', 'lotteries', 'refunds', 'analytics', 'settings'] as const;

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
  const items: MenuItemSpec[] = [
    { label: t('merchant_shell.menu.profile'), href: '/merchant/profile' },
    // Dual-role users switch back to their buyer space.
    ...(isCustomer(user.roles) ? [{ label: t('merchant_shell.menu.customer_space'), href: '/customer' }] : []),
    { label: t('nav.logout'), danger: true, onClick: () => void logout() },
  ];

  return (
    <div className="flex min-h-screen flex-col" data-testid="merchant-layout">
      <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4">
          <a href={home} className="flex items-center gap-2 no-underline hover:no-underline">
            <Logo />
            <span className="rounded-full bg-sun-100 px-2 py-0.5 text-xs font-semibold text-sun-900">{t('merchant_shell.badge')}</span>
          </a>
          <div className="flex items-center gap-1">
            <a href="/merchant/notifications" aria-label={t('merchant_shell.notifications')} className="inline-flex size-11 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100">
              <BellIcon />
            </a>
            <UserMenu user={user} items={items} showName />
          </div>
        </div>
        <nav aria-label={t('merchant_shell.nav.label')} className="mx-auto max-w-6xl overflow-x-auto px-2">
          <ul className="flex gap-1">
            {links.map((l) => (
              <li key={l.key} className="shrink-0">
                <a
                  href={l.href}
                  aria-current={active(l.href) ? 'page' : undefined}
                  className="inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-medium text-neutral-600 no-underline hover:text-neutral-900 hover:no-underline aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-700"
                >
                  {t(`merchant_shell.nav.${l.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <UnverifiedBanner audience="merchant" />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-8">{children}</main>
    </div>
  );
}
