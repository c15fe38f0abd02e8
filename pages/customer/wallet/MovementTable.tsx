import { useTranslation } from 'react-i18next';
import type { WalletMovement } from '../../../src/contracts/wallet.js';
import { cn } from '../../../renderer/ui/cn.js';
import { DataTable, type DataColumn } from '../../../renderer/ui/data-table.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import { Money } from '../../../renderer/ui/money.js';

/** A movement's amount with its sign: green what came in, red what went out. */
export function SignedAmount({ amount }: { amount: number }) {
  const credit = amount >= 0;
  return (
    <span
      className={cn('font-semibold whitespace-nowrap', credit ? 'text-brand-700' : 'text-red-700')}
      data-testid="movement-amount"
    >
      {credit ? '+' : '−'}
      <Money amount={Math.abs(amount)} />
    </span>
  );
}

/** The balance's movements, newest first as the API answers them. */
export function MovementTable({ movements }: { movements: WalletMovement[] }) {
  const { t } = useTranslation();
  const columns: DataColumn<WalletMovement>[] = [
    { key: 'at', header: t('customer_wallet.movements.date'), cell: (m) => <DateText value={m.at} /> },
    {
      key: 'kind',
      header: t('customer_wallet.movements.kind'),
      wrap: true,
      className: 'min-w-40',
      cell: (m) => <span data-testid="movement-kind">{t(`customer_wallet.kind.${m.kind}`)}</span>,
    },
    {
      key: 'ref',
      header: t('customer_wallet.movements.ref'),
      cell: (m) =>
        m.ref ? <span className="font-mono text-sm">{m.ref}</span> : <span className="text-neutral-500">—</span>,
    },
    {
      key: 'amount',
      header: t('customer_wallet.movements.amount'),
      align: 'right',
      cell: (m) => <SignedAmount amount={m.amount} />,
    },
  ];
  return (
    <DataTable
      label={t('customer_wallet.movements.label')}
      columns={columns}
      rows={movements}
      rowKey={(m) => m.id}
      testId="wallet-movements"
      rowTestId="movement-row"
      rowData={(m) => ({ 'data-kind': m.kind, 'data-ref': m.ref ?? undefined })}
    />
  );
}
