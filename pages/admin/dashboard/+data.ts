import type { PageContextServer } from 'vike/types';
import type { RevenueSeries } from '../../../src/contracts/admin-dashboard.js';
import { holds } from '../../../renderer/admin/admin-pages.js';
import { DASHBOARD_LIMITS, type DashboardFirstPaint } from './dashboard-live.js';

export interface AdminDashboardData extends DashboardFirstPaint {
  revenue: RevenueSeries | null;
  error: boolean;
}

/**
 * First paint of the dashboard, read in-process; a list that fails comes as null and the browser asks
 * for it again (spec 3 §8), the figures failing is the page's error. Recent draws are read for
 * those who may open the draws screen (lotteries.view).
 */
export async function data(pageContext: PageContextServer): Promise<AdminDashboardData> {
  const { adminDashboard, adminLotteries, adminCatalogue, adminRevenue } = pageContext.services;
  const admin = holds(pageContext.user, 'lotteries.view');
  const quiet = <T>(p: Promise<T>) =>
    p.catch((err: unknown) => {
      console.error('admin dashboard', err);
      return null;
    });
  const [draws, activities, top, revenue] = await Promise.all([
    admin ? quiet(adminLotteries.recent(DASHBOARD_LIMITS.draws)) : Promise.resolve(null),
    quiet(adminDashboard.activities(DASHBOARD_LIMITS.activities)),
    quiet(adminCatalogue.top(DASHBOARD_LIMITS.top)),
    quiet(adminRevenue.revenue('30d')),
  ]);
  try {
    return { stats: await adminDashboard.stats(), revenue, draws, activities, top, error: false };
  } catch (err) {
    console.error('admin dashboard', err);
    return { stats: null, revenue, draws, activities, top, error: true };
  }
}
