import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../common/i18n/server-i18n.js';
import type { UserSessionItem, UserSummaryList } from '../../contracts/admin-users.js';
import type { TwoFactorReauthInput } from '../../contracts/profile.js';
import { AccountSecurity, type AccountSecurityPort, type User } from '../users/index.js';
import { AccountSessionsService } from './account-sessions.service.js';
import type { AuthContext } from './auth-context.js';
import { AuthService } from './auth.service.js';
import type { Session } from './session.entity.js';
import { SessionsService } from './sessions.service.js';
import { TwoFactorService, type TwoFactorSetup } from './two-factor.service.js';

/** The users module's account screens served by this module's sessions, two-factor and verification services. */
@Injectable()
export class AccountSecurityAdapter implements AccountSecurityPort, OnModuleInit {
  constructor(
    private readonly slot: AccountSecurity,
    private readonly sessions: SessionsService,
    private readonly accountSessions: AccountSessionsService,
    private readonly twoFactor: TwoFactorService,
    private readonly auth: AuthService,
  ) {}

  onModuleInit(): void {
    this.slot.fill(this);
  }

  listSessions(em: EntityManager, user: User): Promise<Session[]> {
    return this.sessions.list(em, user);
  }

  sessionSummary(
    em: EntityManager,
    userId: number,
    roles: string[],
    limit: number,
  ): Promise<UserSummaryList<UserSessionItem>> {
    return this.sessions.activeSummary(em, userId, roles, limit);
  }

  revokeAllSessions(em: EntityManager, user: User, keep?: string): Promise<number> {
    return this.sessions.revokeAll(em, user, keep);
  }

  revokeSession(auth: AuthContext, sessionId: string): Promise<void> {
    return this.accountSessions.revoke(auth, sessionId);
  }

  beginTwoFactor(userId: number, password: string | undefined): Promise<TwoFactorSetup> {
    return this.twoFactor.begin(userId, password);
  }

  confirmTwoFactor(userId: number, code: string): Promise<string[]> {
    return this.twoFactor.confirm(userId, code);
  }

  disableTwoFactor(userId: number, proof: TwoFactorReauthInput, locale: Locale): Promise<void> {
    return this.twoFactor.disable(userId, proof, locale);
  }

  verifyChangeCode(tx: EntityManager, userId: number, code: string | undefined): Promise<boolean> {
    return this.twoFactor.verifyChangeCode(tx, userId, code);
  }

  sendVerification(tx: EntityManager, user: User, locale: Locale): Promise<void> {
    return this.auth.sendVerification(tx, user, locale);
  }
}
