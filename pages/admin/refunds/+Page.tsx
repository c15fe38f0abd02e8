import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REFUND_REASONS,
  REFUND_STATUSES,
  REFUND_TYPES,
  type AdminRefundStats,
  type AdminRefundView,
  type EligibleLotteries,
} from '../../../src/contracts/refunds.js';
import { StatsSkeleton } from '../../../renderer/ui/skeleton.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import { useApi } from '../../../renderer/lib/use-live-data.js';
import { setPendingRefunds } from '../../../renderer/refunds/pending-refunds.js';
import { Button } from '../../../renderer/ui/button.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { toast } from '../../../renderer/ui/toast.js';
import { Money } from '../../../renderer/ui/money.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';
import { AdminRefundDetailDialog } from './AdminRefundDetailDialog.js';
import { AdminRefundTable } from './AdminRefundTable.js';
import { EligiblePanel } from './EligiblePanel.js';
import { ProcessDialog } from './ProcessDialog.js';
import { ADMIN_REFUND_FILTERS, RefundFilters } from './RefundFilters.js';

/** Spec 3 §9: the refund list shows up to 100 rows. */
const LIMIT = 100;

const ZERO_STATS: AdminRefundStats = { total_refunds: 0, total_amount_refunded: 0, pending_refunds: 0, auto_processed: 0 };
const NO_ELIGIBLE: EligibleLotteries = {
  expired_insufficient: [],
  cancelled: [],
  summary: { expired_count: 0, expired_estimated_refund: 0, cancelled_count: 0, cancelled_estimated_refund: 0 },
};

const oneOf = <T extends string>(list: readonly T[], v: string | undefined): T | undefined => (v && (list as readonly string[]).includes(v) ? (v as T) : undefined);

/** Spec 3 §2 "Refund management": stats, raffles to refund, filters, the table and its dialogs. */
export default function AdminRefundsPage() {
  const { t } = useTranslation();
  const urlFilters = useUrlFilters(ADMIN_REFUND_FILTERS, { navigate: true });
  const a = urlFilters.applied;
  const filters = {
    search: a.search.trim() || undefined,
    status: oneOf(REFUND_STATUSES, a.status),
    type: oneOf(REFUND_TYPES, a.type),
    reason: oneOf(REFUND_REASONS, a.reason),
  };
  const filtered = Object.values(filters).some(Boolean);
  const list = useApi<{ data: { refunds: AdminRefundView[]; total: number } }>(withQuery('/admin/refunds', { limit: LIMIT, ...filters }));
  const stats = useApi<{ data: AdminRefundStats }>('/admin/refunds/stats');
  const eligible = useApi<{ data: EligibleLotteries }>('/admin/refunds/eligible-lotteries');
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
    <div className="mx-auto max-w-7xl space-y-5" data-testid="admin-refunds">
      <PageHeader
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
      />

      {st ? (
        <StatGrid testId="admin-refund-stats">
          <StatCard label={t('admin_refunds.stats.total_refunds')} value={st.total_refunds} testId="stat-total-refunds" />
          <StatCard label={t('admin_refunds.stats.total_amount_refunded')} value={<Money amount={st.total_amount_refunded} compact />} testId="stat-total-refunded" />
          <StatCard label={t('admin_refunds.stats.pending_refunds')} value={st.pending_refunds} testId="stat-pending-refunds" />
          <StatCard label={t('admin_refunds.stats.auto_processed')} value={st.auto_processed} testId="stat-auto-processed" />
        </StatGrid>
      ) : (
        <StatsSkeleton />
      )}

      <EligiblePanel eligible={eligible.data?.data ?? (eligible.error ? NO_ELIGIBLE : null)} loading={eligible.loading} onRefunded={refreshAll} />

      <RefundFilters filters={urlFilters} total={list.data?.data.total ?? null} />

      {list.error ? (
        <LoadFailed message={t('admin_refunds.messages.load_failed')} onRetry={list.reload} />
      ) : (
        <AdminRefundTable refunds={rows ?? []} loading={!rows || list.loading} filtered={filtered} onShow={setShown} onChanged={refreshAll} />
      )}

      <AdminRefundDetailDialog initial={shown} onClose={() => setShown(null)} onChanged={refreshAll} />
    </div>
  );
}
