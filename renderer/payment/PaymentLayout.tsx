import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../layouts/Logo.js';
import { LockIcon } from '../ui/icons.js';

/** The payment steps keep the visitor on one task: the logo, a "secure" mark and one narrow column. */
export function PaymentLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-neutral-50" data-testid="payment-layout">
      <header className="border-b border-neutral-200 bg-white">
        <div className="mx-auto flex h-14 max-w-lg items-center justify-between gap-3 px-4">
          <a href="/" aria-label={`Mbolo — ${t('payment.layout.home')}`}>
            <Logo />
          </a>
          <span className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800">
            <LockIcon size={16} />
            {t('payment.layout.secure')}
          </span>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-lg flex-1 px-4 py-6">
        {children}
      </main>
    </div>
  );
}
