import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { MERCHANT_LOTTERY_STATUSES, type MerchantLotteryView } from '../../../src/contracts/merchant.js';
import { PageHeader } from '../../../renderer/merchant/PageHeader.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import { useApi } from '../../../renderer/lib/use-live-data.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { ListFilters } from '../components/ListFilters.js';
import { PagedList } from '../components/PagedList.js';
import { pageParam, type Page } from '../components/merchant-api.js';
import { RaffleList } from '../components/RaffleList.js';

const PATH = '/merchant/lotteries';

/** The seller's raffles with progress, revenue and draw date. */
export default function MerchantLotteriesPage() {
  const { t } = useTranslation();
  const { urlParsed } = usePageContext();
  const q = urlParsed.search;
  const filters = { search: q.search || undefined, status: q.status || undefined };
  const list = useApi<Page<MerchantLotteryView>>(withQuery('/merchant/lotteries', { ...filters, page: pageParam(q.page) }));

  return (
    <div className="space-y-5" data-testid="merchant-lotteries">
      <PageHeader
        title={t('merchant.lotteries.title')}
        intro={t('merchant.lotteries.intro')}
        action={<ButtonLink href="/merchant/products/create?sale_mode=lottery">{t('merchant.dashboard.create_raffle')}</ButtonLink>}
      />
      <ListFilters
        path={PATH}
        values={filters}
        searchLabel={t('merchant.lotteries.search')}
        selects={[
          {
            name: 'status',
            label: t('merchant.filters.status'),
            all: t('merchant.filters.all_statuses'),
            options: MERCHANT_LOTTERY_STATUSES.map((s) => ({ value: s, label: t(`merchant.lottery_status.${s}`) })),
          },
        ]}
      />
      <PagedList list={list} section="lotteries" path={PATH} filters={filters}>
        {(rows) => <RaffleList raffles={rows} />}
      </PagedList>
    </div>
  );
}
