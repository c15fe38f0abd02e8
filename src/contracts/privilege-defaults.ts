import { PRIVILEGES, type PrivilegeKey } from './privileges.js';

/** A privilege's group: the part of its key before the dot ("users.manage" → users). */
export const privilegeGroup = (key: string) => key.split('.')[0]!;

/** The groups in the order of PRIVILEGES, for the matrix and the list. */
export const PRIVILEGE_GROUPS = [...new Set(PRIVILEGES.map(privilegeGroup))];

/** The role that holds every privilege whatever role_privileges says (its row cannot be reduced). */
export const SUPER_ADMIN_ROLE = 'Super Admin';
/** Roles whose grants only holders of users.manage_admins may change. */
export const PROTECTED_ROLES = ['Super Admin', 'Admin'] as const;

const ADMIN_EXCLUDED: PrivilegeKey[] = ['users.manage_admins', 'settings.payment_secrets', 'settings.backup'];

/** The grants a fresh database starts with (migration Privileges); sellers and customers hold none. */
export const DEFAULT_GRANTS: Record<string, readonly PrivilegeKey[]> = {
  'Super Admin': PRIVILEGES,
  Admin: PRIVILEGES.filter((k) => !ADMIN_EXCLUDED.includes(k)),
  Agent: [
    'backoffice.access',
    'dashboard.view',
    'users.view',
    'orders.view',
    'payments.view',
    'refunds.view',
    'refunds.manage',
  ],
  'Agent Back Office': [
    'backoffice.access',
    'dashboard.view',
    'products.view',
    'products.update',
    'lotteries.view',
    'lotteries.cancel',
    'draws.run',
    'orders.view',
    'orders.update_status',
    'reviews.moderate',
  ],
};
