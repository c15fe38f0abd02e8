import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { StandalonePage } from '../../../renderer/auth/StandalonePage.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { TwoFactorCard } from '../../customer/profile/TwoFactorCard.js';

/** Two-factor enrolment for staff accounts, which may do nothing else until it is on. */
export default function TwoFactorSetupPage() {
  const { t } = useTranslation();
  const { user } = usePageContext();
  if (!user) return null;
  return (
    <StandalonePage
      testId="two-factor-setup-page"
      title={t('profile_page.two_factor.setup_title')}
      intro={user.two_factor_setup_required && t('profile_page.two_factor.setup_text')}
      next={
        user.two_factor_enabled && (
          <ButtonLink href={user.default_landing || '/'}>{t('profile_page.two_factor.setup_continue')}</ButtonLink>
        )
      }
    >
      <TwoFactorCard user={user} />
    </StandalonePage>
  );
}
