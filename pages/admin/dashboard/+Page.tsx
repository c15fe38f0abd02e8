import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { reload } from 'vike/client/router';
import { Button } from '../../../renderer/ui/button.js';
import type { AdminDashboardData } from './+data.js';
import { RecentActivities, RecentDraws, TopProducts } from './DashboardLists.js';
import { QuickActions } from './QuickActions.js';
import { RevenueChart } from './RevenueChart.js';
import { StatCards } from './StatCards.js';

/** Spec 3 §2 "Admin dashboard": figures, revenue, recent draws and activities, best sellers, shortcuts. */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const { stats, revenue, draws, activities, top, error } = useData<AdminDashboardData>();
  return (
    <div className="mx-auto max-w-7xl space-y-6" data-testid="admin-dashboard">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t('admin_dashboard.title')}</h1>
        <p className="text-sm text-neutral-600">{t('admin_dashboard.subtitle')}</p>
      </div>
      {error || !stats ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900" data-testid="load-error">
          <p className="font-semibold">{t('admin_dashboard.error.title')}</p>
          <p className="text-sm">{t('admin_dashboard.error.text')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void reload()}>{t('admin_dashboard.error.retry')}</Button>
        </div>
      ) : (
        <StatCards stats={stats} />
      )}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <RevenueChart initial={revenue} />
          <RecentDraws draws={draws} />
        </div>
        <div className="min-w-0 space-y-6">
          <QuickActions />
          <TopProducts products={top} />
          <RecentActivities activities={activities} />
        </div>
      </div>
    </div>
  );
}
