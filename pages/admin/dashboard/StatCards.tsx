import { useTranslation } from 'react-i18next';
import type { DashboardStats } from '../../../src/contracts/admin-dashboard.js';
import { shortFCFA } from '../../../src/common/format/money.js';
import { StatCard } from '../../customer/components/StatCard.js';
import { cn } from '../../../renderer/ui/cn.js';

/** "+12,5 % vs mois dernier", green up, red down. */
export function Growth({ value }: { value: number }) {
  const { t, i18n } = useTranslation();
  const pct = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(value);
  return (
    <span className={cn('font-semibold', value > 0 ? 'text-brand-700' : value < 0 ? 'text-red-700' : 'text-neutral-600')}>
      {pct} % <span className="font-normal text-neutral-600">{t('admin_dashboard.vs_last_month')}</span>
    </span>
  );
}

/** Spec 3 §2: Utilisateurs actifs, Produits en vente, Tombolas actives, Revenus mensuel. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => new Intl.NumberFormat(i18n.language).format(v);
  const cards = [
    { key: 'users', value: n(stats.users.active), total: n(stats.users.total), growth: stats.users.growth },
    { key: 'products', value: n(stats.products.active), total: n(stats.products.total), growth: stats.products.growth },
    { key: 'lotteries', value: n(stats.lotteries.active), total: n(stats.lotteries.total), growth: stats.lotteries.growth },
    { key: 'revenue', value: shortFCFA(stats.revenue.monthly), total: shortFCFA(stats.revenue.total), growth: stats.revenue.growth },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((c) => (
        <StatCard
          key={c.key}
          testId={`admin-stat-${c.key}`}
          label={t(`admin_dashboard.cards.${c.key}`)}
          value={c.value}
          hint={
            <>
              <Growth value={c.growth} />
              <span className="block text-neutral-500">{t(`admin_dashboard.cards.${c.key}_hint`, { total: c.total })}</span>
            </>
          }
        />
      ))}
    </div>
  );
}
