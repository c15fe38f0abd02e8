import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import type { DashboardStats } from '../../../src/contracts/admin-dashboard.js';
import { useLiveData } from '../../../renderer/lib/use-live-data.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import type { AdminDashboardData } from './+data.js';
import { RecentActivities, RecentDraws, TopProducts } from './DashboardLists.js';
import { QuickActions } from './QuickActions.js';
import { RevenueChart } from './RevenueChart.js';
import { StatCards } from './StatCards.js';

/** Spec 3 §2 "Admin dashboard": figures, revenue, recent draws and activities, best sellers, shortcuts. */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const { stats, revenue, draws, activities, top, error } = useData<AdminDashboardData>();
  // Réessayer reads the figures again in the browser (the server's first answer is shown until then)
  const live = useLiveData<{ data: DashboardStats } | null>(stats ? { data: stats } : null, '/admin/dashboard/stats');
  const figures = live.data?.data ?? null;
  return (
    <div className="mx-auto max-w-7xl space-y-6" data-testid="admin-dashboard">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t('admin_dashboard.title')}</h1>
        <p className="text-sm text-neutral-600">{t('admin_dashboard.subtitle')}</p>
      </div>
      {figures && !live.error ? (
        <StatCards stats={figures} />
      ) : (
        (error || live.error || !figures) && <LoadFailed message={t('admin_dashboard.error.title')} onRetry={live.reload} />
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
