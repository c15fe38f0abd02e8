import { defineEntity, p } from '@mikro-orm/core';
import { USER_ROLES } from '../../contracts/admin-users.js';
import { Privilege } from './privilege.entity.js';

/** Spec 3 §6 roles, from the most to the least powerful (one list, shared with the pages). */
export const ROLE_NAMES = USER_ROLES;
export type RoleName = (typeof ROLE_NAMES)[number];

const RoleSchema = defineEntity({
  name: 'Role',
  tableName: 'roles',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(50).unique(),
    slug: p.string().length(50).unique(),
    /** What the role may do in the back-office (Super Admin holds everything whatever this says). */
    privileges: () =>
      p.manyToMany(Privilege).pivotTable('role_privileges').joinColumn('role_id').inverseJoinColumn('privilege_id'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Role extends RoleSchema.class {}
RoleSchema.setClass(Role);
export { RoleSchema };

/** snake_case spelling the spec also accepts for each role name. */
export function roleSlug(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '_').replace('super_admin', 'superadmin');
}
