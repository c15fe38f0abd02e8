import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import type { SpendingWatchRowDto } from '../../../src/contracts/buyer-protection.js';
import type { PageInfo } from '../../../src/contracts/pagination.js';
import { formatDate } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import { AdminPage } from '../../../renderer/admin/AdminPage.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { Button } from '../../../renderer/ui/button.js';
import { DataTable, type DataColumn } from '../../../renderer/ui/data-table.js';
import { ListPager } from '../../../renderer/ui/list-pager.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { toast } from '../../../renderer/ui/toast.js';
import type { SpendingWatchPageData } from './+data.js';

const PATH = '/admin/spending-watch';
type Answer = { data: SpendingWatchRowDto[]; pagination: PageInfo };
const PER_PAGE = 20;
const EMPTY: Answer = { data: [], pagination: { current_page: 1, per_page: PER_PAGE, total: 0, last_page: 1 } };

/** Buyer protection (README): buyers who spent 80 % of their monthly ticket cap or more, and self-excluded ones. */
export default function AdminSpendingWatchPage() {
  const { t, i18n } = useTranslation();
  const fromUrl = Number(usePageContext().urlParsed.search.page);
  const [page, setPage] = useState(Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : 1);
  const { first } = useData<SpendingWatchPageData>();
  // the server's first page, then the client's reads when the page changes
  const list = useLiveData<Answer>(
    first ?? EMPTY,
    `/admin/lotteries/spending-watch?page=${page}&per_page=${PER_PAGE}`,
    { fetchOnMount: !first },
  );
  useEffect(() => {
    if (list.error) toast.error(t('buyer_protection.watch.load_failed'));
  }, [list.error, t]);

  const columns: DataColumn<SpendingWatchRowDto>[] = [
    {
      key: 'buyer',
      header: t('buyer_protection.watch.buyer'),
      cell: (r) => (
        <span>
          <span className="block font-medium text-neutral-900">{r.name}</span>
          <span className="block text-xs text-neutral-600">{r.email}</span>
        </span>
      ),
    },
    {
      key: 'spent',
      header: t('buyer_protection.watch.spent'),
      align: 'right',
      cell: (r) => formatFCFA(r.spent_this_month),
    },
    {
      key: 'cap',
      header: t('buyer_protection.watch.cap'),
      align: 'right',
      cell: (r) => (r.effective_cap === null ? t('buyer_protection.watch.no_cap') : formatFCFA(r.effective_cap)),
    },
    {
      key: 'share',
      header: t('buyer_protection.watch.share'),
      align: 'right',
      cell: (r) => (r.share === null ? '—' : `${r.share} %`),
    },
    {
      key: 'excluded',
      header: t('buyer_protection.watch.excluded_until'),
      cell: (r) => (r.excluded_until ? <Badge tone="sun">{formatDate(r.excluded_until, i18n.language)}</Badge> : '—'),
    },
  ];
  const { pagination } = list.data;

  return (
    <AdminPage
      testId="admin-spending-watch-page"
      title={t('buyer_protection.watch.title')}
      intro={t('buyer_protection.watch.intro')}
      action={
        <Button variant="secondary" size="sm" onClick={list.reload} loading={list.loading}>
          {t('admin_settings.refresh')}
        </Button>
      }
    >
      {list.error ? (
        <LoadFailed message={t('buyer_protection.watch.load_failed')} onRetry={list.reload} />
      ) : (
        <DataTable
          label={t('buyer_protection.watch.title')}
          columns={columns}
          rows={list.data.data}
          rowKey={(r) => r.user_id}
          loading={list.loading}
          empty={{ title: t('buyer_protection.watch.empty') }}
          testId="spending-watch-table"
          rowTestId="spending-watch-row"
        />
      )}
      <ListPager
        page={pagination.current_page}
        perPage={pagination.per_page}
        total={pagination.total}
        onPage={setPage}
        hrefFor={(p) => `${PATH}?page=${p}`}
      />
    </AdminPage>
  );
}
