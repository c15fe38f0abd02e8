import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { MERCHANT_LOTTERY_STATUSES, type MerchantLotteryView } from '../../../src/contracts/merchant.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { ButtonLink } from '../../../renderer/ui/button.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { FilterForm } from '../../../renderer/ui/filter-form.js';
import { PagedList } from '../components/PagedList.js';
import type { Page } from '../components/merchant-api.js';
import { RaffleList } from '../components/RaffleList.js';
import { LOTTERY_FILTERS } from '../components/merchant-filters.js';
import type { MerchantLotteriesPageData } from './+data.js';

const PATH = '/merchant/lotteries';

/** The seller's raffles with progress, revenue and draw date. */
export default function MerchantLotteriesPage() {
  const { t } = useTranslation();
  const first = useData<MerchantLotteriesPageData>();
  // filters change the address in place and the list refreshes through the API; the first page came from +data
  const f = useUrlFilters(LOTTERY_FILTERS);
  const { page, ...filters } = f.applied;
  const list = useLiveData<Page<MerchantLotteryView> | null>(first.list, withQuery(PATH, { ...filters, page }), { fetchOnMount: !first.list });

  return (
    <div className="space-y-5" data-testid="merchant-lotteries">
      <PageHeader
        title={t('merchant.lotteries.title')}
        intro={t('merchant.lotteries.intro')}
        action={<ButtonLink href="/merchant/products/create?sale_mode=lottery">{t('merchant.dashboard.create_raffle')}</ButtonLink>}
      />
      <FilterForm
        filters={f}
        action={PATH}
        search={{ name: 'search', label: t('merchant.lotteries.search'), hint: t('merchant.filters.search_hint'), apply: 'enter' }}
        selects={[
          {
            name: 'status',
            label: t('merchant.filters.status'),
            all: t('merchant.filters.all_statuses'),
            options: MERCHANT_LOTTERY_STATUSES.map((s) => ({ value: s, label: t(`merchant.lottery_status.${s}`) })),
          },
        ]}
      />
      <PagedList list={list} onPage={f.setPage} section="lotteries" path={PATH} filters={filters}>
        {(rows) => <RaffleList raffles={rows} />}
      </PagedList>
    </div>
  );
}
