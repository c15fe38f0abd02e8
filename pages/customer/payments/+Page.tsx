import { useTranslation } from 'react-i18next';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { PaymentStats, PaymentView } from '../../../src/contracts/payments.js';
import { StatCard } from '../../../renderer/ui/stat-card.js';
import { ListWithStatsPage } from '../components/ListWithStatsPage.js';
import { PaymentFilters } from './PaymentFilters.js';
import { PAYMENT_FILTERS, PAYMENT_STATS_PATH, paymentsApiPath } from './payment-query.js';
import { PaymentList } from './PaymentList.js';

/** Spec 2 §2.2 "Payments list": stats, filters, 10 a page, retry of what did not go through. */
export default function PaymentsPage() {
  const { t } = useTranslation();
  return (
    <ListWithStatsPage<PaymentView, PaymentStats, typeof PAYMENT_FILTERS>
      texts="payments"
      testId="payments-page"
      statsTestId="payment-stats"
      path="/customer/payments"
      defaults={PAYMENT_FILTERS}
      listPath={paymentsApiPath}
      statsPath={PAYMENT_STATS_PATH}
      stats={(s) => (
        <>
          <StatCard
            label={t('payments.stats.successful_payments')}
            value={s.successful_payments}
            testId="stat-successful-payments"
          />
          <StatCard
            label={t('payments.stats.pending_payments')}
            value={s.pending_payments}
            testId="stat-pending-payments"
          />
          <StatCard
            label={t('payments.stats.failed_payments')}
            value={s.failed_payments}
            testId="stat-failed-payments"
          />
          <StatCard
            label={t('payments.stats.total_amount')}
            value={formatFCFA(s.total_amount)}
            testId="stat-total-amount"
          />
        </>
      )}
      filters={(filters) => <PaymentFilters filters={filters} />}
      rows={(payments, { now }) => <PaymentList payments={payments} now={now} />}
    />
  );
}
