import { ADMIN_ACTIVITIES_PER_PAGE } from '../../../src/contracts/admin-dashboard.js';
import { withQuery, type WithPage } from '../../../renderer/lib/url-filters.js';

export const ACTIVITIES_PATH = '/admin/activities';
/** The log's filter as kept in the page's URL; empty = every kind. */
export const ACTIVITY_FILTERS = { type: '' };
export type ActivityFilters = typeof ACTIVITY_FILTERS;

/** The API call answering these filters (the one +data answers in-process on the server). */
export const activitiesApiPath = (f: WithPage<ActivityFilters>) => withQuery(ACTIVITIES_PATH, { ...f, per_page: ADMIN_ACTIVITIES_PER_PAGE });
