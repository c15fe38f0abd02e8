import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { VersionedCache } from '../../infra/cache/data-versions.js';
import { SUPER_ADMIN_ROLE } from '../../contracts/privilege-defaults.js';
import { PRIVILEGES, isPrivilege, type PrivilegeKey } from '../../contracts/privileges.js';
import { isManager } from '../../contracts/roles.js';

const ALL: ReadonlySet<PrivilegeKey> = new Set(PRIVILEGES);
const norm = (name: string) => name.toLowerCase().replace(/[\s-]+/g, '_');
const SUPER_ADMIN_NAMES = new Set([norm(SUPER_ADMIN_ROLE), 'superadmin']);

/** Whether these role names include Super Admin (title or snake case), who holds every privilege. */
export const isSuperAdmin = (roles: readonly string[]) => roles.some((r) => SUPER_ADMIN_NAMES.has(norm(r)));

/**
 * Who may do what in the back-office: the grants of role_privileges, read once and kept in memory
 * until that table's data version moves (any instance's change drops every instance's copy on its next
 * request). Super Admin holds every privilege whatever the table says.
 */
@Injectable()
export class GrantsService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: VersionedCache,
  ) {}

  /** The privileges of each role, by role name. */
  byRole(): Promise<ReadonlyMap<string, ReadonlySet<PrivilegeKey>>> {
    return this.cache.get('access:grants', ['role_privileges'], () => this.load(), 3_600_000);
  }

  /** The privileges held by someone with these roles. */
  async privilegesOf(roles: readonly string[]): Promise<ReadonlySet<PrivilegeKey>> {
    if (isSuperAdmin(roles)) return ALL;
    const grants = await this.byRole();
    const held = new Set<PrivilegeKey>();
    for (const role of roles) for (const key of grants.get(role) ?? []) held.add(key);
    return held;
  }

  async has(roles: readonly string[], privilege: PrivilegeKey): Promise<boolean> {
    return (await this.privilegesOf(roles)).has(privilege);
  }

  /**
   * Whether the staff rules (two-factor required, the shorter idle limit, the staff socket room) apply:
   * a staff role, or any back-office privilege whatever the role (one granted to sellers or customers
   * brings the rules with it, so the back-office is never reached with a password alone).
   */
  async isStaff(roles: readonly string[]): Promise<boolean> {
    return isManager([...roles]) || (await this.privilegesOf(roles)).size > 0;
  }

  /** In the order of PRIVILEGES, for pages and answers. */
  async listOf(roles: readonly string[]): Promise<PrivilegeKey[]> {
    const held = await this.privilegesOf(roles);
    return PRIVILEGES.filter((k) => held.has(k));
  }

  private async load(): Promise<ReadonlyMap<string, ReadonlySet<PrivilegeKey>>> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ role: string; key: string }[]>(
        `select r."name" as role, p."key" as key from "role_privileges" rp
         join "roles" r on r."id" = rp."role_id" join "privileges" p on p."id" = rp."privilege_id"`,
      );
    const map = new Map<string, Set<PrivilegeKey>>();
    for (const { role, key } of rows) {
      if (!isPrivilege(key)) continue;
      if (!map.has(role)) map.set(role, new Set());
      map.get(role)!.add(key);
    }
    return map;
  }
}
