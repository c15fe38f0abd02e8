import { useTranslation } from 'react-i18next';
import {
  ADMIN_ORDER_STATUSES,
  type AdminOrderRow,
  type AdminOrderStatus,
} from '../../../src/contracts/admin-orders.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { Button } from '../../../renderer/ui/button.js';
import { DataTable, type DataColumn } from '../../../renderer/ui/data-table.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import { Money } from '../../../renderer/ui/money.js';
import { Progress } from '../../../renderer/ui/progress.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';

export interface OrdersTableProps {
  rows: AdminOrderRow[];
  loading: boolean;
  /** The order whose status change is under way (its dropdown is disabled meanwhile). */
  busy: string | null;
  onStatus: (row: AdminOrderRow, status: AdminOrderStatus) => void;
  onView: (row: AdminOrderRow) => void;
}

const small = 'block text-xs text-neutral-600';

/** Spec 3 §2 order table; the status column is the inline dropdown of the four statuses. */
export function OrdersTable({ rows, loading, busy, onStatus, onView }: OrdersTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<AdminOrderRow>[] = [
    {
      key: 'order',
      header: t('admin_orders.columns.order'),
      cell: (r) => (
        <>
          <span className="block font-mono text-sm font-semibold text-neutral-900">{r.order_number}</span>
          <span className={small}>{t('admin_orders.order_id', { id: r.id })}</span>
        </>
      ),
    },
    {
      key: 'customer',
      header: t('admin_orders.columns.customer'),
      cell: (r) => (
        <>
          <span className="block font-medium text-neutral-900">{r.customer_name}</span>
          <span className={small}>{r.user.email ?? t('admin_orders.na')}</span>
        </>
      ),
    },
    {
      key: 'item',
      header: t('admin_orders.columns.item'),
      className: 'min-w-40',
      wrap: true,
      cell: (r) =>
        r.lottery ? (
          <>
            <span className="block text-neutral-900">{r.item_name ?? t('admin_orders.na')}</span>
            <Progress
              value={r.lottery.sold_tickets}
              max={Math.max(1, r.lottery.max_tickets)}
              showPercentage={false}
              label={
                <span className="text-xs">
                  {t('admin_orders.progress', {
                    progress: r.lottery_progress ?? 0,
                    sold: r.lottery.sold_tickets,
                    max: r.lottery.max_tickets,
                  })}
                </span>
              }
            />
          </>
        ) : (
          <span className="text-neutral-900">{r.item_name ?? t('admin_orders.na')}</span>
        ),
    },
    {
      key: 'type',
      header: t('admin_orders.columns.type'),
      cell: (r) => (
        <Badge tone={r.type === 'lottery' ? 'ocean' : 'neutral'} data-testid="order-type">
          {r.type_label}
        </Badge>
      ),
    },
    {
      key: 'amount',
      header: t('admin_orders.columns.amount'),
      align: 'right',
      cell: (r) => <Money amount={r.total_amount} className="font-semibold" />,
    },
    {
      key: 'status',
      header: t('admin_orders.columns.status'),
      cell: (r) => (
        <>
          <select
            aria-label={t('admin_orders.change_status', { number: r.order_number })}
            value={r.status}
            // a refunded order is final: no status is offered
            disabled={busy === r.order_number || r.status === 'refunded'}
            onChange={(e) => onStatus(r, e.target.value as AdminOrderStatus)}
            className="min-h-9 rounded-lg border border-neutral-300 bg-white px-2 py-1 text-sm disabled:opacity-60"
            data-testid="order-status-select"
          >
            {ADMIN_ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`ui.status.order.${s}`)}
              </option>
            ))}
            {r.status === 'refunded' && <option value="refunded">{r.status_label}</option>}
          </select>
          {/* the stored state when it says more than the four statuses (expired, being delivered…) */}
          {r.state_label !== r.status_label && (
            <span className={small} data-testid="order-state">
              {r.state_label}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'payment',
      header: t('admin_orders.columns.payment'),
      cell: (r) =>
        r.payment_status ? (
          <>
            <StatusBadge kind="payment" status={r.payment_status} label={r.payment_status_label ?? undefined} />
            <span className={small}>{r.payment_method_label ?? '—'}</span>
          </>
        ) : (
          <span role="img" aria-label={t('admin_orders.na')}>
            —
          </span>
        ),
    },
    // the time goes under the day: the whole table then fits a 1366 px screen beside the sidebar
    {
      key: 'date',
      header: t('admin_orders.columns.date'),
      wrap: true,
      className: 'min-w-24',
      cell: (r) => <DateText value={r.created_at} />,
    },
    {
      key: 'actions',
      // a visible header: an sr-only one is positioned outside the scrolling box and widens the page
      header: t('admin_orders.columns.actions'),
      cell: (r) => (
        <Button type="button" size="sm" variant="outline" onClick={() => onView(r)} data-testid="order-view">
          {t('admin_orders.view')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label={t('admin_orders.table_label')}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      loading={loading}
      empty={{ title: t('admin_orders.empty_title'), description: t('admin_orders.empty_text') }}
      testId="orders-table"
      rowTestId="order-row"
    />
  );
}
