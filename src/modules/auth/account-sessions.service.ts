import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, NotFoundError } from '../../common/errors/domain-error.js';
import type { SessionDto } from '../../contracts/profile.js';
import type { AuthContext } from './auth-context.js';
import { Session } from './session.entity.js';
import { SessionsService } from './sessions.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toSessionDto(session: Session, currentId: string): SessionDto {
  return {
    id: session.id,
    device: session.device,
    user_agent: session.userAgent ?? null,
    ip: session.ip ?? null,
    city: session.city ?? null,
    country: session.country ?? null,
    last_activity: session.lastActiveAt.toISOString(),
    created_at: session.createdAt.toISOString(),
    is_current: session.id === currentId,
  };
}

/** The signed-in user's devices (profile → security): list the live sessions, end one of the others. */
@Injectable()
export class AccountSessionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
  ) {}

  async list(auth: AuthContext): Promise<SessionDto[]> {
    const rows = await this.sessions.list(this.em, auth.user);
    return rows.map((s) => toSessionDto(s, auth.session.id));
  }

  /** Ends one live session of the user (its token fails at once); the current one is ended by logging out. */
  async revoke(auth: AuthContext, id: string): Promise<void> {
    if (id === auth.session.id) {
      throw new DomainError(422, 'profile.errors.session_current', { code: 'current_session' });
    }
    if (!UUID.test(id)) throw new NotFoundError('profile.errors.session_not_found');
    await this.em.transactional(async (tx) => {
      const session = await tx.findOne(Session, {
        id,
        user: auth.user.id,
        revokedAt: null,
        expiresAt: { $gt: new Date() },
      });
      if (!session) throw new NotFoundError('profile.errors.session_not_found');
      await this.sessions.revoke(tx, session.user, id);
    });
  }
}
