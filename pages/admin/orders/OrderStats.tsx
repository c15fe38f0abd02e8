import { useTranslation } from 'react-i18next';
import type { AdminOrderStats } from '../../../src/contracts/admin-orders.js';
import { Money } from '../../../renderer/ui/money.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';

/** Spec 3 §2: Total, Payées, En attente, Traitées, CA Total, Aujourd'hui. */
export function OrderStats({ stats }: { stats: AdminOrderStats }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => v.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'fr-FR');
  return (
    <StatGrid columns={6} label={t('admin_orders.title')}>
      <StatCard label={t('admin_orders.stats.total')} value={n(stats.total_orders)} testId="stat-total" />
      <StatCard label={t('admin_orders.stats.paid')} value={n(stats.paid_orders)} testId="stat-paid" />
      <StatCard label={t('admin_orders.stats.pending')} value={n(stats.pending_orders)} testId="stat-pending" />
      <StatCard label={t('admin_orders.stats.fulfilled')} value={n(stats.fulfilled_orders)} testId="stat-fulfilled" />
      <StatCard
        label={t('admin_orders.stats.amount')}
        value={<Money amount={stats.total_amount} compact />}
        testId="stat-amount"
      />
      <StatCard label={t('admin_orders.stats.today')} value={n(stats.today_orders)} testId="stat-today" />
    </StatGrid>
  );
}
