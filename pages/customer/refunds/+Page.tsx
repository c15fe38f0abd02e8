import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { formatFCFA } from '../../../src/common/format/money.js';
import { REFUND_STATUSES, type RefundStats, type RefundStatus, type RefundView } from '../../../src/contracts/refunds.js';
import { ListSkeleton, StatsSkeleton } from '../../../renderer/ui/skeleton.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import { useApi } from '../../../renderer/lib/use-live-data.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { EmptyState } from '../../../renderer/ui/empty-state.js';
import { Select } from '../../../renderer/ui/field.js';
import { StatCard } from '../components/StatCard.js';
import { NewRefundDialog } from './NewRefundDialog.js';
import { RefundDetailsDialog } from './RefundDetailsDialog.js';
import { RefundList } from './RefundList.js';

const PATH = '/customer/refunds';
/** Spec 2 §9: the list shows the 50 latest refunds. */
const LIMIT = 50;

const isStatus = (v: string | undefined): v is RefundStatus => !!v && (REFUND_STATUSES as readonly string[]).includes(v);

/** Spec 2 §2.2 "Refunds": stat cards, a status filter, the list, a "new request" modal and a details modal. */
export default function RefundsPage() {
  const { t } = useTranslation();
  const { urlParsed } = usePageContext();
  const raw = urlParsed.search.status;
  const status = isStatus(raw) ? raw : undefined;
  const list = useApi<{ data: { refunds: RefundView[]; stats: RefundStats } }>(withQuery('/refunds', { limit: LIMIT, status }));
  const [shown, setShown] = useState<RefundView | null>(null);
  const refunds = list.data?.data.refunds;
  const stats = list.data?.data.stats;

  const setStatus = (next: string) => void navigate(withQuery(PATH, { status: next || undefined }), { keepScrollPosition: true });
  // the details modal keeps showing what the list says once it has reloaded (e.g. after a cancel)
  const changed = (refund: RefundView) => {
    setShown((s) => (s && s.id === refund.id ? refund : s));
    list.reload();
  };

  return (
    <div className="space-y-5" data-testid="refunds-page">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{t('customer_refunds.title')}</h1>
          <p className="mt-1 text-neutral-600">{t('customer_refunds.intro')}</p>
        </div>
        <NewRefundDialog onCreated={() => list.reload()} />
      </div>

      {stats ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="refund-stats">
          <StatCard label={t('customer_refunds.stats.total_refunds')} value={stats.total_refunds} testId="stat-total-refunds" />
          <StatCard label={t('customer_refunds.stats.total_amount_refunded')} value={formatFCFA(stats.total_amount_refunded)} testId="stat-total-refunded" />
          <StatCard label={t('customer_refunds.stats.pending_refunds')} value={stats.pending_refunds} testId="stat-pending-refunds" />
          <StatCard label={t('customer_refunds.stats.rejected_refunds')} value={stats.rejected_refunds} testId="stat-rejected-refunds" />
        </div>
      ) : list.loading ? (
        <StatsSkeleton />
      ) : null}

      <form method="get" action={PATH} className="flex flex-wrap items-end gap-3 rounded-xl border border-neutral-200 bg-white p-3 sm:p-4" data-testid="refund-filters" onSubmit={(e) => e.preventDefault()}>
        <Select
          name="status"
          label={t('customer_refunds.filters.status')}
          value={status ?? ''}
          onChange={(e) => setStatus(e.target.value)}
          placeholder={t('customer_refunds.filters.all_statuses')}
          options={REFUND_STATUSES.map((s) => ({ value: s, label: t(`refunds.status.${s}`) }))}
          fieldClassName="w-full sm:w-64"
          data-testid="refund-status-filter"
        />
        {status && <ButtonLink href={PATH} variant="ghost" size="sm" className="mb-1" data-testid="refund-filter-reset">{t('customer_refunds.filters.reset')}</ButtonLink>}
      </form>

      {list.error ? (
        <LoadFailed message={t('customer_refunds.messages.load_failed')} onRetry={list.reload} />
      ) : !refunds ? (
        <ListSkeleton />
      ) : refunds.length === 0 ? (
        <div data-testid="refunds-empty">
          <EmptyState
            title={t(status ? 'customer_refunds.empty_filtered' : 'customer_refunds.empty_title')}
            text={status ? undefined : t('customer_refunds.empty_text')}
            action={status ? <ButtonLink href={PATH} variant="outline">{t('customer_refunds.filters.reset')}</ButtonLink> : undefined}
          />
        </div>
      ) : (
        <div className={list.loading ? 'opacity-60 transition-opacity' : undefined} aria-busy={list.loading || undefined}>
          <RefundList refunds={refunds} onShow={setShown} onChanged={changed} />
        </div>
      )}

      <RefundDetailsDialog refund={shown} onClose={() => setShown(null)} onChanged={changed} />
    </div>
  );
}
