import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import type { AdminRefundStats, AdminRefundView, EligibleLotteries } from '../../../src/contracts/refunds.js';
import { StatsSkeleton } from '../../../renderer/ui/skeleton.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { setPendingRefunds } from '../../../renderer/refunds/pending-refunds.js';
import { Button } from '../../../renderer/ui/button.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { toast } from '../../../renderer/ui/toast.js';
import { Money } from '../../../renderer/ui/money.js';
import { AdminPage } from '../../../renderer/admin/AdminPage.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';
import { AdminRefundDetailDialog } from './AdminRefundDetailDialog.js';
import { AdminRefundTable } from './AdminRefundTable.js';
import { EligiblePanel } from './EligiblePanel.js';
import { ProcessDialog } from './ProcessDialog.js';
import type { AdminRefundsPageData } from './+data.js';
import { ELIGIBLE_PATH, REFUND_STATS_PATH, refundFiltersFrom, refundListPath } from './refund-query.js';
import { ADMIN_REFUND_FILTERS, RefundFilters } from './RefundFilters.js';

const ZERO_STATS: AdminRefundStats = {
  total_refunds: 0,
  total_amount_refunded: 0,
  pending_refunds: 0,
  auto_processed: 0,
};
const NO_ELIGIBLE: EligibleLotteries = {
  expired_insufficient: [],
  cancelled: [],
  summary: { expired_count: 0, expired_estimated_refund: 0, cancelled_count: 0, cancelled_estimated_refund: 0 },
};

/**
 * Spec 3 §2 "Refund management": stats, raffles to refund, filters, the table and its dialogs. The
 * first paint comes from +data; filters, actions and "Vérifier les tombolas" then refresh from the API.
 */
export default function AdminRefundsPage() {
  const { t } = useTranslation();
  const urlFilters = useUrlFilters(ADMIN_REFUND_FILTERS, { navigate: true });
  const first = useData<AdminRefundsPageData>();
  const { page: _page, ...applied } = urlFilters.applied;
  const filters = refundFiltersFrom(applied);
  const filtered = Object.values(filters).some(Boolean);
  // what the server could not read is asked again from the browser, which then shows spec 3 §8's message
  const list = useLiveData<{ data: { refunds: AdminRefundView[]; total: number } } | null>(
    first.list,
    refundListPath(filters),
    { fetchOnMount: !first.list },
  );
  const stats = useLiveData<{ data: AdminRefundStats } | null>(first.stats, REFUND_STATS_PATH, {
    fetchOnMount: !first.stats,
  });
  const eligible = useLiveData<{ data: EligibleLotteries } | null>(first.eligible, ELIGIBLE_PATH, {
    fetchOnMount: !first.eligible,
  });
  const [shown, setShown] = useState<AdminRefundView | null>(null);

  // spec 3 §8: stats and eligible raffles that cannot be read say so and fall back to zero / empty
  useEffect(() => {
    if (stats.error) toast.error(t('admin_refunds.messages.stats_failed'));
  }, [stats.error, t]);
  useEffect(() => {
    if (eligible.error) toast.error(t('admin_refunds.messages.eligible_failed'));
  }, [eligible.error, t]);
  useEffect(() => {
    if (stats.data) setPendingRefunds(stats.data.data.pending_refunds);
  }, [stats.data]);

  const refreshAll = () => {
    list.reload();
    stats.reload();
    eligible.reload();
  };
  const st = stats.data?.data ?? (stats.error ? ZERO_STATS : null);
  const rows = list.data?.data.refunds;

  return (
    <AdminPage
      testId="admin-refunds"
      title={t('admin_refunds.title')}
      intro={t('admin_refunds.intro')}
      action={
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={eligible.reload} loading={eligible.loading} data-testid="check-lotteries">
            {t('admin_refunds.actions.check_lotteries')}
          </Button>
          <ProcessDialog onDone={refreshAll} />
        </div>
      }
    >
      {st ? (
        <StatGrid testId="admin-refund-stats">
          <StatCard
            label={t('admin_refunds.stats.total_refunds')}
            value={st.total_refunds}
            testId="stat-total-refunds"
          />
          <StatCard
            label={t('admin_refunds.stats.total_amount_refunded')}
            value={<Money amount={st.total_amount_refunded} compact />}
            testId="stat-total-refunded"
          />
          <StatCard
            label={t('admin_refunds.stats.pending_refunds')}
            value={st.pending_refunds}
            testId="stat-pending-refunds"
          />
          <StatCard
            label={t('admin_refunds.stats.auto_processed')}
            value={st.auto_processed}
            testId="stat-auto-processed"
          />
        </StatGrid>
      ) : (
        <StatsSkeleton />
      )}

      <EligiblePanel
        eligible={eligible.data?.data ?? (eligible.error ? NO_ELIGIBLE : null)}
        loading={eligible.loading}
        onRefunded={refreshAll}
      />

      <RefundFilters filters={urlFilters} total={list.data?.data.total ?? null} />

      {list.error ? (
        <LoadFailed message={t('admin_refunds.messages.load_failed')} onRetry={list.reload} />
      ) : (
        <AdminRefundTable
          refunds={rows ?? []}
          loading={!rows || list.loading}
          filtered={filtered}
          onShow={setShown}
          onChanged={refreshAll}
        />
      )}

      <AdminRefundDetailDialog initial={shown} onClose={() => setShown(null)} onChanged={refreshAll} />
    </AdminPage>
  );
}
