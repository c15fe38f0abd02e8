import { z } from 'zod';
import './zod-locale.js';
import { PRIVILEGES, type PrivilegeKey } from './privileges.js';

/**
 * Roles, privileges and user types as data (spec 3 §6, pages /admin/roles, /admin/privileges, /admin/user-types):
 *   GET  /admin/roles                      → { roles: RoleView[] }
 *   PUT  /admin/roles/{id}/privileges      updateRolePrivilegesSchema → RoleView
 *   GET  /admin/privileges                 → { privileges: PrivilegeView[] }
 *   GET  /admin/user-types                 → { user_types: UserTypeView[] }
 *   POST /admin/user-types, PUT /admin/user-types/{id}   userTypeSchema → UserTypeView
 *   POST /admin/user-types/{id}/toggle-status → UserTypeView
 */

const E = (k: string) => `access.errors.${k}`;

export interface RoleView {
  id: number;
  name: string;
  /** The role's label in the reader's language. */
  label: string;
  privileges: PrivilegeKey[];
  users_count: number;
  /** Super Admin: holds everything, its row cannot be reduced. */
  locked: boolean;
}

export interface PrivilegeView {
  key: PrivilegeKey;
  group: string;
  label: string;
  description: string;
  /** Names of the roles holding it. */
  roles: string[];
}

export interface UserTypeView {
  id: number;
  key: string;
  name: string;
  description: string | null;
  is_active: boolean;
  sort_order: number;
}

export const updateRolePrivilegesSchema = z.object({
  privileges: z
    .array(z.enum(PRIVILEGES, { error: E('unknown_privilege') }), { error: E('privileges_required') })
    .max(PRIVILEGES.length * 2),
});
export type UpdateRolePrivilegesInput = z.infer<typeof updateRolePrivilegesSchema>;

const noNul = (v: string) => !v.includes('\u0000');

export const userTypeSchema = z.object({
  key: z
    .string({ error: E('key_required') })
    .trim()
    .min(1, E('key_required'))
    .max(50, E('key_invalid'))
    .regex(/^[a-z][a-z0-9_]*$/, E('key_invalid')),
  name: z
    .string({ error: E('name_required') })
    .trim()
    .min(1, E('name_required'))
    .max(100, E('name_too_long'))
    .refine(noNul, E('name_required')),
  description: z
    .string()
    .trim()
    .max(1000, E('description_too_long'))
    .refine(noNul, E('description_too_long'))
    .nullish()
    .transform((v) => (v ? v : null)),
  is_active: z.boolean().default(true),
  sort_order: z.coerce.number().int().min(0, E('sort_order_invalid')).max(10_000, E('sort_order_invalid')).default(0),
});
export type UserTypeInput = z.infer<typeof userTypeSchema>;
