import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { TFunction } from 'i18next';
import { DomainError, NotFoundError, ValidationFailedError } from '../../common/errors/domain-error.js';
import type { PrivilegeView, RoleView, UserTypeInput, UserTypeView } from '../../contracts/access.js';
import { roleKey, USER_ROLES } from '../../contracts/admin-users.js';
import { PROTECTED_ROLES, SUPER_ADMIN_ROLE, privilegeGroup } from '../../contracts/privilege-defaults.js';
import { PRIVILEGES, type PrivilegeKey } from '../../contracts/privileges.js';
import { Role } from './role.entity.js';
import { Privilege } from './privilege.entity.js';
import { UserType } from './user-type.entity.js';
import { GrantsService } from './grants.service.js';

const ORDER = new Map<string, number>(USER_ROLES.map((r, i) => [r, i]));
const byRank = (a: { name: string }, b: { name: string }) => (ORDER.get(a.name) ?? 99) - (ORDER.get(b.name) ?? 99);
const inOrder = (keys: Iterable<string>) => {
  const set = new Set(keys);
  return PRIVILEGES.filter((k) => set.has(k));
};

const userTypeView = (u: UserType): UserTypeView => ({
  id: u.id,
  key: u.key,
  name: u.name,
  description: u.description ?? null,
  is_active: u.isActive,
  sort_order: u.sortOrder,
});

/** The stored fields a create or an edit of a user type sets. */
const userTypeFields = (input: UserTypeInput) => ({
  key: input.key,
  name: input.name,
  description: input.description,
  isActive: input.is_active,
  sortOrder: input.sort_order,
});

/** The back-office's screens over roles, their privileges and the user types (spec 3 §6). */
@Injectable()
export class AccessService {
  constructor(
    private readonly em: EntityManager,
    private readonly grants: GrantsService,
  ) {}

  async roles(t: TFunction): Promise<RoleView[]> {
    const em = this.em.fork();
    const roles = await em.find(Role, {}, { populate: ['privileges'] });
    const counts = await em
      .getConnection()
      .execute<{ role_id: number; n: string }[]>(
        `select ur."role_id", count(*) as n from "user_roles" ur group by ur."role_id"`,
      );
    const countOf = new Map(counts.map((c) => [Number(c.role_id), Number(c.n)]));
    return roles.sort(byRank).map((r) => this.roleView(r, t, countOf.get(r.id) ?? 0));
  }

  async privileges(t: TFunction): Promise<PrivilegeView[]> {
    const em = this.em.fork();
    const roles = (await em.find(Role, {}, { populate: ['privileges'] })).sort(byRank);
    return PRIVILEGES.map((key) => ({
      key,
      group: privilegeGroup(key),
      label: t(`access.privileges.${key}.label`),
      description: t(`access.privileges.${key}.description`),
      roles: roles
        .filter((r) => r.name === SUPER_ADMIN_ROLE || r.privileges.getItems().some((p) => p.key === key))
        .map((r) => r.name),
    }));
  }

  /**
   * Replaces a role's privileges. Super Admin's row cannot lose any; Super Admin and Admin rows are
   * changed only by holders of users.manage_admins; nobody grants a privilege they do not hold.
   */
  async setRolePrivileges(
    actorRoles: readonly string[],
    roleId: number,
    wanted: PrivilegeKey[],
    t: TFunction,
  ): Promise<RoleView> {
    const held = await this.grants.privilegesOf(actorRoles);
    const view = await this.em.fork().transactional(async (tx) => {
      const role = await tx.findOne(Role, { id: roleId }, { populate: ['privileges'] });
      if (!role) throw new NotFoundError('access.errors.role_not_found');
      const next = new Set(wanted);
      if (role.name === SUPER_ADMIN_ROLE && PRIVILEGES.some((k) => !next.has(k))) {
        throw new DomainError(409, 'access.errors.super_admin_locked', { code: 'super_admin_locked' });
      }
      if ((PROTECTED_ROLES as readonly string[]).includes(role.name) && !held.has('users.manage_admins')) {
        throw new DomainError(403, 'access.errors.protected_role', { code: 'protected_role' });
      }
      const current = new Set(role.privileges.getItems().map((p) => p.key));
      const escalation = [...next].filter((k) => !current.has(k) && !held.has(k));
      if (escalation.length) {
        throw new DomainError(403, 'access.errors.not_held', {
          code: 'privilege_not_held',
          params: { privileges: escalation.join(', ') },
        });
      }
      const rows = next.size ? await tx.find(Privilege, { key: { $in: [...next] } }) : [];
      role.privileges.set(rows);
      await tx.flush();
      return this.roleView(role, t, await this.countUsers(tx, role.id));
    });
    return view;
  }

  async userTypes(): Promise<UserTypeView[]> {
    const rows = await this.em.fork().find(UserType, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
    return rows.map(userTypeView);
  }

  async createUserType(input: UserTypeInput): Promise<UserTypeView> {
    return this.em.fork().transactional(async (tx) => {
      await this.assertKeyFree(tx, input.key);
      const row = tx.create(UserType, userTypeFields(input));
      await tx.flush();
      return userTypeView(row);
    });
  }

  async updateUserType(id: number, input: UserTypeInput): Promise<UserTypeView> {
    return this.em.fork().transactional(async (tx) => {
      const row = await tx.findOne(UserType, { id });
      if (!row) throw new NotFoundError('access.errors.user_type_not_found');
      if (row.key !== input.key) await this.assertKeyFree(tx, input.key);
      tx.assign(row, userTypeFields(input));
      await tx.flush();
      return userTypeView(row);
    });
  }

  async toggleUserType(id: number): Promise<UserTypeView> {
    return this.em.fork().transactional(async (tx) => {
      const row = await tx.findOne(UserType, { id });
      if (!row) throw new NotFoundError('access.errors.user_type_not_found');
      row.isActive = !row.isActive;
      await tx.flush();
      return userTypeView(row);
    });
  }

  private async assertKeyFree(tx: EntityManager, key: string) {
    if (await tx.count(UserType, { key })) {
      throw new ValidationFailedError({ key: ['access.errors.key_taken'] });
    }
  }

  private async countUsers(tx: EntityManager, roleId: number): Promise<number> {
    const [row] = await tx
      .getConnection()
      .execute<{ n: string }[]>(`select count(*) as n from "user_roles" where "role_id" = ?`, [roleId]);
    return Number(row?.n ?? 0);
  }

  private roleView(r: Role, t: TFunction, users: number): RoleView {
    const locked = r.name === SUPER_ADMIN_ROLE;
    return {
      id: r.id,
      name: r.name,
      label: t(`admin_users.roles.${roleKey(r.name)}`),
      privileges: locked ? [...PRIVILEGES] : inOrder(r.privileges.getItems().map((p) => p.key)),
      users_count: users,
      locked,
    };
  }
}
