import { ADMIN_USERS_PER_PAGE, type UserScope } from '../../../src/contracts/admin-users.js';
import { withQuery, type WithPage } from '../../../renderer/lib/url-filters.js';

/** The people screens' filters as kept in the page's URL (spec 3 §2); empty = not applied. */
export const USER_FILTERS = { search: '', role: '', status: '' };
export type UserFilters = typeof USER_FILTERS;

/** Where each people screen lives. */
export const SCOPE_PATHS: Record<UserScope, string> = {
  all: '/admin/users',
  customers: '/admin/customers',
  vendors: '/admin/vendors',
  admins: '/admin/admins',
};

/** The API call answering these filters (the same one +data answers on the server). */
export const usersApiPath = (scope: UserScope, f: WithPage<UserFilters>) =>
  withQuery('/admin/users', { ...f, scope: scope === 'all' ? undefined : scope, per_page: ADMIN_USERS_PER_PAGE });
