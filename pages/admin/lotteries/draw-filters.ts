import {
  ADMIN_LOTTERY_LIMITS,
  ADMIN_LOTTERY_PERIODS,
  ADMIN_LOTTERY_TABS,
  type AdminLotteryListResponse,
  type AdminLotteryPeriod,
  type AdminLotteryStatistics,
  type AdminLotteryTab,
} from '../../../src/contracts/admin-lotteries.js';
import type { WithPage } from '../../../renderer/lib/url-filters.js';

/** The draw screen's URL filters (useUrlFilters): the tab, the history's period, the search. */
export const DRAW_FILTER_DEFAULTS = { tab: 'pending', period: '', search: '' };
export type DrawFilterValues = typeof DRAW_FILTER_DEFAULTS;

export interface DrawQuery {
  tab: AdminLotteryTab;
  period?: AdminLotteryPeriod;
  search?: string;
  page: number;
}

export type DrawListData = Omit<AdminLotteryListResponse, 'success'>;

export interface DrawsPageData {
  list: DrawListData | null;
  stats: { data: AdminLotteryStatistics } | null;
  eligible: { count: number };
  loadedAt: string;
}

const oneOf = <T extends string>(list: readonly T[], v: string): T | undefined =>
  (list as readonly string[]).includes(v) ? (v as T) : undefined;

/** What the list asks the API for: unknown values dropped, the period only on the history (spec 3 §2). */
export function drawQuery(f: WithPage<DrawFilterValues>): DrawQuery {
  const tab = oneOf(ADMIN_LOTTERY_TABS, f.tab) ?? 'pending';
  return {
    tab,
    period: tab === 'history' ? oneOf(ADMIN_LOTTERY_PERIODS, f.period) : undefined,
    search: f.search.trim().slice(0, 100) || undefined,
    page: f.page,
  };
}

/** The list API path for a query (empty filters are not sent). */
export function listPath(q: DrawQuery): string {
  const p = new URLSearchParams({ tab: q.tab, page: String(q.page), per_page: String(ADMIN_LOTTERY_LIMITS.perPage) });
  if (q.period) p.set('period', q.period);
  if (q.search) p.set('search', q.search);
  return `/admin/lotteries?${p}`;
}
