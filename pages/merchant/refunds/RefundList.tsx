import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { MerchantRefundLotteryView } from '../../../src/contracts/merchant.js';
import { LotteryCards } from '../components/badges.js';

/** Each raffle ended without a draw, with what its buyers are owed; links to the raffle's page. */
export function RefundList({ lotteries }: { lotteries: MerchantRefundLotteryView[] }) {
  const { t, i18n } = useTranslation();
  return (
    <LotteryCards lotteries={lotteries} testId="refund-list" itemTestId="refund-lottery">
      {(l) => (
        <>
          <p className="flex flex-wrap justify-between gap-x-3 text-xs text-neutral-600">
            <span className="font-mono">{l.lottery_number}</span>
            <span>{t('merchant.refunds.ended_on', { date: formatDate(l.end_date, i18n.language) })}</span>
          </p>
          <dl className="grid grid-cols-3 gap-2 text-xs">
            <div>
              <dt className="text-neutral-600">{t('merchant.refunds.participants')}</dt>
              <dd className="font-semibold text-neutral-900">
                {t('merchant.refunds.participants_value', { count: l.participants_count, min: l.min_participants })}
              </dd>
            </div>
            <div>
              <dt className="text-neutral-600">{t('merchant.refunds.paid_tickets')}</dt>
              <dd className="font-semibold text-neutral-900" data-testid="refund-tickets">
                {l.paid_tickets}
              </dd>
            </div>
            <div>
              <dt className="text-neutral-600">{t('merchant.refunds.amount')}</dt>
              <dd className="font-semibold text-neutral-900" data-testid="refund-amount">
                {formatFCFA(l.amount_to_refund)}
              </dd>
            </div>
          </dl>
          {l.refunded_tickets > 0 && (
            <p className="text-xs text-neutral-600">
              {t('merchant.refunds.refunded', { count: l.refunded_tickets, amount: formatFCFA(l.refunded_amount) })}
            </p>
          )}
        </>
      )}
    </LotteryCards>
  );
}
