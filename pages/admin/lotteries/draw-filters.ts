import {
  ADMIN_LOTTERY_PERIODS,
  ADMIN_LOTTERY_TABS,
  type AdminLotteryPeriod,
  type AdminLotteryStatistics,
  type AdminLotteryTab,
  type AdminLotteryView,
} from '../../../src/contracts/admin-lotteries.js';

export interface DrawFilters {
  tab: AdminLotteryTab;
  period?: AdminLotteryPeriod;
  search?: string;
  page: number;
}

export interface DrawListData {
  data: AdminLotteryView[];
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
  counts: Record<AdminLotteryTab, number>;
}

export interface DrawsPageData {
  filters: DrawFilters;
  stats: AdminLotteryStatistics | null;
  list: DrawListData | null;
  eligible: number;
  loadedAt: string;
}

const oneOf = <T extends string>(list: readonly T[], v: string | undefined): T | undefined => (v && (list as readonly string[]).includes(v) ? (v as T) : undefined);

/** The filters as the URL holds them (bad values are dropped, as the API would refuse them). */
export function filtersFromSearch(s: Record<string, string>): DrawFilters {
  const page = Number(s.page);
  const tab = oneOf(ADMIN_LOTTERY_TABS, s.tab) ?? 'pending';
  return {
    tab,
    // the period filter belongs to the history (spec 3 §2)
    period: tab === 'history' ? oneOf(ADMIN_LOTTERY_PERIODS, s.period) : undefined,
    search: s.search?.trim().slice(0, 100) || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The list API path for these filters (empty ones are not sent). */
export function listPath(f: DrawFilters): string {
  const q = new URLSearchParams({ tab: f.tab, page: String(f.page), per_page: '20' });
  if (f.period) q.set('period', f.period);
  if (f.search) q.set('search', f.search);
  return `/admin/lotteries?${q}`;
}

/** The page URL for these filters (kept in the address bar, the default tab left out). */
export function pageUrl(f: DrawFilters): string {
  const q = new URLSearchParams();
  if (f.tab !== 'pending') q.set('tab', f.tab);
  if (f.period) q.set('period', f.period);
  if (f.search) q.set('search', f.search);
  if (f.page > 1) q.set('page', String(f.page));
  const s = q.toString();
  return s ? `/admin/lotteries?${s}` : '/admin/lotteries';
}
