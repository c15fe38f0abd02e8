import { useTranslation } from 'react-i18next';
import type { AdminRefundView } from '../../../src/contracts/refunds.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { Button } from '../../../renderer/ui/button.js';
import { DataTable, type DataColumn } from '../../../renderer/ui/data-table.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import { Money } from '../../../renderer/ui/money.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';
import { RejectDialog } from './RejectDialog.js';

/** The raffle or the ticket the refund is about, under its reason. */
export function RefundTarget({ refund }: { refund: AdminRefundView }) {
  const { t } = useTranslation();
  if (refund.lottery) return <>{t('admin_refunds.lottery', { number: refund.lottery.lottery_number })}</>;
  if (refund.ticket) return <>{t('admin_refunds.ticket', { number: refund.ticket.ticket_number })}</>;
  if (refund.order_number) return <>{t('admin_refunds.order', { number: refund.order_number })}</>;
  return null;
}

interface TableProps {
  refunds: AdminRefundView[];
  /** No answer yet (skeleton rows), or a newer one on its way (dimmed rows). */
  loading: boolean;
  /** A filter is set: the empty state says nothing matched. */
  filtered: boolean;
  onShow: (r: AdminRefundView) => void;
  onChanged: () => void;
}

/** Spec 3 §2 table: number with type and Auto badge, user, amount and currency, reason with raffle or ticket, status, date, view. */
export function AdminRefundTable({ refunds, loading, filtered, onShow, onChanged }: TableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<AdminRefundView>[] = [
    {
      key: 'refund',
      header: t('admin_refunds.columns.refund'),
      cell: (r) => (
        <>
          <p className="font-mono text-sm font-medium">{r.refund_number}</p>
          <p className="mt-0.5 flex items-center gap-1 text-xs text-neutral-600">
            {t(`refunds.type.${r.type}`)}
            {r.auto_processed && (
              <Badge tone="ocean" className="px-1.5! py-0!" data-testid="refund-auto">
                {t('refunds.ui.auto')}
              </Badge>
            )}
          </p>
        </>
      ),
    },
    {
      key: 'user',
      header: t('admin_refunds.columns.user'),
      wrap: true,
      className: 'min-w-40!',
      cell: (r) => (
        <>
          <p className="font-medium">{r.user.full_name}</p>
          <p className="text-xs break-all text-neutral-600">{r.user.email}</p>
        </>
      ),
    },
    {
      key: 'amount',
      header: t('admin_refunds.columns.amount'),
      cell: (r) => (
        <>
          <Money amount={r.amount} className="font-semibold" />
          <p className="text-xs text-neutral-600">{r.currency}</p>
        </>
      ),
    },
    {
      key: 'reason',
      header: t('admin_refunds.columns.reason'),
      wrap: true,
      className: 'min-w-40!',
      cell: (r) => (
        <>
          <p>{t(`refunds.reason.${r.reason}`)}</p>
          <p className="font-mono text-xs text-neutral-600">
            <RefundTarget refund={r} />
          </p>
        </>
      ),
    },
    {
      key: 'status',
      header: t('admin_refunds.columns.status'),
      cell: (r) => <StatusBadge kind="refund" status={r.status} />,
    },
    {
      key: 'date',
      header: t('admin_refunds.columns.date'),
      className: 'text-xs',
      cell: (r) => <DateText value={r.created_at} />,
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('admin_refunds.columns.actions')}</span>,
      cell: (r) => (
        <div className="flex flex-col gap-1.5 xl:flex-row">
          <Button variant="outline" size="sm" onClick={() => onShow(r)} data-testid="admin-refund-view">
            {t('admin_refunds.actions.view')}
          </Button>
          {r.can_reject && <RejectDialog refund={r} onRejected={onChanged} />}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      label={t('admin_refunds.table_label')}
      columns={columns}
      rows={refunds}
      rowKey={(r) => r.id}
      loading={loading}
      testId="admin-refund-table"
      rowTestId="admin-refund-row"
      rowData={(r) => ({ 'data-refund': r.refund_number, 'data-status': r.status, 'data-type': r.type })}
      empty={{
        title: t('admin_refunds.empty_title'),
        description: t(filtered ? 'admin_refunds.empty_filtered' : 'admin_refunds.empty_text'),
      }}
    />
  );
}
