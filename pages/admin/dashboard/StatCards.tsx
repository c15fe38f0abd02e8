import { useTranslation } from 'react-i18next';
import type { DashboardStats } from '../../../src/contracts/admin-dashboard.js';
import { cn } from '../../../renderer/ui/cn.js';
import { Money } from '../../../renderer/ui/money.js';
import { StatCard, StatGrid } from '../../../renderer/ui/stat-card.js';
import { formatChange } from '../../../renderer/ui/stat-change.js';

/** A bare change ("+12,5 %"), green up and red down, where a card would be too much (best sellers). */
export function Growth({ value }: { value: number }) {
  const { i18n } = useTranslation();
  const change = formatChange(value, i18n.language);
  if (!change) return null;
  return (
    <span
      className={cn(
        'font-semibold',
        { up: 'text-brand-700', down: 'text-red-700', flat: 'text-neutral-600' }[change.trend],
      )}
    >
      {change.text}
    </span>
  );
}

/** Spec 3 §2: Utilisateurs actifs, Produits en vente, Tombolas actives, Revenus mensuel, each "vs mois dernier". */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => new Intl.NumberFormat(i18n.language).format(v);
  const cards = [
    { key: 'users', value: n(stats.users.active), total: n(stats.users.total), growth: stats.users.growth },
    { key: 'products', value: n(stats.products.active), total: n(stats.products.total), growth: stats.products.growth },
    {
      key: 'lotteries',
      value: n(stats.lotteries.active),
      total: n(stats.lotteries.total),
      growth: stats.lotteries.growth,
    },
    {
      key: 'revenue',
      value: <Money amount={stats.revenue.monthly} compact />,
      total: <Money amount={stats.revenue.total} compact />,
      growth: stats.revenue.growth,
    },
  ];
  return (
    <StatGrid label={t('admin_dashboard.title')}>
      {cards.map((c) => (
        <StatCard
          key={c.key}
          testId={`admin-stat-${c.key}`}
          label={t(`admin_dashboard.cards.${c.key}`)}
          value={c.value}
          change={c.growth}
          hint={
            <>
              {t('admin_dashboard.cards.total')} {c.total}
            </>
          }
        />
      ))}
    </StatGrid>
  );
}
