import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import type { Locale } from '../../common/i18n/server-i18n.js';
import type {
  AdminPasswordChangeInput,
  AdminPreferencesInput,
  AdminProfileDto,
  AdminProfileUpdateInput,
} from '../../contracts/admin-profile.js';
import type { ProfileUpdateInput } from '../../contracts/profile.js';
import type { AuthContext, TwoFactorSetup } from '../auth/index.js';
import { AccountSecurity } from './account-security.port.js';
import { AdminProfileReads } from './admin-profile.reads.js';
import { withAdminPreferences } from './admin-profile.rules.js';
import { ProfileService } from './profile.service.js';
import { User } from './user.entity.js';

export type TwoFactorToggleOutcome =
  | { step: 'setup'; setup: TwoFactorSetup }
  | { step: 'enabled'; recoveryCodes: string[] }
  | { step: 'disabled' };

/**
 * The back-office profile's changes (spec 3 §2 "Administrator profile"). Each goes through the account
 * services the customer profile uses, so the rules (uniqueness, re-authentication, session revocation,
 * two-factor proofs, rate limits) are the same.
 */
@Injectable()
export class AdminProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly account: ProfileService,
    private readonly reads: AdminProfileReads,
    private readonly security: AccountSecurity,
  ) {}

  async update(
    userId: number,
    input: AdminProfileUpdateInput,
    locale: Locale,
  ): Promise<{ profile: AdminProfileDto; emailChanged: boolean }> {
    const { position, bio, ...identity } = input;
    const { user, emailChanged } = await this.account.update(userId, identity as ProfileUpdateInput, locale, (u) => {
      const prefs = { ...(u.preferences ?? {}) };
      if (position !== undefined) prefs.position = position;
      if (bio !== undefined) prefs.bio = bio;
      u.preferences = prefs;
    });
    return { profile: await this.reads.profile(user, locale), emailChanged };
  }

  /** The account's password change; every other session of the account is signed out. */
  async changePassword(auth: AuthContext, input: AdminPasswordChangeInput): Promise<number> {
    const { revokedSessions } = await this.account.changePassword(auth.user.id, auth.session.id, {
      ...input,
      logout_other_sessions: true,
    });
    return revokedSessions;
  }

  async updatePreferences(userId: number, input: AdminPreferencesInput, locale: Locale): Promise<AdminProfileDto> {
    const user = await this.em.transactional(async (tx) => {
      const locked = await tx.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      locked.preferences = withAdminPreferences(locked.preferences, input);
      await tx.populate(locked, ['roles']);
      return locked;
    });
    return this.reads.profile(user, locale);
  }

  /**
   * On: with the password, a new secret to scan (the page then asks for a code); with a code, the
   * confirmation. Off: the password and a current (or recovery) code, as on the account's security tab.
   */
  async toggleTwoFactor(
    userId: number,
    input: { enabled: boolean; password?: string; code?: string },
    locale: Locale,
  ): Promise<TwoFactorToggleOutcome> {
    if (!input.enabled) {
      await this.security.use.disableTwoFactor(userId, { password: input.password, code: input.code }, locale);
      return { step: 'disabled' };
    }
    if (input.code)
      return { step: 'enabled', recoveryCodes: await this.security.use.confirmTwoFactor(userId, input.code) };
    return { step: 'setup', setup: await this.security.use.beginTwoFactor(userId, input.password) };
  }

  /** One of the person's own sessions (404 for anyone else's; the current one is ended by logging out). */
  terminate(auth: AuthContext, sessionId: string): Promise<void> {
    return this.security.use.revokeSession(auth, sessionId);
  }

  /** Every session of the person but the current one. */
  terminateOthers(auth: AuthContext): Promise<number> {
    return this.em.transactional((tx) => this.security.use.revokeAllSessions(tx, auth.user, auth.session.id));
  }
}
