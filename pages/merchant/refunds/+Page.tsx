import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { formatFCFA } from '../../../src/common/format/money.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';
import { ListSkeleton, StatsSkeleton } from '../../../renderer/ui/skeleton.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { parsePage, withQuery } from '../../../renderer/lib/url-filters.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { EmptyState } from '../../../renderer/ui/empty-state.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';
import { ListBody } from '../../../renderer/ui/list-body.js';
import type { MerchantRefundsPageData, RefundsAnswer } from './+data.js';
import { RefundList } from './RefundList.js';

const PATH = '/merchant/refunds';

/** What the platform owes back to buyers because of the seller's raffles that ended without a draw. */
export default function MerchantRefundsPage() {
  const { t } = useTranslation();
  const { urlParsed } = usePageContext();
  const first = useData<MerchantRefundsPageData>();
  const list = useLiveData<RefundsAnswer | null>(
    first.list,
    withQuery(PATH, { page: parsePage(urlParsed.search.page) }),
    { fetchOnMount: !first.list },
  );
  const totals = list.data?.totals;

  return (
    <div className="space-y-5" data-testid="merchant-refunds">
      <PageHeader title={t('merchant.refunds.title')} intro={t('merchant.refunds.intro')} />
      <p
        className="rounded-xl border border-ocean-100 bg-ocean-50 p-3 text-sm text-ocean-800"
        data-testid="refunds-how"
      >
        {t('merchant.refunds.how')}
      </p>
      {list.error ? (
        <LoadFailed message={t('merchant.load_error')} onRetry={list.reload} />
      ) : !list.data || !totals ? (
        <>
          <StatsSkeleton count={3} />
          <ListSkeleton />
        </>
      ) : totals.lotteries === 0 ? (
        <div data-testid="refunds-empty">
          <EmptyState title={t('merchant.refunds.empty_title')} text={t('merchant.refunds.empty_text')} />
        </div>
      ) : (
        <>
          <StatGrid columns={3} label={t('merchant.refunds.totals_label')} testId="refund-totals">
            <StatCard
              label={t('merchant.refunds.total_lotteries')}
              value={totals.lotteries}
              testId="refund-total-lotteries"
            />
            <StatCard
              label={t('merchant.refunds.total_tickets')}
              value={totals.tickets}
              testId="refund-total-tickets"
            />
            <StatCard
              label={t('merchant.refunds.total_amount')}
              value={formatFCFA(totals.amount)}
              testId="refund-total-amount"
            />
          </StatGrid>
          <ListBody
            list={list}
            errorMessage={t('merchant.load_error')}
            empty={null}
            showing={(r) => t('merchant.refunds.showing', r)}
            hrefFor={(n) => withQuery(PATH, { page: n > 1 ? n : undefined })}
          >
            {(rows) => <RefundList lotteries={rows} />}
          </ListBody>
        </>
      )}
    </div>
  );
}
