import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { PAYOUT_STATUSES, type AdminPayoutsPage, type PayoutStatus } from '../../../src/contracts/payouts.js';
import { AdminPage } from '../../../renderer/admin/AdminPage.js';
import { isFiltered } from '../../../renderer/lib/url-filters.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { FilterBar, FilterSearch, FilterSelect, bindFilter, bindSearch } from '../../../renderer/ui/filter-bar.js';
import { ListPager } from '../../../renderer/ui/list-pager.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { Money } from '../../../renderer/ui/money.js';
import { StatsSkeleton } from '../../../renderer/ui/skeleton.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';
import type { AdminPayoutsPageData } from './+data.js';
import { ADMIN_PAYOUTS_PER_PAGE, PAYOUT_FILTERS, payoutsPath, payoutsQuery } from './payout-query.js';
import { PayoutTable } from './PayoutTable.js';

/** While a payout shown is on its way to the operator, the list asks again this often until it settles. */
export const POLL_MS = 2500;
const MOVING: readonly PayoutStatus[] = ['approved', 'processing'];

const ZERO = { count: 0, amount: 0 };
const EMPTY: AdminPayoutsPage = {
  data: [],
  pagination: { current_page: 1, per_page: ADMIN_PAYOUTS_PER_PAGE, total: 0, last_page: 1 },
  totals: Object.fromEntries(PAYOUT_STATUSES.map((s) => [s, ZERO])) as AdminPayoutsPage['totals'],
};

/**
 * Merchant payouts: what merchants asked to be paid, approved (and sent through SHAP) or rejected
 * here. The first paint comes from +data; filters, actions and payouts on their way refresh from the API.
 */
export default function AdminPayoutsScreen() {
  const { t } = useTranslation();
  const { initial } = useData<AdminPayoutsPageData>();
  const filters = useUrlFilters(PAYOUT_FILTERS);
  const { page, ...applied } = filters.applied;
  const query = payoutsQuery({ ...applied, page: String(page) });
  const live = useLiveData<AdminPayoutsPage | null>(initial, payoutsPath(query), { fetchOnMount: !initial });
  const answer = live.data ?? EMPTY;
  const rows = live.error ? [] : answer.data;
  const { pagination, totals } = answer;
  const filtered = isFiltered(PAYOUT_FILTERS, filters.draft);

  // a payout approved or being sent settles within seconds: ask again until it does, without dimming the rows
  const [polling, setPolling] = useState(false);
  const moving = rows.some((p) => MOVING.includes(p.status));
  const { reload, loading } = live;
  useEffect(() => {
    if (loading) return;
    setPolling(false);
    if (!moving) return;
    const timer = setTimeout(() => {
      setPolling(true);
      reload();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [moving, loading, reload]);

  const total = (...statuses: PayoutStatus[]) =>
    statuses.reduce(
      (sum, s) => ({ count: sum.count + (totals[s]?.count ?? 0), amount: sum.amount + (totals[s]?.amount ?? 0) }),
      ZERO,
    );
  const requested = total('requested');
  const inFlight = total('approved', 'processing');
  const failed = total('failed');
  const paid = total('paid');
  const amountHint = (n: { count: number; amount: number }) => <Money amount={n.amount} />;

  return (
    <AdminPage testId="admin-payouts" title={t('admin_payouts.title')} intro={t('admin_payouts.intro')}>
      {live.data || live.error ? (
        <StatGrid label={t('admin_payouts.stats.label')} testId="admin-payout-stats">
          <StatCard
            label={t('admin_payouts.stats.requested')}
            value={requested.count}
            hint={amountHint(requested)}
            testId="stat-requested"
          />
          <StatCard
            label={t('admin_payouts.stats.in_flight')}
            value={inFlight.count}
            hint={amountHint(inFlight)}
            testId="stat-in-flight"
          />
          <StatCard
            label={t('admin_payouts.stats.failed')}
            value={failed.count}
            hint={amountHint(failed)}
            testId="stat-failed"
          />
          <StatCard
            label={t('admin_payouts.stats.paid')}
            value={<Money amount={paid.amount} compact />}
            hint={t('admin_payouts.stats.paid_count', { count: paid.count })}
            testId="stat-paid"
          />
        </StatGrid>
      ) : (
        <StatsSkeleton />
      )}

      <FilterBar
        onReset={filters.reset}
        onRefresh={reload}
        testId="admin-payout-filters"
        summary={
          <span data-testid="admin-payout-count">
            {live.data ? t('admin_payouts.found', { count: pagination.total }) : '\u00a0'}
          </span>
        }
      >
        <FilterSearch
          {...bindSearch(filters)}
          label={t('admin_payouts.filters.search')}
          placeholder={t('admin_payouts.filters.search_placeholder')}
          testId="admin-payout-search"
        />
        <FilterSelect
          {...bindFilter(filters, 'status')}
          label={t('admin_payouts.filters.status')}
          all={t('admin_payouts.filters.all_statuses')}
          options={PAYOUT_STATUSES.map((s) => ({ value: s, label: t(`ui.status.payout.${s}`) }))}
          testId="admin-payout-status-filter"
        />
      </FilterBar>

      {live.error ? (
        <LoadFailed message={t('admin_payouts.messages.load_failed')} onRetry={reload} />
      ) : (
        <>
          <PayoutTable
            payouts={rows}
            loading={!live.data || (loading && !polling)}
            filtered={filtered}
            onChanged={reload}
          />
          <ListPager
            page={pagination.current_page}
            perPage={pagination.per_page}
            total={pagination.total}
            onPage={filters.setPage}
          />
        </>
      )}
    </AdminPage>
  );
}
