import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import type { AdminProfileData } from '../../../src/contracts/admin-profile.js';
import { Card, CardBody } from '../../../renderer/ui/card.js';
import { AvatarUpload } from '../../customer/profile/AvatarUpload.js';

/** Spec 3 §2: avatar upload, name, e-mail, role label, and the two counters. */
export function ProfileSummary({ data }: { data: AdminProfileData }) {
  const { t, i18n } = useTranslation();
  const { user } = usePageContext();
  const { profile, stats } = data;
  const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR');
  return (
    <Card data-testid="admin-profile-summary">
      <CardBody className="space-y-4">
        {user && <AvatarUpload user={{ ...user, avatar_url: profile.avatar_url }} endpoint="/admin/profile/image" />}
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-neutral-900">
            {`${profile.first_name} ${profile.last_name}`.trim()}
          </p>
          <p className="truncate text-sm text-neutral-600">{profile.email}</p>
          <p className="mt-1 text-sm font-medium text-brand-700" data-testid="admin-profile-role">
            {profile.role}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-center">
          <div className="flex flex-col-reverse rounded-lg bg-neutral-50 p-3">
            <dt className="text-xs text-neutral-600">{t('admin_profile.counters.actions_month')}</dt>
            <dd className="text-2xl font-bold text-neutral-900" data-testid="admin-profile-actions">
              {number.format(stats.actions_count)}
            </dd>
          </div>
          <div className="flex flex-col-reverse rounded-lg bg-neutral-50 p-3">
            <dt className="text-xs text-neutral-600">{t('admin_profile.counters.login_streak')}</dt>
            <dd className="text-2xl font-bold text-neutral-900" data-testid="admin-profile-streak">
              {number.format(stats.login_streak)}
            </dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}
