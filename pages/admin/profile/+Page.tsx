import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import type { AdminProfileData } from '../../../src/contracts/admin-profile.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { downloadApiFile } from '../../../renderer/lib/download.js';
import { Button } from '../../../renderer/ui/button.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { AdminPage } from '../../../renderer/admin/AdminPage.js';
import { toast } from '../../../renderer/ui/toast.js';
import type { AdminProfilePageData } from './+data.js';
import { PersonalInfoForm } from './PersonalInfoForm.js';
import { PreferencesForm } from './PreferencesForm.js';
import { ProfileSummary } from './ProfileSummary.js';
import { QuickStats } from './QuickStats.js';
import { SecuritySection } from './SecuritySection.js';

const today = () => new Date().toISOString().slice(0, 10);

/** Spec 3 §2 "Administrator profile" (/admin/profile): the signed-in staff member's own account. */
export default function AdminProfilePage() {
  const { t } = useTranslation();
  const first = useData<AdminProfilePageData>();
  const [data, setData] = useState<AdminProfileData | null>(first.profile);
  const [refreshing, setRefreshing] = useState(false);
  const [exporting, setExporting] = useState(false);
  // a navigation reload (after a save or an avatar upload) brings new server data
  useEffect(() => setData(first.profile), [first.profile]);

  async function refresh(announce = false) {
    setRefreshing(true);
    try {
      const res = await api<{ data: AdminProfileData }>('/admin/profile');
      setData(res.data);
      if (announce) toast.success(t('admin_profile.messages.refreshed'));
    } catch (err) {
      toast.error(failureOf(err).message || t('admin_profile.errors.load'));
    } finally {
      setRefreshing(false);
    }
  }

  async function exportLog() {
    setExporting(true);
    try {
      await downloadApiFile('/admin/profile/activity-log/export', `admin-activity-log-${today()}.json`);
      toast.success(t('admin_profile.messages.export_done'));
    } catch (err) {
      toast.error(failureOf(err).message || t('admin_profile.errors.export'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <AdminPage
      testId="admin-profile"
      roomy
      title={t('admin_profile.title')}
      intro={t('admin_profile.subtitle')}
      action={
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            loading={refreshing}
            onClick={() => void refresh(true)}
            data-testid="admin-profile-refresh"
          >
            {t('admin_profile.actions.refresh')}
          </Button>
          <Button
            variant="secondary"
            loading={exporting}
            onClick={() => void exportLog()}
            data-testid="admin-profile-export"
          >
            {t('admin_profile.actions.activity_log')}
          </Button>
        </div>
      }
    >
      {!data ? (
        <LoadFailed message={t('admin_profile.errors.load')} onRetry={() => void refresh()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 space-y-6">
            <ProfileSummary data={data} />
            <QuickStats data={data} />
          </div>
          <div className="min-w-0 space-y-6 lg:col-span-2">
            <PersonalInfoForm
              key={`${data.profile.email}|${data.profile.phone}`}
              profile={data.profile}
              countries={first.countries}
            />
            <SecuritySection data={data} onChanged={() => void refresh()} />
            <PreferencesForm profile={data.profile} />
          </div>
        </div>
      )}
    </AdminPage>
  );
}
