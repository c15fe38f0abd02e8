/**
 * Spec 3 §6 back-office capabilities: one privilege per thing an administrator can do. Roles hold
 * privileges as data (tables `privileges` and `role_privileges`); every /api/admin route names the
 * one it needs with @RequirePrivilege(), and the guard checks the signed-in user's grants.
 */
export const PRIVILEGES = [
  'backoffice.access',
  'dashboard.view',
  'dashboard.report',
  'activities.view',
  'users.view',
  'users.manage',
  'users.manage_admins',
  'roles.view',
  'roles.manage',
  'products.view',
  'products.update',
  'lotteries.view',
  'lotteries.export',
  'lotteries.cancel',
  'draws.run',
  'orders.view',
  'orders.update_status',
  'payments.view',
  'payments.export',
  'payments.refund',
  'refunds.view',
  'refunds.manage',
  'payouts.manage',
  'reviews.moderate',
  'notifications.send',
  'settings.view',
  'settings.update',
  'settings.payment_secrets',
  'settings.backup',
] as const;

export type PrivilegeKey = (typeof PRIVILEGES)[number];

export const isPrivilege = (v: string): v is PrivilegeKey => (PRIVILEGES as readonly string[]).includes(v);
