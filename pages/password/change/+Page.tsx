import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { StandaloneShell } from '../../../renderer/auth/AuthCard.js';
import { goTo, logout } from '../../../renderer/auth/session.js';
import { Button } from '../../../renderer/ui/button.js';
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
    <StandaloneShell>
      <div className="mx-auto w-full max-w-xl space-y-4 px-0 py-6 sm:px-4 sm:py-12" data-testid="password-change-page">
        <div className="px-4 sm:px-0">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t('password_change_page.title')}</h1>
          {user.must_change_password && <p className="mt-1 text-sm text-neutral-600">{t('password_change_page.text')}</p>}
        </div>
        {/* a full load afterwards: the guards then read the account without its flag */}
        <PasswordCard onChanged={() => void goTo(user.default_landing || '/')} />
        <div className="flex flex-wrap gap-2 px-4 sm:px-0">
          <Button variant="outline" onClick={() => void logout()}>{t('nav.logout')}</Button>
        </div>
      </div>
    </StandaloneShell>
  );
}
