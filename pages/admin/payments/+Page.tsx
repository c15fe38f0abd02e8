import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import {
  ADMIN_PAYMENT_STATUSES,
  ADMIN_PAYMENTS_PER_PAGE,
  type AdminPaymentList,
  type AdminPaymentStats,
  type AdminPaymentView,
} from '../../../src/contracts/admin-payments.js';
import { downloadApiFile } from '../../../renderer/lib/download.js';
import { withQuery, isFiltered } from '../../../renderer/lib/url-filters.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { Button } from '../../../renderer/ui/button.js';
import { DataTable, type DataColumn } from '../../../renderer/ui/data-table.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import {
  FilterBar,
  FilterDate,
  FilterSearch,
  FilterSelect,
  bindFilter,
  bindSearch,
} from '../../../renderer/ui/filter-bar.js';
import { ListPager } from '../../../renderer/ui/list-pager.js';
import { DropdownMenu } from '../../../renderer/ui/menu.js';
import { AdminPage } from '../../../renderer/admin/AdminPage.js';
import { Money } from '../../../renderer/ui/money.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';
import { toast } from '../../../renderer/ui/toast.js';
import type { AdminPaymentsPageData } from './+data.js';
import { PaymentDetailDialog } from './PaymentDetailDialog.js';

const FILTERS = { search: '', status: '', start_date: '', end_date: '' };
const NO_LIST: AdminPaymentList['pagination'] = {
  current_page: 1,
  per_page: ADMIN_PAYMENTS_PER_PAGE,
  total: 0,
  last_page: 1,
};

/** Spec 3 §2 "Gestion des Paiements": four cards, filters, the transactions, their detail and the export. */
export default function AdminPaymentsPage() {
  const { t } = useTranslation();
  const { list: first } = useData<AdminPaymentsPageData>();
  const filters = useUrlFilters(FILTERS);
  const { page, ...applied } = filters.applied;
  const list = useLiveData<{ data: AdminPaymentList } | null>(
    first ? { data: first } : null,
    withQuery('/admin/payments', { ...applied, page, per_page: ADMIN_PAYMENTS_PER_PAGE }),
    { fetchOnMount: !first },
  );
  const stats = useLiveData<{ data: AdminPaymentStats } | null>(
    first ? { data: first.stats } : null,
    '/admin/payments/stats',
    { fetchOnMount: !first },
  );
  const [shown, setShown] = useState<AdminPaymentView | null>(null);
  const [exporting, setExporting] = useState(false);

  // spec 3 §8: a list that cannot be read is emptied with an error toast; failed stats are only logged
  useEffect(() => {
    if (list.error)
      toast.error(list.error.message || t('admin_payments.messages.load_failed'), {
        title: t('admin_payments.toast_titles.error'),
      });
  }, [list.error, t]);
  useEffect(() => {
    if (stats.error) console.warn('admin payments: stats', stats.error);
  }, [stats.error]);

  const refresh = () => {
    list.reload();
    stats.reload();
  };

  async function exportAs(format: 'json' | 'csv') {
    setExporting(true);
    try {
      await downloadApiFile(
        withQuery('/admin/payments/export', { ...applied, format: format === 'csv' ? 'csv' : undefined }),
        `payments-export.${format}`,
      );
      toast.success(t('admin_payments.messages.export_done'), { title: t('admin_payments.toast_titles.export') });
    } catch (err) {
      toast.error((err as Error).message || t('admin_payments.messages.export_failed'), {
        title: t('admin_payments.toast_titles.error'),
      });
    } finally {
      setExporting(false);
    }
  }

  const rows = list.error ? [] : (list.data?.data.payments ?? []);
  const pagination = list.error ? NO_LIST : (list.data?.data.pagination ?? NO_LIST);
  const st = stats.data?.data ?? list.data?.data.stats ?? null;
  const filtered = isFiltered(FILTERS, filters.draft);

  const columns: DataColumn<AdminPaymentView>[] = [
    {
      key: 'transaction',
      header: t('admin_payments.table.transaction'),
      cell: (p) => (
        <div>
          <p className="font-mono text-xs font-semibold text-neutral-900">{p.transaction_id}</p>
          <p className="text-xs text-neutral-600">{t(`admin_payments.methods.${p.payment_method}`)}</p>
        </div>
      ),
    },
    {
      key: 'user',
      header: t('admin_payments.table.user'),
      cell: (p) => (
        <div>
          <p className="font-medium text-neutral-900">{p.user_name}</p>
          <p className="text-xs text-neutral-600">{p.user_email}</p>
        </div>
      ),
    },
    {
      key: 'product',
      header: t('admin_payments.table.product'),
      wrap: true,
      cell: (p) => (
        <div className="min-w-40">
          <p className="text-neutral-900">{p.product_name}</p>
          <p className="text-xs text-neutral-600">
            {p.order_type === 'lottery'
              ? t('admin_payments.table.tickets', { count: p.tickets_count })
              : t('admin_payments.table.direct')}
          </p>
        </div>
      ),
    },
    {
      key: 'amount',
      header: t('admin_payments.table.amount'),
      align: 'right',
      cell: (p) => <Money amount={p.amount} className="font-semibold" />,
    },
    {
      key: 'status',
      header: t('admin_payments.table.status'),
      cell: (p) => <StatusBadge kind="payment" status={p.status} />,
    },
    {
      key: 'date',
      header: t('admin_payments.table.date'),
      cell: (p) => <DateText value={p.created_at} className="whitespace-nowrap text-neutral-700" />,
    },
    {
      key: 'actions',
      header: t('admin_payments.table.actions'),
      align: 'right',
      cell: (p) => (
        <Button size="sm" variant="outline" onClick={() => setShown(p)} data-testid="payment-view">
          {t('admin_payments.actions.view')}
        </Button>
      ),
    },
  ];

  return (
    <AdminPage testId="admin-payments" title={t('admin_payments.title')} intro={t('admin_payments.intro')}>
      {st && (
        <StatGrid label={t('admin_payments.stats.label')}>
          <StatCard
            label={t('admin_payments.stats.total_revenue')}
            value={<Money amount={st.total_revenue} compact />}
            change={st.revenue_change}
            testId="stat-revenue"
          />
          <StatCard
            label={t('admin_payments.stats.successful')}
            value={st.successful_transactions.toLocaleString('fr-FR')}
            change={st.transactions_change}
            testId="stat-successful"
          />
          <StatCard
            label={t('admin_payments.stats.success_rate')}
            value={`${st.success_rate.toLocaleString('fr-FR')} %`}
            change={st.success_rate_change}
            testId="stat-rate"
          />
          <StatCard
            label={t('admin_payments.stats.failed')}
            value={st.failed_transactions.toLocaleString('fr-FR')}
            change={st.failed_transactions_change}
            hint={t('admin_payments.stats.pending', { count: st.pending_transactions })}
            testId="stat-failed"
          />
        </StatGrid>
      )}

      <FilterBar
        onReset={filters.reset}
        onRefresh={refresh}
        testId="payment-filters"
        actions={
          <DropdownMenu
            trigger={exporting ? t('admin_payments.actions.exporting') : t('admin_payments.actions.export')}
            items={[
              {
                label: t('admin_payments.actions.export_json'),
                onClick: () => void exportAs('json'),
                disabled: exporting,
              },
              {
                label: t('admin_payments.actions.export_csv'),
                onClick: () => void exportAs('csv'),
                disabled: exporting,
              },
            ]}
          />
        }
      >
        <FilterSearch
          {...bindSearch(filters)}
          label={t('admin_payments.filters.search')}
          placeholder={t('admin_payments.filters.search_placeholder')}
          testId="filter-search"
        />
        <FilterSelect
          {...bindFilter(filters, 'status')}
          label={t('admin_payments.filters.status')}
          all={t('admin_payments.filters.all_statuses')}
          options={ADMIN_PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`admin_payments.statuses.${s}`) }))}
          testId="filter-status"
        />
        <FilterDate
          {...bindFilter(filters, 'start_date')}
          label={t('admin_payments.filters.start_date')}
          max={filters.draft.end_date || undefined}
          testId="filter-start"
        />
        <FilterDate
          {...bindFilter(filters, 'end_date')}
          label={t('admin_payments.filters.end_date')}
          min={filters.draft.start_date || undefined}
          testId="filter-end"
        />
      </FilterBar>

      <section className="space-y-3" aria-labelledby="payments-table-title">
        <h2 id="payments-table-title" className="text-lg font-semibold text-neutral-900">
          {t('admin_payments.table.title')}
        </h2>
        <DataTable
          label={t('admin_payments.table.title')}
          columns={columns}
          rows={rows}
          rowKey={(p) => p.id}
          loading={list.loading}
          empty={{
            title: t('admin_payments.empty_title'),
            description: t(filtered ? 'admin_payments.empty_filtered' : 'admin_payments.empty_text'),
          }}
          testId="payments-table"
          rowTestId="payment-row"
        />
        <ListPager
          page={pagination.current_page}
          perPage={pagination.per_page}
          total={pagination.total}
          onPage={filters.setPage}
        />
      </section>

      <PaymentDetailDialog payment={shown} onClose={() => setShown(null)} onRefunded={refresh} />
    </AdminPage>
  );
}
