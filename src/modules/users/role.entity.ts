import { defineEntity, p } from '@mikro-orm/core';

export const ROLE_NAMES = [
  'Super Admin',
  'Admin',
  'Agent',
  'Agent Back Office',
  'Business Enterprise',
  'Business Individual',
  'Business',
  'Particulier',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

const RoleSchema = defineEntity({
  name: 'Role',
  tableName: 'roles',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(50).unique(),
    slug: p.string().length(50).unique(),
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
