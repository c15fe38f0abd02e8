import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { StandalonePage } from '../../../renderer/auth/StandalonePage.js';
import { goTo } from '../../../renderer/auth/session.js';
import { PasswordCard } from '../../customer/profile/PasswordCard.js';

/**
 * The first stop of an account an administrator created: its temporary password (received by e-mail)
 * is replaced before anything else; the API refuses everything but this change meanwhile.
 */
export default function PasswordChangePage() {
  const { t } = useTranslation();
  const { user } = usePageContext();
  if (!user) return null;
  return (
    <StandalonePage
      testId="password-change-page"
      title={t('password_change_page.title')}
      intro={user.must_change_password && t('password_change_page.text')}
    >
      {/* a full load afterwards: the guards then read the account without its flag */}
      <PasswordCard onChanged={() => void goTo(user.default_landing || '/')} />
    </StandalonePage>
  );
}
