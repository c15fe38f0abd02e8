import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { EmptyState } from '../../../renderer/ui/empty-state.js';
import { ListBody } from '../../../renderer/ui/list-body.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { Money } from '../../../renderer/ui/money.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';
import { ListSkeleton, StatsSkeleton } from '../../../renderer/ui/skeleton.js';
import { StatCard } from '../../../renderer/ui/stat-card.js';
import type { CustomerWalletPageData, WalletAnswer } from './+data.js';
import { MovementTable } from './MovementTable.js';
import { WALLET_FILTERS, walletApiPath, walletPageHref } from './wallet-query.js';
import { WithdrawalList } from './WithdrawalList.js';
import { WithdrawForm } from './WithdrawForm.js';

/** How often the page asks again while a withdrawal is on its way to the operator. */
const IN_FLIGHT_REFRESH_MS = 5000;
const ON_THE_WAY = ['requested', 'approved', 'processing'];

/**
 * The buyer's Mbolo balance: what it holds and where it comes from, the withdrawals on their way,
 * a withdrawal to mobile money, and every movement page by page.
 */
export default function CustomerWalletPage() {
  const { t } = useTranslation();
  const first = useData<CustomerWalletPageData>();
  const f = useUrlFilters(WALLET_FILTERS);
  const list = useLiveData<WalletAnswer | null>(first.wallet, walletApiPath(f.applied), {
    fetchOnMount: !first.wallet,
  });
  const wallet = list.data?.data;
  const onTheWay = !!wallet?.withdrawals.some((w) => ON_THE_WAY.includes(w.status));
  const { loading, reload } = list;

  // a withdrawal is paid (or fails) a moment after it is asked for: the page follows it
  useEffect(() => {
    if (!onTheWay || loading) return;
    const timer = setTimeout(reload, IN_FLIGHT_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [onTheWay, loading, reload]);

  return (
    <div className="space-y-5" data-testid="wallet-page">
      <PageHeader title={t('customer_wallet.title')} intro={t('customer_wallet.intro')} />
      {list.error && !wallet ? (
        <LoadFailed message={t('customer_wallet.load_failed')} onRetry={list.reload} />
      ) : !wallet ? (
        <>
          <StatsSkeleton count={1} />
          <ListSkeleton />
        </>
      ) : (
        <>
          <StatCard
            label={t('customer_wallet.balance.label')}
            value={<Money amount={wallet.balance} className="text-3xl sm:text-4xl" />}
            hint={t('customer_wallet.balance.hint')}
            testId="wallet-balance"
            className="border-brand-200"
          />
          {wallet.withdrawals.length > 0 && <WithdrawalList withdrawals={wallet.withdrawals} />}
          <WithdrawForm wallet={wallet} onWithdrawn={list.reload} />
          <section className="space-y-3" aria-labelledby="wallet-movements-title">
            <h2 id="wallet-movements-title" className="text-lg font-semibold">
              {t('customer_wallet.movements.title')}
            </h2>
            <ListBody
              list={{ ...list, data: { data: wallet.movements, pagination: wallet.pagination } }}
              errorMessage={t('customer_wallet.load_failed')}
              showing={(r) => t('customer_wallet.movements.showing', r)}
              hrefFor={walletPageHref}
              onPage={f.setPage}
              empty={
                <div className="rounded-xl border border-neutral-200 bg-white" data-testid="wallet-empty">
                  <EmptyState
                    title={t('customer_wallet.movements.empty_title')}
                    text={t('customer_wallet.movements.empty_text')}
                  />
                </div>
              }
            >
              {(rows) => <MovementTable movements={rows} />}
            </ListBody>
          </section>
        </>
      )}
    </div>
  );
}
