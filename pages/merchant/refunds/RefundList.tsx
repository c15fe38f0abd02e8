import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { MerchantRefundLotteryView } from '../../../src/contracts/merchant.js';
import { ProductImage } from '../../../renderer/catalogue/ProductImage.js';
import { LotteryStatusBadge } from '../components/badges.js';

/** Each raffle ended without a draw, with what its buyers are owed; links to the raffle's page. */
export function RefundList({ lotteries }: { lotteries: MerchantRefundLotteryView[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="grid gap-3 lg:grid-cols-2" data-testid="refund-list">
      {lotteries.map((l) => (
        <li key={l.id} data-testid="refund-lottery" data-lottery={l.id}>
          <a href={`/merchant/lotteries/${l.id}`} className="flex h-full gap-3 rounded-xl border border-neutral-200 bg-white p-3 text-inherit no-underline shadow-sm hover:border-brand-300 hover:no-underline">
            <ProductImage src={l.product.image} alt="" className="size-16 shrink-0 rounded-lg" />
            <div className="min-w-0 flex-1 space-y-1.5">
              <div className="flex items-start justify-between gap-2">
                <p className="line-clamp-2 text-sm font-semibold text-neutral-900">{l.product.name}</p>
                <LotteryStatusBadge status={l.status} />
              </div>
              <p className="flex flex-wrap justify-between gap-x-3 text-xs text-neutral-600">
                <span className="font-mono">{l.lottery_number}</span>
                <span>{t('merchant.refunds.ended_on', { date: formatDate(l.end_date, i18n.language) })}</span>
              </p>
              <dl className="grid grid-cols-3 gap-2 text-xs">
                <div>
                  <dt className="text-neutral-600">{t('merchant.refunds.participants')}</dt>
                  <dd className="font-semibold text-neutral-900">{t('merchant.refunds.participants_value', { count: l.participants_count, min: l.min_participants })}</dd>
                </div>
                <div>
                  <dt className="text-neutral-600">{t('merchant.refunds.paid_tickets')}</dt>
                  <dd className="font-semibold text-neutral-900" data-testid="refund-tickets">{l.paid_tickets}</dd>
                </div>
                <div>
                  <dt className="text-neutral-600">{t('merchant.refunds.amount')}</dt>
                  <dd className="font-semibold text-neutral-900" data-testid="refund-amount">{formatFCFA(l.amount_to_refund)}</dd>
                </div>
              </dl>
              {l.refunded_tickets > 0 && (
                <p className="text-xs text-neutral-600">{t('merchant.refunds.refunded', { count: l.refunded_tickets, amount: formatFCFA(l.refunded_amount) })}</p>
              )}
            </div>
          </a>
        </li>
      ))}
    </ul>
  );
}
