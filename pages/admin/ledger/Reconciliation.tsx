import { useTranslation } from 'react-i18next';
import type { LedgerReconciliation } from '../../../src/contracts/ledger.js';
import { formatFCFA } from '../../../src/common/format/money.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { StatCard } from '../../../renderer/ui/stat-card.js';

/** The revenue the payments screen and the dashboard show, beside the ledger's, and what the platform owes. */
export function Reconciliation({ figures }: { figures: LedgerReconciliation }) {
  const { t } = useTranslation();
  const gap = figures.revenue - figures.ledger_revenue;
  const cards = [
    ['revenue', figures.revenue],
    ['ledger_revenue', figures.ledger_revenue],
    ['ledger_commission', figures.ledger_commission],
    ['owed_to_merchants', figures.owed_to_merchants],
    ['buyer_wallets', figures.buyer_wallets],
    ['payouts_in_flight', figures.payouts_in_flight],
  ] as const;
  return (
    <section className="mb-6 space-y-3" data-testid="ledger-reconciliation">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-semibold text-neutral-900">{t('admin_ledger.reconciliation.title')}</h2>
        <Badge tone={figures.matches ? 'brand' : 'danger'} data-testid="ledger-reconciliation-status">
          {figures.matches
            ? t('admin_ledger.reconciliation.matches')
            : t('admin_ledger.reconciliation.gap', { amount: formatFCFA(Math.abs(gap)) })}
        </Badge>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {cards.map(([key, value]) => (
          <StatCard
            key={key}
            label={t(`admin_ledger.reconciliation.${key}`)}
            value={formatFCFA(value)}
            testId={`reconciliation-${key}`}
          />
        ))}
      </div>
    </section>
  );
}
