import { useTranslation } from 'react-i18next';
import type { PayoutView } from '../../../src/contracts/payouts.js';
import { nationalPhone } from '../../../renderer/lib/national-phone.js';
import { DateText } from '../../../renderer/ui/date-text.js';
import { Money } from '../../../renderer/ui/money.js';
import { StatusBadge } from '../../../renderer/ui/status-badge.js';

/** Why a withdrawal did not go through: the operator's reason for a failed send, or an administrator's. */
function reasonOf(p: PayoutView): string | null {
  if (p.rejection_reason) return p.rejection_reason;
  return p.status === 'failed' || p.status === 'rejected' ? p.failure_reason : null;
}

/** The withdrawals asked for and not received yet (or failed): one card each, whatever the width. */
export function WithdrawalList({ withdrawals }: { withdrawals: PayoutView[] }) {
  const { t } = useTranslation();
  return (
    <section className="space-y-3" aria-labelledby="wallet-withdrawals-title" data-testid="wallet-withdrawals">
      <h2 id="wallet-withdrawals-title" className="text-lg font-semibold">
        {t('customer_wallet.withdrawals.title')}
      </h2>
      <ul className="grid gap-3 lg:grid-cols-2">
        {withdrawals.map((p) => {
          const reason = reasonOf(p);
          return (
            <li
              key={p.id}
              className="flex flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-3 shadow-sm sm:p-4"
              data-testid="withdrawal-row"
              data-number={p.payout_number}
              data-status={p.status}
            >
              <div className="flex items-start justify-between gap-2">
                <p className="font-mono text-sm break-all text-neutral-800">{p.payout_number}</p>
                <StatusBadge kind="payout" status={p.status} testId="withdrawal-status" />
              </div>
              <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-1">
                <Money amount={p.amount} className="text-lg font-bold text-neutral-900" />
                <p className="text-xs text-neutral-600">
                  {t('customer_wallet.withdrawals.to', { phone: nationalPhone(p.payee_phone) })} •{' '}
                  <DateText value={p.requested_at} />
                </p>
              </div>
              {reason && (
                <p className="text-sm text-red-700" data-testid="withdrawal-reason">
                  {t('customer_wallet.withdrawals.reason', { reason })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
