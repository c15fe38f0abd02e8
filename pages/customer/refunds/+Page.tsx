import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA } from '../../../src/common/format/money.js';
import { useData } from 'vike-react/useData';
import { REFUND_STATUSES, type RefundView } from '../../../src/contracts/refunds.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { FilterForm } from '../../../renderer/ui/filter-form.js';
import { ListBody, ListEmpty } from '../../../renderer/ui/list-body.js';
import { StatsSkeleton } from '../../../renderer/ui/skeleton.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';
import { NewRefundDialog } from './NewRefundDialog.js';
import { RefundDetailsDialog } from './RefundDetailsDialog.js';
import type { CustomerRefundsPageData, RefundsAnswer } from './+data.js';
import { RefundList } from './RefundList.js';
import { REFUND_FILTERS, refundsApiPath, refundsApiQuery } from './refund-query.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';

const PATH = '/customer/refunds';

/** Spec 2 §2.2 "Refunds": stat cards, a status filter, the list, a "new request" modal and a details modal. */
export default function RefundsPage() {
  const { t } = useTranslation();
  const initial = useData<CustomerRefundsPageData>();
  // the filter changes in place and the list reloads through the API; what the server could not read, the browser asks
  const filters = useUrlFilters(REFUND_FILTERS);
  const { status } = refundsApiQuery(filters.applied);
  const list = useLiveData<RefundsAnswer | null>(initial.list, refundsApiPath(filters.applied), {
    fetchOnMount: !initial.list,
  });
  const [shown, setShown] = useState<RefundView | null>(null);
  const refunds = list.data?.data.refunds;
  const stats = list.data?.data.stats;

  // the details modal keeps showing what the list says once it has reloaded (e.g. after a cancel)
  const changed = (refund: RefundView) => {
    setShown((s) => (s && s.id === refund.id ? refund : s));
    list.reload();
  };

  return (
    <div className="space-y-5" data-testid="refunds-page">
      <PageHeader
        title={t('customer_refunds.title')}
        intro={t('customer_refunds.intro')}
        action={<NewRefundDialog onCreated={() => list.reload()} />}
      />

      {stats ? (
        <StatGrid testId="refund-stats">
          <StatCard
            label={t('customer_refunds.stats.total_refunds')}
            value={stats.total_refunds}
            testId="stat-total-refunds"
          />
          <StatCard
            label={t('customer_refunds.stats.total_amount_refunded')}
            value={formatFCFA(stats.total_amount_refunded)}
            testId="stat-total-refunded"
          />
          <StatCard
            label={t('customer_refunds.stats.pending_refunds')}
            value={stats.pending_refunds}
            testId="stat-pending-refunds"
          />
          <StatCard
            label={t('customer_refunds.stats.rejected_refunds')}
            value={stats.rejected_refunds}
            testId="stat-rejected-refunds"
          />
        </StatGrid>
      ) : list.loading ? (
        <StatsSkeleton />
      ) : null}

      <FilterForm
        filters={filters}
        action={PATH}
        testId="refund-filters"
        resettable
        selects={[
          {
            name: 'status',
            label: t('customer_refunds.filters.status'),
            all: t('customer_refunds.filters.all_statuses'),
            options: REFUND_STATUSES.map((s) => ({ value: s, label: t(`refunds.status.${s}`) })),
            testId: 'refund-status-filter',
          },
        ]}
      />

      <ListBody
        list={{ ...list, data: refunds ? { data: refunds } : null }}
        errorMessage={t('customer_refunds.messages.load_failed')}
        empty={
          <div data-testid="refunds-empty">
            <ListEmpty
              filtered={!!status}
              title={t('customer_refunds.empty_title')}
              filteredTitle={t('customer_refunds.empty_filtered')}
              text={t('customer_refunds.empty_text')}
              resetHref={PATH}
              resetLabel={t('customer_refunds.filters.reset')}
            />
          </div>
        }
      >
        {(rows) => <RefundList refunds={rows} onShow={setShown} onChanged={changed} />}
      </ListBody>

      <RefundDetailsDialog refund={shown} onClose={() => setShown(null)} onChanged={changed} />
    </div>
  );
}
