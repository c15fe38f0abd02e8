import type { PageContextServer } from 'vike/types';
import { ADMIN_LOTTERY_LIMITS } from '../../../src/contracts/admin-lotteries.js';
import { parseFilters } from '../../../renderer/lib/url-filters.js';
import { DRAW_FILTER_DEFAULTS, drawQuery, type DrawsPageData } from './draw-filters.js';

/** First paint of /admin/lotteries: statistics, the URL's tab and the count of draws ready, read in-process. */
export async function data(pageContext: PageContextServer): Promise<DrawsPageData> {
  const q = drawQuery(parseFilters(DRAW_FILTER_DEFAULTS, pageContext.urlParsed.search));
  const read = pageContext.services.adminLotteries;
  const loadedAt = new Date().toISOString();
  const perPage = ADMIN_LOTTERY_LIMITS.perPage;
  try {
    const [stats, list, eligible] = await Promise.all([
      read.statistics(),
      read.list({ ...q, per_page: perPage, is_drawn: undefined, status: undefined, ending_within_hours: undefined }),
      read.eligibleForDraw(),
    ]);
    const pagination = {
      current_page: q.page,
      per_page: perPage,
      total: list.total,
      last_page: Math.max(1, Math.ceil(list.total / perPage)),
    };
    return {
      stats: { data: stats },
      list: { data: list.rows, ...pagination, pagination, counts: list.counts },
      eligible: { count: eligible },
      loadedAt,
    };
  } catch (err) {
    // the browser loads again and says so (spec 3 §8)
    console.error('admin draws', err);
    return { stats: null, list: null, eligible: { count: 0 }, loadedAt };
  }
}
