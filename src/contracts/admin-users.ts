import { z } from 'zod';

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
export const STAFF_ROLES = ['Super Admin', 'Admin', 'Agent', 'Agent Back Office'] as const satisfies readonly UserRoleName[];
export const MERCHANT_ROLES = ['Business Enterprise', 'Business Individual', 'Business'] as const satisfies readonly UserRoleName[];

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
export interface AdminUserRow {
  id: number;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  phone: string | null;
  avatar_url: string | null;
  primary_role: UserRoleName | null;
  primary_role_label: string;
  roles: string[];
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
}

export interface AdminUserPagination {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

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
