import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import type { AdminOrderRow, AdminOrderStatus, AdminOrderStatusShown } from '../../../src/contracts/admin-orders.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { serializeFilters } from '../../../renderer/lib/url-filters.js';
import { useUrlFilters } from '../../../renderer/lib/use-url-filters.js';
import { ListPager } from '../../../renderer/ui/list-pager.js';
import { toast } from '../../../renderer/ui/toast.js';
import type { AdminOrdersPageData, OrderListAnswer, OrderStatsAnswer } from './+data.js';
import { OrderDetailDialog } from './OrderDetailDialog.js';
import { OrderFilters } from './OrderFilters.js';
import { ORDER_FILTERS, ORDER_STATS_PATH, ordersApiPath } from './order-filters.js';
import { OrderStats } from './OrderStats.js';
import { OrdersTable } from './OrdersTable.js';

type StatusAnswer = {
  success: boolean;
  message?: string;
  data: { status: AdminOrderStatusShown; status_label: string };
};

/** Spec 3 §2 "Gestion des Commandes": six figures, filters kept in the URL, the table with its status dropdown, the detail. */
export default function AdminOrdersPage() {
  const { t } = useTranslation();
  const initial = useData<AdminOrdersPageData>();
  const filters = useUrlFilters(ORDER_FILTERS);
  const list = useLiveData<OrderListAnswer>(initial.list, ordersApiPath(filters.applied));
  const stats = useLiveData<OrderStatsAnswer>(initial.stats, ORDER_STATS_PATH);
  // statuses changed here since the rows were loaded (spec 3 §4: the row updates in place)
  const [changed, setChanged] = useState<Record<string, StatusAnswer['data']>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);

  useEffect(() => {
    if (initial.error) toast.error(initial.error);
  }, [initial.error]);
  useEffect(() => {
    if (list.error)
      toast.error(
        list.error.status === 422 && list.error.message ? list.error.message : t('admin_orders.messages.load_failed'),
      );
  }, [list.error, t]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fresh rows from the server replace the statuses changed on screen
  useEffect(() => setChanged({}), [list.data]);

  async function changeStatus(row: AdminOrderRow, status: AdminOrderStatus) {
    if (status === row.status) return;
    setBusy(row.order_number);
    try {
      const res = await api<StatusAnswer>(`/admin/orders/${encodeURIComponent(row.order_number)}/status`, {
        method: 'POST',
        body: { status },
      });
      setChanged((c) => ({ ...c, [row.order_number]: res.data }));
      toast.success(t('admin_orders.messages.status_updated', { number: row.order_number }));
      stats.reload();
    } catch (err) {
      toast.error(failureOf(err).message || t('admin_orders.messages.status_failed'));
      list.reload();
    } finally {
      setBusy(null);
    }
  }

  // a changed row shows its new status alone; its finer stored state is read again at the next load
  const rows = list.data.data.map((r) => {
    const c = changed[r.order_number];
    return c ? { ...r, status: c.status, status_label: c.status_label, state_label: c.status_label } : r;
  });
  const { pagination } = list.data;

  return (
    <div className="mx-auto max-w-7xl space-y-5" data-testid="admin-orders">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t('admin_orders.title')}</h1>
        <p className="mt-1 text-sm text-neutral-600">{t('admin_orders.intro')}</p>
      </div>
      <OrderStats stats={stats.data.data} />
      <OrderFilters filters={filters} />
      {list.loading && (
        <p className="text-sm text-neutral-600" role="status" data-testid="orders-loading">
          {t('admin_orders.loading')}
        </p>
      )}
      <OrdersTable
        rows={rows}
        loading={list.loading}
        busy={busy}
        onStatus={changeStatus}
        onView={(r) => setShown(r.order_number)}
      />
      <ListPager
        page={pagination.current_page}
        perPage={pagination.per_page}
        total={pagination.total}
        onPage={filters.setPage}
        hrefFor={(page) => `/admin/orders${serializeFilters(ORDER_FILTERS, { ...filters.applied, page })}`}
      />
      <OrderDetailDialog orderNumber={shown} onClose={() => setShown(null)} />
    </div>
  );
}
