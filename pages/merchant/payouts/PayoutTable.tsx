import { useTranslation } from 'react-i18next';
import type { PayoutView } from '../../../src/contracts/payouts.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';
import { DataTable, type DataColumn } from '../../../renderer/ui/data-table.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import { Money } from '../../../renderer/ui/money.js';

/** Why a payout did not go through: the administrator's reason, or the operator's for a failed send. */
function reasonOf(p: PayoutView): string | null {
  if (p.rejection_reason) return p.rejection_reason;
  return p.status === 'failed' || p.status === 'rejected' ? p.failure_reason : null;
}

/** The merchant's payouts, newest first as the API answers them, each with its PDF statement. */
export function PayoutTable({ payouts }: { payouts: PayoutView[] }) {
  const { t } = useTranslation();
  const columns: DataColumn<PayoutView>[] = [
    {
      key: 'number',
      header: t('merchant_payouts.list.number'),
      cell: (p) => <span className="font-mono text-sm">{p.payout_number}</span>,
    },
    {
      key: 'requested_at',
      header: t('merchant_payouts.list.requested_at'),
      cell: (p) => <DateText value={p.requested_at} />,
    },
    {
      key: 'amount',
      header: t('merchant_payouts.list.amount'),
      align: 'right',
      cell: (p) => <Money amount={p.amount} className="font-semibold" />,
    },
    {
      key: 'status',
      header: t('merchant_payouts.list.status'),
      cell: (p) => <StatusBadge kind="payout" status={p.status} testId="payout-status" />,
    },
    {
      key: 'reason',
      header: t('merchant_payouts.list.reason'),
      wrap: true,
      className: 'min-w-40 text-sm',
      cell: (p) => {
        const reason = reasonOf(p);
        return reason ? <span data-testid="payout-reason">{reason}</span> : <span className="text-neutral-500">—</span>;
      },
    },
    {
      key: 'statement',
      header: t('merchant_payouts.list.statement'),
      cell: (p) => (
        <a
          href={`/api/merchant/payouts/${p.id}/statement.pdf`}
          download
          className="text-sm font-medium"
          aria-label={t('merchant_payouts.list.statement_label', { number: p.payout_number })}
          data-testid="payout-statement"
        >
          {t('merchant_payouts.list.statement_link')}
        </a>
      ),
    },
  ];
  return (
    <DataTable
      label={t('merchant_payouts.list.label')}
      columns={columns}
      rows={payouts}
      rowKey={(p) => p.id}
      testId="payout-table"
      rowTestId="payout-row"
      rowData={(p) => ({ 'data-status': p.status, 'data-number': p.payout_number })}
    />
  );
}
