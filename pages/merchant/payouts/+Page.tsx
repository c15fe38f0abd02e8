import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { PAYOUT_STATUSES } from '../../../src/contracts/payouts.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { FilteredList } from '../../../renderer/ui/filtered-list.js';
import { FilterForm } from '../../../renderer/ui/filter-form.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { Money } from '../../../renderer/ui/money.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';
import { ListSkeleton, StatsSkeleton } from '../../../renderer/ui/skeleton.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';
import type { MerchantPayoutsPageData, PayoutsAnswer } from './+data.js';
import { PAYOUT_FILTERS } from './payout-filters.js';
import { PayoutRequest } from './PayoutRequest.js';
import { PayoutTable } from './PayoutTable.js';

const PATH = '/merchant/payouts';

/**
 * The seller's money and its payouts: what is pending, available, on its way and paid out; a payout
 * request to the number of the settings; the requests with their status and statement.
 */
export default function MerchantPayoutsPage() {
  const { t } = useTranslation();
  const first = useData<MerchantPayoutsPageData>();
  const f = useUrlFilters(PAYOUT_FILTERS);
  const { page, ...filters } = f.applied;
  const list = useLiveData<PayoutsAnswer | null>(first.list, withQuery(PATH, { ...filters, page }), {
    fetchOnMount: !first.list,
  });
  const balance = list.data?.balance;

  return (
    <div className="space-y-5" data-testid="merchant-payouts">
      <PageHeader title={t('merchant_payouts.title')} intro={t('merchant_payouts.intro')} />
      {list.error && !list.data ? (
        <LoadFailed message={t('merchant.load_error')} onRetry={list.reload} />
      ) : !balance ? (
        <>
          <StatsSkeleton count={4} />
          <ListSkeleton />
        </>
      ) : (
        <>
          <StatGrid columns={4} label={t('merchant_payouts.balance_label')} testId="payout-balance">
            <StatCard
              label={t('merchant_payouts.pending')}
              value={<Money amount={balance.pending} />}
              hint={
                balance.delay_days > 0
                  ? t('merchant_payouts.pending_hint', { count: balance.delay_days })
                  : t('merchant_payouts.pending_hint_now')
              }
              testId="payout-pending"
            />
            <StatCard
              label={t('merchant_payouts.available')}
              value={<Money amount={balance.available} />}
              hint={t('merchant_payouts.available_hint')}
              testId="payout-available"
              className="border-brand-200"
            />
            <StatCard
              label={t('merchant_payouts.in_flight')}
              value={<Money amount={balance.in_flight} />}
              hint={t('merchant_payouts.in_flight_hint')}
              testId="payout-in-flight"
            />
            <StatCard
              label={t('merchant_payouts.paid_out')}
              value={<Money amount={balance.paid_out} />}
              hint={t('merchant_payouts.paid_out_hint')}
              testId="payout-paid-out"
            />
          </StatGrid>
          <PayoutRequest balance={balance} onRequested={list.reload} />
          <section className="space-y-3" aria-labelledby="payouts-history">
            <h2 id="payouts-history" className="text-lg font-semibold">
              {t('merchant_payouts.list.title')}
            </h2>
            <FilterForm
              filters={f}
              action={PATH}
              testId="payout-filters"
              selects={[
                {
                  name: 'status',
                  label: t('merchant.filters.status'),
                  all: t('merchant.filters.all_statuses'),
                  options: PAYOUT_STATUSES.map((s) => ({ value: s, label: t(`ui.status.payout.${s}`) })),
                  testId: 'payout-status-filter',
                },
              ]}
            />
            <FilteredList
              list={list}
              texts="merchant_payouts.list"
              errorMessage={t('merchant.load_error')}
              resetLabel={t('merchant.filters.reset')}
              path={PATH}
              filters={filters}
              onPage={f.setPage}
            >
              {(rows) => <PayoutTable payouts={rows} />}
            </FilteredList>
          </section>
        </>
      )}
    </div>
  );
}
