import type { PageContextServer } from 'vike/types';
import {
  ADMIN_USERS_PER_PAGE,
  SCOPE_ROLES,
  adminUserListQuerySchema,
  roleKey,
  type AdminUserListAnswer,
  type UserScope,
} from '../../../src/contracts/admin-users.js';
import type { CountryDto } from '../../../src/contracts/reference.js';
import { envelope } from '../../../src/common/http/envelope.js';
import { translator } from '../../../src/common/i18n/server-i18n.js';
import { pageOf } from '../../../src/contracts/pagination.js';
import { parseFilters } from '../../../renderer/lib/url-filters.js';
import { USER_FILTERS } from './user-filters.js';

export interface AdminUsersPageData {
  scope: UserScope;
  list: AdminUserListAnswer;
  /** Why the first list could not be read (bad filters in the URL, a failure), shown as a toast. */
  error: string | null;
  /** For the phone widget of the create and edit forms (dial codes). */
  countries: CountryDto[];
}

/** The first page of a people screen for the URL's filters, read in-process: the table is there on first paint. */
export async function usersData(pageContext: PageContextServer, scope: UserScope): Promise<AdminUsersPageData> {
  const t = translator(pageContext.locale);
  const empty: AdminUserListAnswer = envelope({
    users: [],
    pagination: pageOf(0, 1, ADMIN_USERS_PER_PAGE),
    available_roles: SCOPE_ROLES[scope].map((value) => ({ value, label: t(`admin_users.roles.${roleKey(value)}`) })),
  });
  const user = pageContext.user;
  if (!user) return { scope, list: empty, error: null, countries: [] };
  const countries = await pageContext.services.geo.countries(pageContext.locale).catch(() => [] as CountryDto[]);
  const filters = parseFilters(USER_FILTERS, pageContext.urlParsed.search);
  const query = adminUserListQuerySchema.safeParse({ ...filters, scope, per_page: ADMIN_USERS_PER_PAGE });
  if (!query.success) {
    const first = query.error.issues[0]?.message;
    return { scope, list: empty, error: first ? t(first) : t('admin_users.messages.load_failed'), countries };
  }
  try {
    const data = await pageContext.services.adminUsers.list(
      query.data,
      { id: user.id, roles: user.roles },
      pageContext.locale,
    );
    return { scope, list: envelope(data), error: null, countries };
  } catch (err) {
    console.error('admin users', err);
    return { scope, list: empty, error: t('admin_users.messages.load_failed'), countries };
  }
}
