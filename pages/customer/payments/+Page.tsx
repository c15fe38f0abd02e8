import { useTranslation } from 'react-i18next';
import { formatFCFA } from '../../../src/common/format/money.js';
import { useData } from 'vike-react/useData';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { ListBody, ListEmpty } from '../../../renderer/ui/list-body.js';
import { StatsSkeleton } from '../../../renderer/ui/skeleton.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';
import { useNow } from '../components/use-now.js';
import type { CustomerPaymentsPageData, PaymentsAnswer, PaymentStatsAnswer } from './+data.js';
import { PaymentFilters } from './PaymentFilters.js';
import { PAYMENT_FILTERS, PAYMENT_STATS_PATH, paymentsApiPath } from './payment-query.js';
import { PaymentList } from './PaymentList.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';

const PATH = '/customer/payments';

/** Spec 2 §2.2 "Payments list": stats, filters, 10 a page, retry of what did not go through. */
export default function PaymentsPage() {
  const { t } = useTranslation();
  const initial = useData<CustomerPaymentsPageData>();
  const now = useNow(initial.now);
  // filters change in place and the list reloads through the API; what the server could not read, the browser asks
  const filters = useUrlFilters(PAYMENT_FILTERS);
  const { page: _page, ...applied } = filters.applied;
  const list = useLiveData<PaymentsAnswer | null>(initial.list, paymentsApiPath(filters.applied), { fetchOnMount: !initial.list });
  const stats = useLiveData<PaymentStatsAnswer | null>(initial.stats, PAYMENT_STATS_PATH, { fetchOnMount: !initial.stats });
  const refresh = () => {
    list.reload();
    stats.reload();
  };

  return (
    <div className="space-y-5" data-testid="payments-page">
      <PageHeader title={t('payments.title')} intro={t('payments.intro')} />

      {stats.data ? (
        <StatGrid testId="payment-stats">
          <StatCard label={t('payments.stats.successful_payments')} value={stats.data.data.successful_payments} testId="stat-successful-payments" />
          <StatCard label={t('payments.stats.pending_payments')} value={stats.data.data.pending_payments} testId="stat-pending-payments" />
          <StatCard label={t('payments.stats.failed_payments')} value={stats.data.data.failed_payments} testId="stat-failed-payments" />
          <StatCard label={t('payments.stats.total_amount')} value={formatFCFA(stats.data.data.total_amount)} testId="stat-total-amount" />
        </StatGrid>
      ) : stats.loading ? (
        <StatsSkeleton />
      ) : null}

      <PaymentFilters filters={filters} />

      <ListBody
        list={list}
        errorMessage={t('payments.messages.load_failed')}
        onRetry={refresh}
        showing={(r) => t('payments.showing', r)}
        hrefFor={(n) => withQuery(PATH, { ...applied, page: n > 1 ? n : undefined })}
        onPage={filters.setPage}
        empty={
          <ListEmpty
            filtered={!!(applied.search || applied.status || applied.method)}
            title={t('payments.empty_title')}
            filteredTitle={t('payments.empty_filtered')}
            text={t('payments.empty_text')}
            resetHref={PATH}
            resetLabel={t('payments.filters.reset')}
          />
        }
      >
        {(payments) => <PaymentList payments={payments} now={now} />}
      </ListBody>
    </div>
  );
}
