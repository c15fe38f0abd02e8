import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { useCan } from '../../../renderer/admin/admin-pages.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import type { AdminDashboardData } from './+data.js';
import { useDashboardLive } from './dashboard-live.js';
import { RecentActivities, TopProducts } from './DashboardLists.js';
import { QuickActions } from './QuickActions.js';
import { RecentDraws } from './RecentDraws.js';
import { RevenueChart } from './RevenueChart.js';
import { StatCards } from './StatCards.js';

/** Spec 3 §2 "Admin dashboard": figures, revenue, recent draws and activities, best sellers, shortcuts. */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const first = useData<AdminDashboardData>();
  const admin = useCan()('lotteries.view');
  // the server's first answers are shown, then read again in the browser (Réessayer, and every 300 s)
  const { stats, draws, activities, top, reloadAll } = useDashboardLive(first, admin);
  const figures = stats.data?.data ?? null;
  return (
    <div className="mx-auto max-w-7xl space-y-6" data-testid="admin-dashboard">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t('admin_dashboard.title')}</h1>
        <p className="text-sm text-neutral-600">{t('admin_dashboard.subtitle')}</p>
      </div>
      {figures && !stats.error ? (
        <StatCards stats={figures} />
      ) : (
        (first.error || stats.error || !figures) && (
          <LoadFailed message={t('admin_dashboard.error.title')} onRetry={reloadAll} />
        )
      )}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <RevenueChart initial={first.revenue} />
          {/* links to the draws screen: for those who may open it */}
          {admin && (
            <RecentDraws
              draws={draws.data.data}
              loading={draws.loading}
              failed={!!draws.error}
              onRetry={draws.reload}
            />
          )}
        </div>
        <div className="min-w-0 space-y-6">
          <QuickActions />
          <TopProducts products={top.data.data} failed={!!top.error} onRetry={top.reload} />
          <RecentActivities activities={activities.data.data} failed={!!activities.error} onRetry={activities.reload} />
        </div>
      </div>
    </div>
  );
}
