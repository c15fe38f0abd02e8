import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { UserAvatar } from '../auth/UserAvatar.js';
import { logout } from '../auth/session.js';
import { loadSlices } from '../i18n.js';
import { useAfterHydration } from '../lib/use-after-hydration.js';
import type { Locale } from '../types.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { Logo } from './Logo.js';
import { NavLinks } from './NavLinks.js';

// Signed-in only: anonymous visitors, most of the traffic and on 3G, never download the bell (its live socket,
// its notification schemas) nor the menu widget.
// Their text comes with them (the public pages' translations leave it out).
const loadBell = (locale: Locale) => () =>
  Promise.all([import('../notifications/NotificationBell.js'), loadSlices(locale, ['account_menu'])]).then(
    ([m]) => m.NotificationBell,
  );
const loadUserMenu = (locale: Locale) => () =>
  Promise.all([import('../auth/UserMenu.js'), loadSlices(locale, ['account_menu'])]).then(([m]) => m.UserMenu);

const NAV = [
  { href: '/', key: 'nav.home' },
  { href: '/products', key: 'nav.products' },
  { href: '/how-it-works', key: 'nav.how_it_works' },
  { href: '/contact', key: 'nav.contact' },
];

function isActive(current: string, href: string) {
  return href === '/' ? current === '/' : current === href || current.startsWith(`${href}/`);
}

export function Header() {
  const { t } = useTranslation();
  const { urlPathname, user, locale } = usePageContext();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const NotificationBell = useAfterHydration(loadBell(locale ?? 'fr'), !!user);
  const UserMenu = useAfterHydration(loadUserMenu(locale ?? 'fr'), !!user);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever client-side navigation changes the page
  useEffect(() => setOpen(false), [urlPathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const authLinks = user ? (
    <a
      href={user.default_landing}
      className="inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      data-testid="my-space"
    >
      {t('nav.my_space')}
    </a>
  ) : (
    <>
      <a
        href="/login"
        className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('nav.login')}
      </a>
      <a
        href="/register"
        className="inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('nav.register')}
      </a>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <a href="/" aria-label={`Mbolo — ${t('nav.home')}`}>
          <Logo />
        </a>
        <nav aria-label={t('nav.main')} className="hidden md:block">
          <NavLinks
            items={NAV}
            isCurrent={(item) => isActive(urlPathname, item.href)}
            className="flex items-center gap-1"
            linkClassName="rounded-md px-3 py-2 text-sm font-medium text-neutral-700 hover:bg-neutral-100 aria-[current=page]:text-brand-700"
          />
        </nav>
        <div className="flex items-center gap-1 md:gap-2">
          {user && NotificationBell && <NotificationBell allHref="/notifications" />}
          <div className="hidden items-center gap-2 md:flex">
            <LanguageSwitch />
            {authLinks}
            {user && UserMenu && (
              <UserMenu
                user={user}
                items={[
                  { label: t('nav.my_space'), href: user.default_landing },
                  { label: t('nav.logout'), danger: true, onClick: () => void logout() },
                ]}
              />
            )}
          </div>
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 md:hidden"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? t('nav.close_menu') : t('nav.open_menu')}
            data-testid="mobile-menu-button"
            onClick={() => setOpen((o) => !o)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      <div
        id={panelId}
        hidden={!open}
        data-testid="mobile-menu"
        className="border-t border-neutral-200 bg-white md:hidden"
      >
        <nav aria-label={t('nav.main')} className="mx-auto max-w-6xl px-4 py-3">
          <NavLinks
            items={NAV}
            isCurrent={(item) => isActive(urlPathname, item.href)}
            className="flex flex-col"
            linkClassName="block rounded-md px-3 py-3 text-base font-medium text-neutral-800 hover:bg-neutral-100 aria-[current=page]:text-brand-700"
          />
          {user && (
            <div
              className="mt-3 flex items-center gap-3 border-t border-neutral-100 px-3 pt-3"
              data-testid="mobile-user"
            >
              <UserAvatar user={user} size={36} />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-neutral-900">{user.name}</p>
                <p className="truncate text-xs text-neutral-600">{user.email}</p>
              </div>
            </div>
          )}
          <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-neutral-100 pt-3">
            {authLinks}
            {user && (
              <button
                type="button"
                onClick={() => void logout()}
                className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                {t('nav.logout')}
              </button>
            )}
            <LanguageSwitch className="ml-auto" />
          </div>
        </nav>
      </div>
    </header>
  );
}
