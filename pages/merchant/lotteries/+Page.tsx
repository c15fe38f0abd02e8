import { useTranslation } from 'react-i18next';
import { MERCHANT_LOTTERY_STATUSES, type MerchantLotteryView } from '../../../src/contracts/merchant.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { MerchantListPage } from '../components/MerchantListPage.js';
import { RaffleList } from '../components/RaffleList.js';
import { LOTTERY_FILTERS } from '../components/merchant-filters.js';

/** The seller's raffles with progress, revenue and draw date. */
export default function MerchantLotteriesPage() {
  const { t } = useTranslation();
  return (
    <MerchantListPage<MerchantLotteryView, typeof LOTTERY_FILTERS>
      section="lotteries"
      path="/merchant/lotteries"
      defaults={LOTTERY_FILTERS}
      testId="merchant-lotteries"
      action={
        <ButtonLink href="/merchant/products/create?sale_mode=lottery">
          {t('merchant.dashboard.create_raffle')}
        </ButtonLink>
      }
      statuses={MERCHANT_LOTTERY_STATUSES.map((s) => ({ value: s, label: t(`merchant.lottery_status.${s}`) }))}
      rows={(rows) => <RaffleList raffles={rows} />}
    />
  );
}
