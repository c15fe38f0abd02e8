import { useTranslation } from 'react-i18next';
import type { PayoutView } from '../../../src/contracts/payouts.js';
import { DataTable, type DataColumn } from '../../../renderer/ui/data-table.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import { Money } from '../../../renderer/ui/money.js';
import { merchantName, PayoutActions } from './PayoutActions.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';
import { nationalPhone } from '../../../renderer/lib/national-phone.js';

const OPERATORS = ['airtelmoney', 'moovmoney4'];

/** Number, merchant, where the money goes, amount, requested date, status with its reason, actions. */
export function PayoutTable({
  payouts,
  loading,
  filtered,
  onChanged,
}: {
  payouts: PayoutView[];
  /** a newer answer on its way (dimmed rows) */
  loading: boolean;
  /** a filter is set: the empty state says nothing matched */
  filtered: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const columns: DataColumn<PayoutView>[] = [
    {
      key: 'number',
      header: t('admin_payouts.columns.number_and_date'),
      cell: (p) => (
        <>
          <p className="font-mono text-sm font-medium">{p.payout_number}</p>
          <DateText value={p.requested_at} className="block text-xs whitespace-nowrap text-neutral-600" />
          {p.attempts > 1 && (
            <p className="text-xs text-neutral-600">{t('admin_payouts.attempts', { count: p.attempts })}</p>
          )}
        </>
      ),
    },
    {
      key: 'merchant',
      header: t('admin_payouts.columns.merchant'),
      wrap: true,
      className: 'min-w-40!',
      cell: (p) => (
        <>
          <p className="font-medium" data-testid="payout-merchant">
            {merchantName(p)}
          </p>
          {p.merchant && <p className="text-xs break-all text-neutral-600">{p.merchant.email}</p>}
          {p.kind === 'wallet' && (
            <Badge tone="ocean" data-testid="payout-kind-wallet">
              {t('admin_payouts.kind_wallet')}
            </Badge>
          )}
        </>
      ),
    },
    {
      key: 'payee',
      header: t('admin_payouts.columns.payee'),
      cell: (p) => (
        <>
          <p className="font-mono text-sm">{nationalPhone(p.payee_phone)}</p>
          <p className="text-xs text-neutral-600">
            {OPERATORS.includes(p.payment_system) ? t(`admin_payouts.operators.${p.payment_system}`) : p.payment_system}
          </p>
        </>
      ),
    },
    {
      key: 'amount',
      header: t('admin_payouts.columns.amount'),
      align: 'right',
      cell: (p) => <Money amount={p.amount} className="font-semibold" />,
    },
    {
      key: 'status',
      header: t('admin_payouts.columns.status'),
      wrap: true,
      className: 'min-w-32!',
      cell: (p) => {
        const reason = p.status === 'rejected' ? p.rejection_reason : p.status === 'failed' ? p.failure_reason : null;
        return (
          <>
            <StatusBadge kind="payout" status={p.status} testId="payout-status" />
            {reason && (
              <p className="mt-1 max-w-xs text-xs text-neutral-700" data-testid="payout-reason">
                {reason}
              </p>
            )}
          </>
        );
      },
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('admin_payouts.columns.actions')}</span>,
      cell: (p) => <PayoutActions payout={p} onChanged={onChanged} />,
    },
  ];
  return (
    <DataTable
      label={t('admin_payouts.table_label')}
      columns={columns}
      rows={payouts}
      rowKey={(p) => p.id}
      loading={loading}
      testId="admin-payout-table"
      rowTestId="admin-payout-row"
      rowData={(p) => ({ 'data-payout': p.payout_number, 'data-status': p.status })}
      empty={{
        title: t('admin_payouts.empty_title'),
        description: t(filtered ? 'admin_payouts.empty_filtered' : 'admin_payouts.empty_text'),
      }}
    />
  );
}
