import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import type { MerchantProfileView } from '../../../src/contracts/merchant.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { Skeleton } from '../../../renderer/ui/skeleton.js';
import type { One } from '../components/merchant-api.js';
import type { MerchantSettingsPageData } from './+data.js';
import { BusinessForm } from './BusinessForm.js';
import { LogoCard } from './LogoCard.js';
import { PayoutForm } from './PayoutForm.js';

/** The shop as buyers see it (name, e-mail, description, city, address, logo) and where payouts go. */
export default function MerchantSettingsPage() {
  const { t } = useTranslation();
  const first = useData<MerchantSettingsPageData>();
  const res = useLiveData<One<MerchantProfileView> | null>(first.profile, '/merchant/settings', {
    fetchOnMount: !first.profile,
  });
  const profile = res.data?.data;
  return (
    <div className="space-y-5" data-testid="merchant-settings">
      <PageHeader title={t('merchant.settings.title')} intro={t('merchant.settings.intro')} />
      {res.error ? (
        <LoadFailed message={t('merchant.load_error')} onRetry={res.reload} />
      ) : !profile ? (
        <div className="space-y-4" role="status" aria-label={t('ui.loading')}>
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      ) : (
        <>
          <LogoCard profile={profile} />
          <BusinessForm profile={profile} />
          <PayoutForm profile={profile} />
        </>
      )}
    </div>
  );
}
