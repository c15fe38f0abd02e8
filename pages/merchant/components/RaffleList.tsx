import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import type { MerchantLotteryView } from '../../../src/contracts/merchant.js';
import { Progress } from '../../../renderer/ui/progress.js';
import { LotteryCards } from './badges.js';

/** Each raffle with its progress, revenue and draw date, linking to its detail page. */
export function RaffleList({ raffles }: { raffles: MerchantLotteryView[] }) {
  const { t, i18n } = useTranslation();
  return (
    <LotteryCards lotteries={raffles} testId="raffle-list" itemTestId="raffle">
      {(l) => (
        <>
          <p className="font-mono text-xs text-neutral-600">{l.lottery_number}</p>
          <Progress
            value={l.sold_tickets}
            max={l.total_tickets}
            label={
              <span data-testid="raffle-sold">
                {t('merchant.lotteries.sold_of', { sold: l.sold_tickets, total: l.total_tickets })}
              </span>
            }
          />
          <div className="flex flex-wrap justify-between gap-x-3 text-xs text-neutral-700">
            <span>{t('merchant.lotteries.revenue_value', { amount: formatFCFA(l.revenue) })}</span>
            <span>
              {t(l.drawn_at ? 'merchant.lotteries.drawn_on' : 'merchant.lotteries.draw_on', {
                date: formatDate(l.draw_date, i18n.language),
              })}
            </span>
          </div>
        </>
      )}
    </LotteryCards>
  );
}
