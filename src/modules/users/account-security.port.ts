import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PortSlot } from '../../common/port-slot.js';
import type { Locale } from '../../common/i18n/server-i18n.js';
import type { UserSessionItem, UserSummaryList } from '../../contracts/admin-users.js';
import type { TwoFactorReauthInput } from '../../contracts/profile.js';
import type { AuthContext, Session, TwoFactorSetup } from '../auth/index.js';
import type { User } from './user.entity.js';

/**
 * What the account screens need from the auth module (sessions, two-factor, e-mail verification).
 * The auth module sits above this one and fills the slot (auth/account-security.adapter.ts).
 * Methods taking an EntityManager act in the caller's transaction; the others run their own.
 */
export interface AccountSecurityPort {
  /** The user's live sessions, most recently active first. */
  listSessions(em: EntityManager, user: User): Promise<Session[]>;
  /** How many live sessions the user has, and the `limit` most recent (back-office user drawer). */
  sessionSummary(
    em: EntityManager,
    userId: number,
    roles: string[],
    limit: number,
  ): Promise<UserSummaryList<UserSessionItem>>;
  /** Ends every session of the user but `keep`; how many were ended. */
  revokeAllSessions(em: EntityManager, user: User, keep?: string): Promise<number>;
  /** Ends one of the signed-in user's other sessions (404 when not theirs, 422 for the current one). */
  revokeSession(auth: AuthContext, sessionId: string): Promise<void>;
  /** Two-factor step 1: with the password, a new secret to confirm. */
  beginTwoFactor(userId: number, password: string | undefined): Promise<TwoFactorSetup>;
  /** Two-factor step 2: a code from the app turns it on; the recovery codes. */
  confirmTwoFactor(userId: number, code: string): Promise<string[]>;
  /** Turns two-factor off with the password and a current (or recovery) code. */
  disableTwoFactor(userId: number, proof: TwoFactorReauthInput, locale: Locale): Promise<void>;
  /** Whether the code proves a sensitive change (true when two-factor is off). */
  verifyChangeCode(tx: EntityManager, userId: number, code: string | undefined): Promise<boolean>;
  /** Queues a new e-mail verification link in the caller's transaction. */
  sendVerification(tx: EntityManager, user: User, locale: Locale): Promise<void>;
}

@Injectable()
export class AccountSecurity extends PortSlot<AccountSecurityPort> {}
