import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { DomainError, NotFoundError } from '../../common/errors/domain-error.js';
import { primaryRole, toggleRefusal } from '../../contracts/admin-users.js';
import { SessionsService } from '../auth/sessions.service.js';
import type { Viewer } from './admin-users.query.js';
import { User } from './user.entity.js';

/** The back-office's changes to accounts (spec 3 §4 "User: active or inactive"). */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * Activates an inactive account or deactivates an active one, under spec 3 §6: never oneself; a
   * Super Admin anyone else; an Admin only users whose primary role is neither Super Admin nor Admin.
   * Deactivating ends every session of the account in the same transaction (their sockets close once
   * it commits) and its login is then refused ('suspended').
   */
  async toggleStatus(actor: Viewer, userId: number): Promise<{ id: number; is_active: boolean }> {
    if (actor.id === userId) throw new DomainError(422, 'admin_users.errors.self_toggle', { code: 'self_toggle' });
    return this.em.transactional(async (tx) => {
      const user = await tx.findOne(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new NotFoundError('admin_users.errors.not_found');
      await tx.populate(user, ['roles']);
      const refusal = toggleRefusal(actor, { id: user.id, primary_role: primaryRole(user.roles.getItems().map((r) => r.name)) });
      if (refusal === 'self') throw new DomainError(422, 'admin_users.errors.self_toggle', { code: 'self_toggle' });
      if (refusal === 'rank') throw new DomainError(403, 'admin_users.errors.rank_toggle', { code: 'admin_target' });
      const activate = user.status !== 'active';
      user.status = activate ? 'active' : 'suspended';
      await tx.flush();
      if (!activate) await this.sessions.revokeAll(tx, user);
      return { id: user.id, is_active: activate };
    });
  }
}
