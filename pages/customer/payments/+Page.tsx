import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { OrderListPagination } from '../../../src/contracts/orders.js';
import type { PaymentStats, PaymentView } from '../../../src/contracts/payments.js';
import { ListSkeleton, StatsSkeleton } from '../../../renderer/ui/skeleton.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import { useApi } from '../../../renderer/lib/use-live-data.js';
import { Pager } from '../../../renderer/ui/pager.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { EmptyState } from '../../../renderer/ui/empty-state.js';
import { StatCard } from '../components/StatCard.js';
import { useNow } from '../components/use-now.js';
import { PaymentFilters } from './PaymentFilters.js';
import { PaymentList } from './PaymentList.js';

const PER_PAGE = 10;

/** Spec 2 §2.2 "Payments list": stats, filters, 10 a page, retry of what did not go through. */
export default function PaymentsPage() {
  const { t } = useTranslation();
  const { urlParsed } = usePageContext();
  const [serverNow] = useState(() => new Date().toISOString());
  const now = useNow(serverNow);
  const s = urlParsed.search;
  const filters = { search: s.search || undefined, status: s.status || undefined, method: s.method || undefined };
  const page = Math.max(1, Number.parseInt(s.page ?? '1', 10) || 1);
  const list = useApi<{ data: PaymentView[]; pagination: OrderListPagination }>(withQuery('/payments', { page, per_page: PER_PAGE, ...filters }));
  const stats = useApi<{ data: PaymentStats }>('/payments/stats');
  const filtered = !!(filters.search || filters.status || filters.method);
  const refresh = () => {
    list.reload();
    stats.reload();
  };
  const p = list.data?.pagination;

  return (
    <div className="space-y-5" data-testid="payments-page">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{t('payments.title')}</h1>
        <p className="mt-1 text-neutral-600">{t('payments.intro')}</p>
      </div>

      {stats.data ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="payment-stats">
          <StatCard label={t('payments.stats.successful_payments')} value={stats.data.data.successful_payments} testId="stat-successful-payments" />
          <StatCard label={t('payments.stats.pending_payments')} value={stats.data.data.pending_payments} testId="stat-pending-payments" />
          <StatCard label={t('payments.stats.failed_payments')} value={stats.data.data.failed_payments} testId="stat-failed-payments" />
          <StatCard label={t('payments.stats.total_amount')} value={formatFCFA(stats.data.data.total_amount)} testId="stat-total-amount" />
        </div>
      ) : stats.loading ? (
        <StatsSkeleton />
      ) : null}

      <PaymentFilters values={filters} />

      {list.error ? (
        <LoadFailed message={t('payments.messages.load_failed')} onRetry={refresh} />
      ) : !list.data ? (
        <ListSkeleton />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          title={t(filtered ? 'payments.empty_filtered' : 'payments.empty_title')}
          text={filtered ? undefined : t('payments.empty_text')}
          action={filtered ? <ButtonLink href="/customer/payments" variant="outline">{t('payments.filters.reset')}</ButtonLink> : undefined}
        />
      ) : (
        <div className={list.loading ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'} aria-busy={list.loading || undefined}>
          {p && (
            <p className="text-sm text-neutral-600" aria-live="polite">
              {t('payments.showing', { from: (p.current_page - 1) * p.per_page + 1, to: (p.current_page - 1) * p.per_page + list.data.data.length, total: p.total })}
            </p>
          )}
          <PaymentList payments={list.data.data} now={now} />
          {p && <Pager radius={2} testId="pager" page={p.current_page} pages={p.last_page} hrefFor={(n) => withQuery('/customer/payments', { ...filters, page: n > 1 ? n : undefined })} />}
        </div>
      )}
    </div>
  );
}
