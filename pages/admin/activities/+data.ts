import type { PageContextServer } from 'vike/types';
import { ADMIN_ACTIVITIES_PER_PAGE, activityListQuerySchema, type ActivityPage } from '../../../src/contracts/admin-dashboard.js';
import { translator } from '../../../src/common/i18n/server-i18n.js';
import { parseFilters } from '../../../renderer/lib/url-filters.js';
import { ACTIVITY_FILTERS } from './activity-filters.js';

export type ActivityListAnswer = { success: boolean } & ActivityPage;
export interface AdminActivitiesPageData {
  list: ActivityListAnswer;
  /** Why the first page could not be read (a bad filter in the URL, a failure), shown as a toast. */
  error: string | null;
}

const NO_ROWS: ActivityListAnswer = { success: true, data: [], pagination: { current_page: 1, per_page: ADMIN_ACTIVITIES_PER_PAGE, total: 0, last_page: 1 } };

/** The page of the log the URL asks for, read in-process: the rows are there on first paint. */
export async function data(pageContext: PageContextServer): Promise<AdminActivitiesPageData> {
  const t = translator(pageContext.locale);
  const filters = parseFilters(ACTIVITY_FILTERS, pageContext.urlParsed.search);
  const query = activityListQuerySchema.safeParse({ ...filters, per_page: ADMIN_ACTIVITIES_PER_PAGE });
  if (!query.success) return { list: NO_ROWS, error: t(query.error.issues[0]?.message ?? 'admin_activities.load_failed') };
  try {
    const page = await pageContext.services.adminDashboard.activityPage(query.data);
    return { list: { success: true, ...page, data: page.data.map((a) => ({ ...a, title: t(a.title) })) }, error: null };
  } catch (err) {
    console.error('admin activities', err);
    return { list: NO_ROWS, error: t('admin_activities.load_failed') };
  }
}
