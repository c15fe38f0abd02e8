import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import type { LedgerAccountBalance, LedgerBalances, LedgerReconciliation } from '../../../src/contracts/ledger.js';
import { formatDateTime } from '../../../src/common/format/dates.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import { AdminPage } from '../../../renderer/admin/AdminPage.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { Button } from '../../../renderer/ui/button.js';
import { DataTable, type DataColumn } from '../../../renderer/ui/data-table.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { toast } from '../../../renderer/ui/toast.js';
import type { AdminLedgerPageData } from './+data.js';
import { Reconciliation } from './Reconciliation.js';

type Answer = { data: LedgerBalances };
const EMPTY: Answer = { data: { accounts: [], journals: 0, entries: 0, last_check: null } };
const FAMILIES = ['operator', 'merchant', 'platform', 'buyers', 'refunds', 'payouts', 'wallet'];

/** The double-entry ledger (README "Grand livre"): every account's balance and the last nightly check. */
export default function AdminLedgerPage() {
  const { t, i18n } = useTranslation();
  const first = useData<AdminLedgerPageData>().balances;
  const ledger = useLiveData<Answer>(first ? { data: first } : EMPTY, '/admin/ledger/balances', {
    fetchOnMount: !first,
  });
  useEffect(() => {
    if (ledger.error) toast.error(t('admin_ledger.load_failed'));
  }, [ledger.error, t]);
  const { accounts, journals, entries, last_check: check } = ledger.data.data;
  const firstFigures = useData<AdminLedgerPageData>().reconciliation;
  const figures = useLiveData<{ data: LedgerReconciliation } | null>(
    firstFigures ? { data: firstFigures } : null,
    '/admin/payments/reconciliation',
    { fetchOnMount: !firstFigures },
  );
  const reload = () => {
    ledger.reload();
    figures.reload();
  };

  const columns: DataColumn<LedgerAccountBalance>[] = [
    {
      key: 'account',
      header: t('admin_ledger.account'),
      cell: (r) => (
        <span>
          <span className="block font-medium text-neutral-900">
            {FAMILIES.includes(r.family) ? t(`admin_ledger.families.${r.family}`) : r.family}
          </span>
          <code className="block text-xs text-neutral-600">{r.account}</code>
        </span>
      ),
    },
    { key: 'debits', header: t('admin_ledger.debits'), align: 'right', cell: (r) => formatFCFA(r.debits) },
    { key: 'credits', header: t('admin_ledger.credits'), align: 'right', cell: (r) => formatFCFA(r.credits) },
    {
      key: 'balance',
      header: t('admin_ledger.balance'),
      align: 'right',
      cell: (r) =>
        r.balance === 0
          ? formatFCFA(0)
          : t(r.balance > 0 ? 'admin_ledger.debit_balance' : 'admin_ledger.credit_balance', {
              amount: formatFCFA(Math.abs(r.balance)),
            }),
    },
    { key: 'entries', header: t('admin_ledger.entries'), align: 'right', cell: (r) => r.entries },
  ];

  return (
    <AdminPage
      testId="admin-ledger-page"
      title={t('admin_ledger.title')}
      intro={t('admin_ledger.intro')}
      action={
        <Button variant="secondary" size="sm" onClick={reload} loading={ledger.loading}>
          {t('admin_settings.refresh')}
        </Button>
      }
    >
      {ledger.error ? (
        <LoadFailed message={t('admin_ledger.load_failed')} onRetry={ledger.reload} />
      ) : (
        <>
          {figures.data && <Reconciliation figures={figures.data.data} />}
          <section className="mb-6 rounded-lg border border-neutral-200 bg-white p-4" data-testid="ledger-last-check">
            <h2 className="mb-2 font-semibold text-neutral-900">{t('admin_ledger.check.title')}</h2>
            {!check ? (
              <p className="text-sm text-neutral-600">{t('admin_ledger.check.none')}</p>
            ) : (
              <div className="space-y-2 text-sm">
                <p>
                  <Badge tone={check.ok ? 'brand' : 'danger'}>
                    {t(check.ok ? 'admin_ledger.check.ok' : 'admin_ledger.check.failed', {
                      count: check.differences.length,
                    })}
                  </Badge>{' '}
                  <span className="text-neutral-600">
                    {t('admin_ledger.check.when', {
                      date: formatDateTime(check.checked_at, i18n.language),
                      journals: check.journals,
                    })}
                  </span>
                </p>
                {check.differences.length > 0 && (
                  <ul className="list-disc pl-5 text-neutral-800">
                    {check.differences.map((d) => (
                      <li key={`${d.check}-${d.account ?? ''}-${d.ref ?? ''}`}>
                        {t('admin_ledger.check.difference', {
                          check: t(`admin_ledger.checks.${d.check}`),
                          account: d.account ?? d.ref ?? '',
                          expected: formatFCFA(d.expected),
                          actual: formatFCFA(d.actual),
                        })}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </section>
          <p className="mb-3 text-sm text-neutral-600">{t('admin_ledger.totals', { journals, entries })}</p>
          <DataTable
            label={t('admin_ledger.title')}
            columns={columns}
            rows={accounts}
            rowKey={(r) => r.account}
            loading={ledger.loading}
            empty={{ title: t('admin_ledger.empty') }}
            testId="ledger-table"
            rowTestId="ledger-row"
          />
        </>
      )}
    </AdminPage>
  );
}
