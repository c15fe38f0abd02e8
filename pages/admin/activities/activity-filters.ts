import { AUDIT_LOG_PER_PAGE } from '../../../src/contracts/audit-log.js';
import { withQuery, type WithPage } from '../../../renderer/lib/url-filters.js';

export const ACTIVITIES_PATH = '/admin/activities';
/** The audit log's filters as kept in the page's URL; empty = no narrowing. */
export const ACTIVITY_FILTERS = { actor: '', action: '', entity: '', from: '', to: '', search: '' };
export type ActivityFilters = typeof ACTIVITY_FILTERS;

/** The API call answering these filters (the one +data answers in-process on the server). */
export const activitiesApiPath = (f: WithPage<ActivityFilters>) =>
  withQuery(ACTIVITIES_PATH, { ...f, per_page: AUDIT_LOG_PER_PAGE });

/** The CSV download of the same filters (every page). */
export const activitiesCsvPath = (f: ActivityFilters) => withQuery('/api/admin/activities/export.csv', { ...f });
