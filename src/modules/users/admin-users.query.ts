import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { TFunction } from 'i18next';
import { containsPattern } from '../../common/growth.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import {
  SCOPE_ROLES,
  USER_ROLES,
  creatableRoles,
  editRefusal,
  roleKey,
  toggleRefusal,
  USER_SUMMARY_LATEST,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserListQuery,
  type AdminUserRow,
  type RoleOption,
  type UserRoleName,
} from '../../contracts/admin-users.js';
import { pageOf } from '../../contracts/pagination.js';
import { AccountSecurity } from './account-security.port.js';
import { normalizePhoneStrict } from './phone.js';
import { effectivePreferences } from './preferences.js';
import { UserActivity } from './user-activity.port.js';

/** The signed-in admin, for the rows' `can_toggle` and the roles they may hand out. */
export interface Viewer {
  id: number;
  roles: readonly string[];
}

const RANKS = `array[${USER_ROLES.map((r) => `'${r}'`).join(',')}]::text[]`;
/** The user's first role in the spec's order (spec 3 §3 `primary_role`). */
const PRIMARY = `(select r.name from user_roles ur join roles r on r.id = ur.role_id
                   where ur.user_id = u.id order by array_position(${RANKS}, r.name::text) nulls last limit 1)`;

interface UserSqlRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  avatar_url: string | null;
  status: string;
  email_verified_at: Date | string | null;
  created_at: Date | string;
  last_login_at: Date | string | null;
  company_name: string | null;
  city: string | null;
  address: string | null;
  birth_date: Date | string | null;
  gender: AdminUserRow['gender'];
  country_id: number | null;
  preferences: unknown;
  primary_role: UserRoleName | null;
  roles: string[] | null;
}

const SELECT = `select u.id, u.first_name, u.last_name, u.email, u.phone, u.avatar_url, u.status, u.email_verified_at, u.created_at,
              u.last_login_at, u.company_name, u.city, u.address, u.birth_date, u.gender, u.country_id, u.preferences,
              ${PRIMARY} as primary_role,
              (select array_agg(r.name order by array_position(${RANKS}, r.name::text)) from user_roles ur
                 join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles
         from users u`;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const day = (d: Date | string | null) =>
  d ? (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10)) : null;
const list = (xs: readonly string[]) => xs.map(() => '?').join(',');

/** WHERE clause of the list's filters (spec 3 §2: search, role, status; plus the screen's scope). */
function filters(q: AdminUserListQuery): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (q.scope !== 'all') {
    clauses.push(`${PRIMARY} in (${list(SCOPE_ROLES[q.scope])})`);
    params.push(...SCOPE_ROLES[q.scope]);
  }
  if (q.role) {
    clauses.push(
      'exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.name = ?)',
    );
    params.push(q.role);
  }
  if (q.status === 'active') clauses.push(`u.status = 'active'`);
  if (q.status === 'inactive') clauses.push(`u.status <> 'active'`);
  if (q.search) {
    const like = containsPattern(q.search);
    // a number is stored in E.164 (+241…): typed nationally (074…) it loses its 0 before comparing
    const phone = normalizePhoneStrict(q.search);
    const digits = q.search.replace(/\D/g, '').replace(/^0/, '');
    clauses.push(`((u.first_name || ' ' || u.last_name) ilike ? or (u.last_name || ' ' || u.first_name) ilike ? or u.email ilike ?
                   or u.company_name ilike ? or u.phone = ? or (length(?) >= 4 and u.phone like ?))`);
    params.push(like, like, like, like, phone, digits, containsPattern(digits));
  }
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

/** The back-office's read model of accounts (spec 3 §2 "user management"): list, roles offered. */
@Injectable()
export class AdminUsersQuery {
  constructor(
    private readonly em: EntityManager,
    private readonly activity: UserActivity,
    private readonly security: AccountSecurity,
  ) {}

  async list(q: AdminUserListQuery, viewer: Viewer, locale: Locale): Promise<AdminUserList> {
    const conn = this.em.fork().getConnection();
    const where = filters(q);
    const [count] = await conn.execute<{ n: string }[]>(`select count(*) as n from users u ${where.sql}`, where.params);
    const total = Number(count?.n ?? 0);
    const rows = await conn.execute<UserSqlRow[]>(
      `${SELECT} ${where.sql} order by u.created_at desc, u.id desc limit ? offset ?`,
      [...where.params, q.per_page, (q.page - 1) * q.per_page],
    );
    const t = translator(locale);
    return {
      users: await this.toRows(rows, viewer, t),
      pagination: pageOf(total, q.page, q.per_page),
      available_roles: SCOPE_ROLES[q.scope].map((value) => ({
        value,
        label: t(`admin_users.roles.${roleKey(value)}`),
      })),
    };
  }

  /** One account as a row of the list (the answer of create and edit). */
  async one(id: number, viewer: Viewer, locale: Locale): Promise<AdminUserRow | null> {
    const rows = await this.em.fork().getConnection().execute<UserSqlRow[]>(`${SELECT} where u.id = ?`, [id]);
    const [row] = await this.toRows(rows, viewer, translator(locale));
    return row ?? null;
  }

  /**
   * GET /admin/users/{id}: the account as a row of the list, and the drawer's summary of what it owns
   * (orders, tickets, payments, refunds, live sessions), each read from its own module. Null if unknown.
   */
  async detail(id: number, viewer: Viewer, locale: Locale): Promise<AdminUserDetail | null> {
    const user = await this.one(id, viewer, locale);
    if (!user) return null;
    const activity = this.activity.use;
    const [orders, tickets, payments, refunds, sessions] = await Promise.all([
      activity.orders(this.em, id, USER_SUMMARY_LATEST),
      activity.tickets(this.em, id, USER_SUMMARY_LATEST),
      activity.payments(this.em, id, USER_SUMMARY_LATEST),
      activity.refunds(this.em, id, USER_SUMMARY_LATEST),
      this.security.use.sessionSummary(this.em, id, user.roles, USER_SUMMARY_LATEST),
    ]);
    return { user, orders, tickets, payments, refunds, sessions };
  }

  private async toRows(rows: UserSqlRow[], viewer: Viewer, t: TFunction): Promise<AdminUserRow[]> {
    const merchants = rows.filter(
      (r) => r.primary_role && (SCOPE_ROLES.vendors as readonly string[]).includes(r.primary_role),
    );
    const counts = await this.activity.use.merchantCounts(merchants.map((r) => Number(r.id)));
    return rows.map((r) => toRow(r, counts, viewer, t));
  }

  /** GET /admin/users/admin-roles: the staff roles this admin may hand out (an Admin never makes admins). */
  adminRoles(viewer: Viewer, locale: Locale): (RoleOption & { description: string })[] {
    const t = translator(locale);
    return creatableRoles(viewer).map((value) => ({
      value,
      label: t(`admin_users.roles.${roleKey(value)}`),
      description: t(`admin_users.role_descriptions.${roleKey(value)}`),
    }));
  }
}

function toRow(
  r: UserSqlRow,
  counts: Map<number, { products: number; sales: number }>,
  viewer: Viewer,
  t: TFunction,
): AdminUserRow {
  const id = Number(r.id);
  const prefs = effectivePreferences(r.preferences);
  const isMerchant = !!r.primary_role && (SCOPE_ROLES.vendors as readonly string[]).includes(r.primary_role);
  const c = counts.get(id);
  const stored = (r.preferences ?? {}) as Record<string, unknown>;
  return {
    id,
    first_name: r.first_name,
    last_name: r.last_name,
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
    phone: r.phone,
    avatar_url: r.avatar_url,
    primary_role: r.primary_role,
    primary_role_label: r.primary_role
      ? t(`admin_users.roles.${roleKey(r.primary_role)}`)
      : t('admin_users.roles.none'),
    roles: r.roles ?? [],
    is_active: r.status === 'active',
    verified_at: iso(r.email_verified_at),
    created_at: iso(r.created_at)!,
    last_login_at: iso(r.last_login_at),
    business_name: r.company_name,
    business_email: isMerchant ? r.email : null,
    business_description: typeof stored.business_description === 'string' ? stored.business_description : null,
    city: r.city,
    address: r.address,
    date_of_birth: day(r.birth_date),
    gender: r.gender,
    bio: typeof stored.bio === 'string' ? stored.bio : null,
    country_id: r.country_id === null ? null : Number(r.country_id),
    language_id: null,
    email_notifications: Object.values(prefs.email_notifications).some(Boolean),
    sms_notifications: Object.values(prefs.sms_notifications).some(Boolean),
    push_notifications: prefs.push_notifications,
    products_count: isMerchant ? (c?.products ?? 0) : null,
    sales_count: isMerchant ? (c?.sales ?? 0) : null,
    can_toggle: toggleRefusal(viewer, { id, primary_role: r.primary_role }) === null,
    can_edit: editRefusal(viewer, { primary_role: r.primary_role }) === null,
  };
}
