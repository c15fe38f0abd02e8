import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../layouts/LanguageSwitch.js';
import { Logo } from '../layouts/Logo.js';
import { cn } from '../ui/cn.js';

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card (e.g. "Pas encore de compte ? S'inscrire"). */
  footer?: ReactNode;
  /** Wider card for long forms (registration). */
  wide?: boolean;
  testId?: string;
}

/** The frame of every sign-in page: a centred card, full width on phones (no side margins wasted). */
export function AuthCard({ title, subtitle, children, footer, wide, testId }: AuthCardProps) {
  return (
    <div
      className={cn('mx-auto w-full px-0 py-6 sm:px-4 sm:py-12', wide ? 'max-w-2xl' : 'max-w-md')}
      data-testid={testId}
    >
      <div className="border-y border-neutral-200 bg-white px-4 py-6 shadow-sm sm:rounded-2xl sm:border sm:px-8 sm:py-8">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-neutral-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-4 px-4 text-center text-sm text-neutral-700">{footer}</div>}
    </div>
  );
}

/** Standalone pages (verification, password reset) have no site header: just the logo home and the language. */
export function StandaloneShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-neutral-200 bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between px-4">
          <a href="/" aria-label={t('login.home_link')}>
            <Logo />
          </a>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
