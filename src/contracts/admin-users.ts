import { z } from 'zod';
import './zod-locale.js';
import { isPastIsoDate } from './profile.js';
import type { UserDto } from './user.js';
import type { PageInfo } from './pagination.js';

const E = (k: string) => `admin_users.errors.${k}`;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Spec 3 §6 roles, from the most to the least powerful: a user's primary role is the first they hold. */
export const USER_ROLES = [
  'Super Admin',
  'Admin',
  'Agent',
  'Agent Back Office',
  'Business Enterprise',
  'Business Individual',
  'Business',
  'Particulier',
] as const;
export type UserRoleName = (typeof USER_ROLES)[number];

/** The staff roles offered by GET /admin/users/admin-roles. */
export const STAFF_ROLES = [
  'Super Admin',
  'Admin',
  'Agent',
  'Agent Back Office',
] as const satisfies readonly UserRoleName[];
export const MERCHANT_ROLES = [
  'Business Enterprise',
  'Business Individual',
  'Business',
] as const satisfies readonly UserRoleName[];

/**
 * The four people screens: every account, customers (primary role Particulier), merchants (a seller
 * role first) and staff (a staff role first).
 */
export const USER_SCOPES = ['all', 'customers', 'vendors', 'admins'] as const;
export type UserScope = (typeof USER_SCOPES)[number];
export const SCOPE_ROLES: Record<UserScope, readonly UserRoleName[]> = {
  all: USER_ROLES,
  customers: ['Particulier'],
  vendors: MERCHANT_ROLES,
  admins: STAFF_ROLES,
};

/** Key of a role's label under `admin_users.roles` ("Super Admin" → super_admin). */
export const roleKey = (name: string) => name.toLowerCase().replace(/\s+/g, '_');

export const primaryRole = (roles: readonly string[]): UserRoleName | null =>
  USER_ROLES.find((r) => roles.includes(r)) ?? null;

/** Spec 3 §9: users are listed 20 per page. */
export const ADMIN_USERS_PER_PAGE = 20;
export const USER_STATUS_FILTER = ['active', 'inactive'] as const;

/** GET /admin/users (spec 3 §7 Users), plus `scope` for the customers, vendors and admins screens. */
export const adminUserListQuerySchema = z.object({
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  per_page: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PER_PAGE)),
  search: z.preprocess(blank, z.string().trim().max(100, E('search_too_long')).optional()),
  role: z.preprocess(blank, z.enum(USER_ROLES, { error: E('role_invalid') }).optional()),
  status: z.preprocess(blank, z.enum(USER_STATUS_FILTER, { error: E('status_invalid') }).optional()),
  scope: z.preprocess(blank, z.enum(USER_SCOPES, { error: E('scope_invalid') }).default('all')),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

/** One row of GET /admin/users: spec 3 §3 "User (admin list)", plus what the screens show. */
export interface AdminUserRow
  extends Pick<UserDto, 'id' | 'first_name' | 'last_name' | 'name' | 'email' | 'phone' | 'avatar_url' | 'roles'> {
  primary_role: UserRoleName | null;
  primary_role_label: string;
  is_active: boolean;
  verified_at: string | null;
  created_at: string;
  last_login_at: string | null;
  business_name: string | null;
  business_email: string | null;
  business_description: string | null;
  city: string | null;
  address: string | null;
  date_of_birth: string | null;
  gender: 'male' | 'female' | 'other' | null;
  bio: string | null;
  country_id: number | null;
  language_id: number | null;
  email_notifications: boolean;
  sms_notifications: boolean;
  push_notifications: boolean;
  /** merchants: their articles and the units sold on paid orders (null for others) */
  products_count: number | null;
  sales_count: number | null;
  /** whether the signed-in admin may activate/deactivate this account (spec 3 §6) */
  can_toggle: boolean;
  /** whether the signed-in admin may edit this account (spec 3 §6) */
  can_edit: boolean;
}

export type AdminUserPagination = PageInfo;

export interface RoleOption {
  value: string;
  label: string;
}

export interface AdminUserList {
  users: AdminUserRow[];
  pagination: AdminUserPagination;
  available_roles: RoleOption[];
}

export interface AdminUserListAnswer {
  success: boolean;
  data: AdminUserList;
}

export interface ToggleStatusAnswer {
  success: boolean;
  message: string;
  data: { user: { id: number; is_active: boolean } };
}

/**
 * Spec 3 §6: never oneself; a Super Admin anyone else; an Admin only users whose primary role is
 * neither Super Admin nor Admin. The server enforces it; the pages hide the button where it refuses.
 */
export function toggleRefusal(
  actor: { id: number; roles: readonly string[] },
  target: { id: number; primary_role: string | null },
): 'self' | 'rank' | null {
  if (actor.id === target.id) return 'self';
  if (actor.roles.includes('Super Admin')) return null;
  if (target.primary_role === 'Super Admin' || target.primary_role === 'Admin') return 'rank';
  return null;
}

/**
 * Spec 3 §6 "Edit": a Super Admin may edit anyone; an Admin only users whose primary role is neither
 * Super Admin nor Admin. The server enforces it; the pages hide "Modifier" where it refuses.
 */
export function editRefusal(
  actor: { roles: readonly string[] },
  target: { primary_role: string | null },
): 'rank' | null {
  if (actor.roles.includes('Super Admin')) return null;
  return target.primary_role === 'Super Admin' || target.primary_role === 'Admin' ? 'rank' : null;
}

/** Staff roles an actor may hand out on creation (the answer of GET /admin/users/admin-roles). */
export function creatableRoles(actor: { roles: readonly string[] }): UserRoleName[] {
  const superAdmin = actor.roles.includes('Super Admin');
  return STAFF_ROLES.filter((r) => superAdmin || (r !== 'Super Admin' && r !== 'Admin'));
}

/** Roles an actor may give through edit: a Super Admin any, an Admin any but Super Admin and Admin. */
export function editableRoles(actor: { roles: readonly string[] }): UserRoleName[] {
  const superAdmin = actor.roles.includes('Super Admin');
  return USER_ROLES.filter((r) => superAdmin || (r !== 'Super Admin' && r !== 'Admin'));
}

/** Spec 3 §2: staff accounts are edited with the short form (name, e-mail, phone, role, active). */
export const isAdminType = (role: string | null): boolean =>
  !!role && (STAFF_ROLES as readonly string[]).includes(role);

const REQUIRED = 'admin_users.messages.required_fields';
const required = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, E('too_long')),
  );
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || null : v),
    z
      .string({ error: E('too_long') })
      .max(max, E('too_long'))
      .nullish(),
  );
/** A form posts "true"/"1"/"on"; JSON sends a boolean. */
const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' || v === '' ? false : v),
  z.boolean({ error: E('boolean_invalid') }),
);
const email = required(100).refine((v) => !v || z.email().safeParse(v).success, E('email_invalid'));
/** The form's dial-code widget already composes the number; the server normalises it strictly. */
const phone = required(30);

/** POST /admin/users (spec 3 §7): every field but is_active is required (spec 3 §5). */
export const adminUserCreateSchema = z.object({
  first_name: required(100),
  last_name: required(100),
  email,
  phone,
  role: required(50)
    .refine((v) => !v || (USER_ROLES as readonly string[]).includes(v), E('role_invalid'))
    .transform((v) => v as UserRoleName),
  is_active: flag.optional().default(true),
});
export type AdminUserCreateInput = z.infer<typeof adminUserCreateSchema>;

/**
 * PUT /admin/users/{id} (or POST with _method=PUT): name, e-mail and phone always; role (required for
 * staff, spec 3 §5) and active; for other accounts also the personal and business fields and the
 * notification switches. Fields left out are kept.
 */
export const adminUserUpdateSchema = z.object({
  _method: z.string().optional(),
  first_name: required(100),
  last_name: required(100),
  email,
  phone,
  role: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(USER_ROLES, { error: E('role_invalid') }).optional(),
  ),
  is_active: flag.optional(),
  city: optionalText(100),
  address: optionalText(255),
  date_of_birth: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string({ error: E('date_invalid') })
      .refine((v) => isPastIsoDate(v) === null, E('date_invalid'))
      .nullish(),
  ),
  gender: z.preprocess(
    (v) => (v === '' ? null : v),
    z.enum(['male', 'female', 'other'], { error: E('gender_invalid') }).nullish(),
  ),
  bio: optionalText(1000),
  business_name: optionalText(150),
  business_description: optionalText(1000),
  email_notifications: flag.optional(),
  sms_notifications: flag.optional(),
  push_notifications: flag.optional(),
});
export type AdminUserUpdateInput = z.infer<typeof adminUserUpdateSchema>;

export interface AdminUserSaveAnswer {
  success: boolean;
  message: string;
  data: { user: AdminUserRow };
}

/** The latest items of one kind in the user drawer, and how many there are in all. */
export interface UserSummaryList<T> {
  count: number;
  latest: T[];
}

/** Spec 3 §2 user drawer: how many of each, and the 5 latest (newest first). */
export const USER_SUMMARY_LATEST = 5;

export interface UserOrderItem {
  id: number;
  order_number: string;
  type: 'lottery' | 'product_purchase';
  status: string;
  amount: number;
  created_at: string;
}

export interface UserTicketItem {
  id: number;
  ticket_number: string;
  lottery_number: string;
  status: string;
}

export interface UserPaymentItem {
  id: number;
  reference: string;
  amount: number;
  status: string;
  created_at: string;
}

export interface UserRefundItem {
  id: number;
  refund_number: string;
  amount: number;
  status: string;
}

export interface UserSessionItem {
  id: string;
  device: string;
  ip: string | null;
  last_activity: string;
  created_at: string;
}

/** GET /admin/users/{id}: the account's §3 fields and the drawer's summary. */
export interface AdminUserDetail {
  user: AdminUserRow;
  orders: UserSummaryList<UserOrderItem>;
  tickets: UserSummaryList<UserTicketItem>;
  payments: UserSummaryList<UserPaymentItem>;
  refunds: UserSummaryList<UserRefundItem>;
  sessions: UserSummaryList<UserSessionItem>;
}

export interface AdminUserDetailAnswer {
  success: boolean;
  data: AdminUserDetail;
}
