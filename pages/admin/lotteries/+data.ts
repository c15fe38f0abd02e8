import type { PageContextServer } from 'vike/types';
import { ADMIN_LOTTERY_LIMITS } from '../../../src/contracts/admin-lotteries.js';
import { filtersFromSearch, type DrawsPageData } from './draw-filters.js';

/** First paint of /admin/lotteries: statistics, the tab of the URL and the count of draws ready, read in-process. */
export async function data(pageContext: PageContextServer): Promise<DrawsPageData> {
  const filters = filtersFromSearch(pageContext.urlParsed.search);
  const q = pageContext.services.adminLotteries;
  const loadedAt = new Date().toISOString();
  try {
    const [stats, list, eligible] = await Promise.all([
      q.statistics(),
      q.list({ ...filters, per_page: ADMIN_LOTTERY_LIMITS.perPage, is_drawn: undefined, status: undefined, ending_within_hours: undefined }),
      q.eligibleForDraw(),
    ]);
    const lastPage = Math.max(1, Math.ceil(list.total / ADMIN_LOTTERY_LIMITS.perPage));
    return {
      filters,
      stats,
      list: { data: list.rows, current_page: filters.page, last_page: lastPage, total: list.total, per_page: ADMIN_LOTTERY_LIMITS.perPage, counts: list.counts },
      eligible,
      loadedAt,
    };
  } catch (err) {
    console.error('admin draws', err);
    return { filters, stats: null, list: null, eligible: 0, loadedAt };
  }
}
