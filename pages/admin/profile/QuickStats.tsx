import { useTranslation } from 'react-i18next';
import type { AdminProfileData } from '../../../src/contracts/admin-profile.js';
import { formatDate, formatDateTime } from '../../../src/common/format/dates.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { Section } from '../../../renderer/ui/section.js';

/** Spec 3 §2 quick stats: last login, privileges (by their labels), member since. */
export function QuickStats({ data }: { data: AdminProfileData }) {
  const { t, i18n } = useTranslation();
  const { stats, profile } = data;
  return (
    <Section title={t('admin_profile.quick.title')} testId="admin-profile-quick">
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-neutral-600">{t('admin_profile.quick.last_login')}</dt>
          <dd className="font-medium text-neutral-900">
            {stats.last_login ? formatDateTime(stats.last_login, i18n.language) : t('admin_profile.quick.never')}
          </dd>
        </div>
        <div>
          <dt className="text-neutral-600">{t('admin_profile.quick.privileges')}</dt>
          <dd>
            {profile.privileges.length ? (
              <ul className="mt-1 flex flex-wrap gap-1.5" data-testid="admin-profile-privileges">
                {profile.privileges.map((p) => (
                  <li key={p.key}>
                    <Badge tone="brand">{p.label}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-neutral-600">{t('admin_profile.quick.no_privileges')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-neutral-600">{t('admin_profile.quick.member_since')}</dt>
          <dd className="font-medium text-neutral-900">{formatDate(stats.created_at, i18n.language)}</dd>
        </div>
      </dl>
    </Section>
  );
}
