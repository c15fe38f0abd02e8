import { useCallback, useEffect } from 'react';
import type { Activity, DashboardStats, TopProduct } from '../../../src/contracts/admin-dashboard.js';
import type { AdminLotteryView } from '../../../src/contracts/admin-lotteries.js';
import { useLiveData, type LiveData } from '../../../renderer/lib/use-live-data.js';

/** Spec 3 §9: five recent draws, ten activities, five best sellers. */
export const DASHBOARD_LIMITS = { draws: 5, activities: 10, top: 5 };
/** Spec 3 §7: the calls that refresh in the browser what +data read in-process. */
export const DASHBOARD_PATHS = {
  stats: '/admin/dashboard/stats',
  draws: `/admin/lotteries/recent?limit=${DASHBOARD_LIMITS.draws}`,
  activities: `/admin/activities/recent?limit=${DASHBOARD_LIMITS.activities}`,
  top: `/admin/products/top?limit=${DASHBOARD_LIMITS.top}`,
};
/** Like the sidebar badges (spec 3 §2): everything is read again every 300 s while the tab is shown. */
const REFRESH_MS = 300_000;

export interface DashboardFirstPaint {
  stats: DashboardStats | null;
  /** null: not read on the server (failed, or not the reader's to see) */
  draws: AdminLotteryView[] | null;
  activities: Activity[] | null;
  top: TopProduct[] | null;
}

type Answer<T> = { data: T };

/** One list: the server's rows first, read again on reload; a list the server could not read is asked for once mounted. */
function useList<T>(first: T[] | null, path: string | null): LiveData<Answer<T[]>> {
  return useLiveData<Answer<T[]>>({ data: first ?? [] }, path, { fetchOnMount: first === null && path !== null });
}

/**
 * The dashboard's figures and lists kept fresh in the browser. `draws` is read only for administrators:
 * GET /admin/lotteries/recent is theirs alone.
 */
export function useDashboardLive(first: DashboardFirstPaint, admin: boolean) {
  const stats = useLiveData<Answer<DashboardStats> | null>(
    first.stats ? { data: first.stats } : null,
    DASHBOARD_PATHS.stats,
  );
  const draws = useList(first.draws, admin ? DASHBOARD_PATHS.draws : null);
  const activities = useList(first.activities, DASHBOARD_PATHS.activities);
  const top = useList(first.top, DASHBOARD_PATHS.top);
  const reloadAll = useCallback(() => {
    for (const reload of [stats.reload, draws.reload, activities.reload, top.reload]) reload();
  }, [stats.reload, draws.reload, activities.reload, top.reload]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') reloadAll();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [reloadAll]);

  return { stats, draws, activities, top, reloadAll };
}
