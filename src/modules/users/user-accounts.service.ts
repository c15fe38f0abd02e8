import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../access/index.js';
import type { Country } from '../geo/index.js';
import { User } from './user.entity.js';

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  passwordHash: string;
  country: Country | null;
  /** The name of the account's one role. */
  role: string;
  emailVerifiedAt?: Date | null;
  /** When the owner confirmed being 18 or older (the registration form's box); a social sign-up has none yet. */
  adultConfirmedAt?: Date | null;
}

/**
 * The writes other modules make to accounts (sign-up, sign-in, password reset, two-factor, seller
 * profile). The users table is written here only, so its rules stay in one place; every method works in
 * the caller's transaction: those taking a `user` change the entity as loaded there, flushed with it.
 */
@Injectable()
export class UserAccounts {
  /** A new active account with its role, persisted in the transaction (flush to get its id). */
  async createAccount(tx: EntityManager, data: NewAccount): Promise<User> {
    const { role, ...fields } = data;
    const granted = await tx.findOneOrFail(Role, { name: role });
    const user = tx.create(User, { ...fields, emailVerifiedAt: fields.emailVerifiedAt ?? null, status: 'active' });
    user.roles.add(granted);
    return user;
  }

  /** The owner confirms being 18 or older (kept from the first confirmation). */
  confirmAdult(user: User, now = new Date()): void {
    user.adultConfirmedAt ??= now;
  }

  markEmailVerified(user: User): void {
    user.emailVerifiedAt = new Date();
  }

  recordSignIn(user: User): void {
    user.lastLoginAt = new Date();
  }

  /** A password the owner chose: any temporary password (and its deadline) is over. */
  setPassword(user: User, passwordHash: string): void {
    user.passwordHash = passwordHash;
    user.mustChangePassword = false;
    user.temporaryPasswordExpiresAt = null;
  }

  /** The name the public seller block shows (the merchant profile keeps its own copy). */
  setCompanyName(user: User, companyName: string | null): void {
    user.companyName = companyName;
  }

  /** A new sealed TOTP secret awaiting confirmation; not in force yet, so no recovery codes either. */
  startTwoFactorSetup(user: User, sealedSecret: string): void {
    user.twoFactorSecret = sealedSecret;
    user.recoveryCodes = null;
  }

  /** Two-factor in force from now, with the hashes of its recovery codes. */
  enableTwoFactor(user: User, recoveryCodeHashes: string[]): void {
    user.twoFactorEnabledAt = new Date();
    user.recoveryCodes = recoveryCodeHashes;
  }

  /** Two-factor off, or a setup abandoned: secret and recovery codes are forgotten. */
  disableTwoFactor(user: User): void {
    user.twoFactorEnabledAt = null;
    user.twoFactorSecret = null;
    user.recoveryCodes = null;
  }

  replaceRecoveryCodes(user: User, recoveryCodeHashes: string[]): void {
    user.recoveryCodes = recoveryCodeHashes;
  }

  /**
   * Records the time step of an accepted TOTP code, only if later than the last one recorded: of two
   * requests carrying the same code, only one changes the row. True when this one did.
   */
  async advanceTotpStep(em: EntityManager, userId: number, step: number): Promise<boolean> {
    const changed = await em.nativeUpdate(
      User,
      { id: userId, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] },
      { totpLastStep: step },
    );
    return changed === 1;
  }

  /**
   * Removes a recovery code, given the stored forms it may have, in one statement that matches only while
   * one of them is still there: a code is spent once, even by parallel requests. True when this one did.
   */
  async spendRecoveryCode(
    em: EntityManager,
    userId: number,
    candidates: readonly [string, string, string],
  ): Promise<boolean> {
    const [a, b, c] = candidates;
    const rows = await em.getConnection().execute<{ id: number }[]>(
      `update "users" set "recovery_codes" = (("recovery_codes" - ?::text) - ?::text) - ?::text
        where "id" = ? and ("recovery_codes" @> jsonb_build_array(?::text) or "recovery_codes" @> jsonb_build_array(?::text)
                            or "recovery_codes" @> jsonb_build_array(?::text))
        returning "id"`,
      [a, b, c, userId, a, b, c],
      'all',
      em.getTransactionContext(),
    );
    return rows.length === 1;
  }
}
