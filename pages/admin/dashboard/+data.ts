import type { PageContextServer } from 'vike/types';
import type { Activity, DashboardStats, RevenueSeries, TopProduct } from '../../../src/contracts/admin-dashboard.js';
import type { AdminLotteryView } from '../../../src/contracts/admin-lotteries.js';

export interface AdminDashboardData {
  stats: DashboardStats | null;
  revenue: RevenueSeries | null;
  /** the draws screen's own rows (GET /admin/lotteries/recent) */
  draws: AdminLotteryView[];
  activities: Activity[];
  top: TopProduct[];
  error: boolean;
}

const LIMITS = { draws: 5, activities: 10, top: 5 }; // spec 3 §9

/** First paint of the dashboard, read in-process; lists that fail come empty (spec 3 §8), the figures failing is the page's error. */
export async function data(pageContext: PageContextServer): Promise<AdminDashboardData> {
  const { adminDashboard, adminLotteries, adminCatalogue, adminRevenue } = pageContext.services;
  const quiet = <T,>(p: Promise<T>, fallback: T) => p.catch((err: unknown) => (console.error('admin dashboard', err), fallback));
  const [draws, activities, top, revenue] = await Promise.all([
    quiet(adminLotteries.recent(LIMITS.draws), []),
    quiet(adminDashboard.activities(LIMITS.activities), []),
    quiet(adminCatalogue.top(LIMITS.top), []),
    quiet(adminRevenue.revenue('30d'), null),
  ]);
  try {
    return { stats: await adminDashboard.stats(), revenue, draws, activities, top, error: false };
  } catch (err) {
    console.error('admin dashboard', err);
    return { stats: null, revenue, draws, activities, top, error: true };
  }
}
