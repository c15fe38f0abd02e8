import { useTranslation } from 'react-i18next';
import type { AdminProfileData } from '../../../src/contracts/admin-profile.js';
import { Section } from '../../../renderer/ui/section.js';
import { PasswordForm } from './PasswordForm.js';
import { SessionsList } from './SessionsList.js';
import { TwoFactorToggle } from './TwoFactorToggle.js';

/** Spec 3 §2 security: password change, the 2FA switch, the active sessions. */
export function SecuritySection({ data, onChanged }: { data: AdminProfileData; onChanged: () => void }) {
  const { t } = useTranslation();
  return (
    <Section title={t('admin_profile.security.title')} testId="admin-profile-security">
      <div className="space-y-6 divide-y divide-neutral-200 [&>*:not(:first-child)]:pt-6">
        {/* a password change signs the other sessions out: the list is read again */}
        <PasswordForm onChanged={onChanged} />
        <TwoFactorToggle enabled={data.profile.two_factor_enabled} onChanged={onChanged} />
        <SessionsList sessions={data.sessions} onChanged={onChanged} />
      </div>
    </Section>
  );
}
