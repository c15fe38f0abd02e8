import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { StandaloneShell } from '../../../renderer/auth/AuthCard.js';
import { logout } from '../../../renderer/auth/session.js';
import { Button, ButtonLink } from '../../../renderer/ui/button.js';
import { TwoFactorCard } from '../../customer/profile/TwoFactorCard.js';

/** Two-factor enrolment for staff accounts, which may do nothing else until it is on. */
export default function TwoFactorSetupPage() {
  const { t } = useTranslation();
  const { user } = usePageContext();
  if (!user) return null;
  return (
    <StandaloneShell>
      <div className="mx-auto w-full max-w-xl space-y-4 px-0 py-6 sm:px-4 sm:py-12" data-testid="two-factor-setup-page">
        <div className="px-4 sm:px-0">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t('profile_page.two_factor.setup_title')}</h1>
          {user.two_factor_setup_required && <p className="mt-1 text-sm text-neutral-600">{t('profile_page.two_factor.setup_text')}</p>}
        </div>
        <TwoFactorCard user={user} />
        <div className="flex flex-wrap gap-2 px-4 sm:px-0">
          {user.two_factor_enabled && <ButtonLink href={user.default_landing || '/'}>{t('profile_page.two_factor.setup_continue')}</ButtonLink>}
          <Button variant="outline" onClick={() => void logout()}>{t('nav.logout')}</Button>
        </div>
      </div>
    </StandaloneShell>
  );
}
