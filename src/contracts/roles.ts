/** Spec 1 §6: role groups. Names are matched in title case and snake case alike. */
const norm = (name: string) => name.toLowerCase().replace(/[\s-]+/g, '_');

const MANAGERS = new Set(['superadmin', 'super_admin', 'admin', 'agent', 'agent_back_office']);
const ADMINS = new Set(['superadmin', 'super_admin', 'admin']);
const MERCHANTS = new Set(['business_enterprise', 'business_individual', 'business']);
const CUSTOMERS = new Set(['particulier']);

export type RoleGroup = 'ADMIN' | 'MANAGER' | 'MERCHANT' | 'CUSTOMER';

export function isManager(roles: string[]): boolean {
  return roles.some((r) => MANAGERS.has(norm(r)));
}
export function isAdmin(roles: string[]): boolean {
  return roles.some((r) => ADMINS.has(norm(r)));
}
export function isMerchant(roles: string[]): boolean {
  return roles.some((r) => MERCHANTS.has(norm(r)));
}
export function isCustomer(roles: string[]): boolean {
  return roles.some((r) => CUSTOMERS.has(norm(r)));
}
/** Buyers: customers and the sellers who can also buy (individual sellers, legacy Business). */
export function canBuy(roles: string[]): boolean {
  return isCustomer(roles) || roles.some((r) => ['business_individual', 'business'].includes(norm(r)));
}

export function hasGroup(roles: string[], group: RoleGroup): boolean {
  switch (group) {
    case 'ADMIN':
      return isAdmin(roles);
    case 'MANAGER':
      return isManager(roles);
    case 'MERCHANT':
      return isMerchant(roles);
    case 'CUSTOMER':
      return isCustomer(roles) || !isManager(roles);
  }
}

/** Where a signed-in user lands by default. */
export function defaultLanding(roles: string[]): string {
  if (isManager(roles)) return '/admin/dashboard';
  const names = roles.map(norm);
  if (names.includes('business_enterprise')) return '/merchant/dashboard';
  if (names.includes('business_individual') || names.includes('business')) return '/merchant/simple-dashboard';
  return '/customer';
}

export const ROLE_LABELS: Record<string, string> = {
  'Super Admin': 'Super Administrateur',
  Admin: 'Administrateur',
  Agent: 'Agent de Support',
  'Agent Back Office': 'Agent Back Office',
  'Business Enterprise': 'Vendeur Entreprise',
  'Business Individual': 'Vendeur Individuel',
  Business: 'Vendeur (legacy)',
  Particulier: 'Client',
};

/** Staff roles from the most to the least powerful, for the back-office's one label per person. */
const STAFF_RANK = ['super_admin', 'superadmin', 'admin', 'agent_back_office', 'agent'];
/** Their labels' keys under `admin_shell.roles` in the locale catalogues ("Super Administrateur", "Agent de Support"…). */
const STAFF_KEYS: Record<string, string> = {
  super_admin: 'super_admin',
  superadmin: 'super_admin',
  admin: 'admin',
  agent_back_office: 'agent_back_office',
  agent: 'agent',
};

/**
 * The label of the signed-in staff member's highest role (spec 3 §6) in the reader's language: `t` is
 * the page's translator. Another role shows its raw name, none 'Non défini'.
 */
export function staffRoleLabel(roles: string[], t: (key: string) => string): string {
  const names = roles.map(norm);
  const top = STAFF_RANK.find((r) => names.includes(r));
  if (top) return t(`admin_shell.roles.${STAFF_KEYS[top]}`);
  return roles[0] ?? t('admin_shell.roles.none');
}
