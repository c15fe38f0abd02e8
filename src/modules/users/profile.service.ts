import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  ConflictError,
  DomainError,
  ValidationFailedError,
  type FieldErrors,
} from '../../common/errors/domain-error.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import type {
  BecomeSellerInput,
  PasswordChangeInput,
  Preferences,
  PreferencesUpdateInput,
  ProfileUpdateInput,
} from '../../contracts/profile.js';
import { isManager, isMerchant } from '../../contracts/roles.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { type Attempt, LOGIN_ACCOUNT_LIMIT, RateLimiter } from '../../infra/rate-limit/rate-limiter.service.js';
import { AccountSecurity } from './account-security.port.js';
import { contactChangeMails } from './security.mail.js';
import { Country } from '../geo/index.js';
import { emailIs, normalizeEmail } from './email.js';
import { hashPassword, verifyPassword } from './password.js';
import { normalizePhoneStrict } from './phone.js';
import { effectivePreferences, mergePreferences } from './preferences.js';
import { Role } from '../access/index.js';
import { User } from './user.entity.js';

const USER_POPULATE = ['roles', 'country'] as const;

/** The signed-in user's own account: profile, password, preferences, seller upgrade (spec 2 §2.2 "Profile"). */
@Injectable()
export class ProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly security: AccountSecurity,
    private readonly limiter: RateLimiter,
    private readonly mail: MailService,
  ) {}

  /**
   * Updates the personal and address fields. Omitted optional fields are kept, null/blank ones cleared.
   * A new e-mail must be verified again (a link is sent); the country is fixed once registered.
   * Changing the e-mail or the phone needs the current password, and the former address is told.
   * `also` sets further fields of the same account in the same transaction (the back-office profile's).
   */
  async update(
    userId: number,
    input: ProfileUpdateInput,
    locale: Locale,
    also?: (user: User) => void,
  ): Promise<{ user: User; emailChanged: boolean }> {
    const email = normalizeEmail(input.email);
    // a change of address or number is re-authenticated: counted here, before the transaction and the
    // (costly) password check, so parallel guesses cannot pass the limit nor wait on pooled connections
    let attempt = (await this.changesIdentity(userId, email, input)) ? await this.countReauth(userId) : null;
    let notified = false;
    const result = await this.em
      .transactional(async (tx) => {
        const user = await this.lockUser(tx, userId);
        const formerEmail = user.email;
        const errors: FieldErrors = {};
        const emailChanged = email !== user.email.toLowerCase();
        if (emailChanged && (await tx.count(User, { $and: [emailIs(email), { id: { $ne: user.id } }] }))) {
          errors.email = ['profile.errors.email_taken'];
        }
        let phone: string | null | undefined;
        if (input.phone !== undefined) {
          phone = input.phone === null ? null : normalizePhoneStrict(input.phone);
          if (input.phone !== null && !phone) errors.phone = ['profile.errors.phone_invalid'];
          else if (phone && phone !== user.phone && (await tx.count(User, { phone, id: { $ne: user.id } }))) {
            errors.phone = ['profile.errors.phone_taken'];
          }
        }
        let country: Country | null | undefined;
        if (input.country_id != null && input.country_id !== user.country?.id) {
          if (user.country) errors.country_id = ['profile.errors.country_locked'];
          else {
            country = await tx.findOne(Country, { id: input.country_id });
            if (!country) errors.country_id = ['profile.errors.country_invalid'];
          }
        }
        const phoneChanged = phone !== undefined && phone !== (user.phone ?? null);
        const sensitive = emailChanged || phoneChanged;
        if (sensitive && !input.current_password)
          errors.current_password = ['profile.errors.current_password_required'];
        if (sensitive && user.twoFactorEnabledAt && !input.two_factor_code)
          errors.two_factor_code = ['profile.errors.two_factor_code_required'];
        if (Object.keys(errors).length) {
          throw new ValidationFailedError(
            errors,
            errors.country_id?.[0] === 'profile.errors.country_locked'
              ? 'profile.errors.country_locked'
              : 'errors.validation',
          );
        }
        if (sensitive) {
          attempt ??= await this.countReauth(userId);
          const wrong = await this.reauthenticate(tx, user.id, input);
          if (wrong) throw new ReauthRefused(wrong);
        }

        user.firstName = input.first_name;
        user.lastName = input.last_name;
        if (phone !== undefined) user.phone = phone;
        if (input.birth_date !== undefined) user.birthDate = input.birth_date;
        if (input.gender !== undefined) user.gender = input.gender;
        if (input.address !== undefined) user.address = input.address;
        if (input.city !== undefined) user.city = input.city;
        if (input.postal_code !== undefined) user.postalCode = input.postal_code;
        if (country) user.country = country;
        also?.(user);
        if (emailChanged) {
          user.email = email;
          user.emailVerifiedAt = null;
          await tx.flush();
          await this.security.use.sendVerification(tx, user, locale);
        }
        const changes = { email: emailChanged && email, phone: phoneChanged && (phone ?? '—') };
        for (const mail of contactChangeMails(translator(locale), formerEmail, user.firstName, changes))
          this.mail.enqueue(tx, mail);
        notified = emailChanged || phoneChanged;
        return { user, emailChanged };
      })
      .catch(async (err: unknown) => {
        if (err instanceof ReauthRefused) {
          if (await this.limiter.failed(attempt!, LOGIN_ACCOUNT_LIMIT))
            throw new DomainError(429, 'auth.errors.too_many_attempts', { code: 'too_many_attempts' });
          throw new ValidationFailedError(err.errors);
        }
        // two requests raced past the checks: the unique indexes have the last word
        if (err instanceof UniqueConstraintViolationException) {
          const field = /phone/i.test(err.message) ? 'phone' : 'email';
          throw new ValidationFailedError({ [field]: [`profile.errors.${field}_taken`] });
        }
        throw err;
      });
    if (attempt) await this.limiter.reset(attempt.key);
    if (notified) void this.mail.flush();
    return result;
  }

  /**
   * The current password (and a two-factor code when it is on), asked again before a sensitive change;
   * what is wrong, if anything (counted by the caller once the transaction is over).
   */
  private async reauthenticate(
    tx: EntityManager,
    userId: number,
    input: ProfileUpdateInput,
  ): Promise<FieldErrors | null> {
    const { passwordHash } = await tx.findOneOrFail(User, userId, { populate: ['passwordHash'] });
    let wrong: FieldErrors | null = null;
    if (!(await verifyPassword(passwordHash, input.current_password!)))
      wrong = { current_password: ['profile.errors.current_password_wrong'] };
    else if (!(await this.security.use.verifyChangeCode(tx, userId, input.two_factor_code)))
      wrong = { two_factor_code: ['profile.errors.two_factor_code_invalid'] };
    return wrong;
  }

  /** Whether the update would change the account's e-mail or phone (read before its transaction). */
  private async changesIdentity(userId: number, email: string, input: ProfileUpdateInput): Promise<boolean> {
    if (!input.current_password) return false;
    const user = await this.em.fork().findOne(User, userId, { fields: ['email', 'phone'] });
    if (!user) return false;
    const phone =
      input.phone === undefined ? user.phone : input.phone === null ? null : normalizePhoneStrict(input.phone);
    return email !== user.email.toLowerCase() || (phone ?? null) !== (user.phone ?? null);
  }

  private async countReauth(userId: number): Promise<Attempt> {
    const attempt = await this.limiter.attempt(`profile-reauth:${userId}`, LOGIN_ACCOUNT_LIMIT);
    if (attempt.wait) throw new DomainError(429, 'auth.errors.too_many_attempts', { code: 'too_many_attempts' });
    return attempt;
  }

  /** Checks the current password, sets the new one, and optionally signs out every other session. */
  async changePassword(
    userId: number,
    currentSessionId: string,
    input: PasswordChangeInput,
  ): Promise<{ revokedSessions: number }> {
    // counted before the (costly) check, so that parallel guesses cannot pass the limit
    const attempt = await this.limiter.attempt(`password-change:${userId}`, LOGIN_ACCOUNT_LIMIT);
    if (attempt.wait) throw new DomainError(429, 'auth.errors.too_many_attempts', { code: 'too_many_attempts' });
    const user = await this.em.findOneOrFail(User, userId, { populate: ['passwordHash'] });
    if (!(await verifyPassword(user.passwordHash, input.current_password))) {
      const blocked = await this.limiter.failed(attempt, LOGIN_ACCOUNT_LIMIT);
      if (blocked) throw new DomainError(429, 'auth.errors.too_many_attempts', { code: 'too_many_attempts' });
      throw new ValidationFailedError({ current_password: ['profile.errors.current_password_wrong'] });
    }
    await this.limiter.reset(attempt.key);
    const passwordHash = await hashPassword(input.password);
    return this.em.transactional(async (tx) => {
      const fresh = await tx.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      fresh.passwordHash = passwordHash;
      fresh.mustChangePassword = false;
      fresh.temporaryPasswordExpiresAt = null;
      const revokedSessions = input.logout_other_sessions
        ? await this.security.use.revokeAllSessions(tx, fresh, currentSessionId)
        : 0;
      return { revokedSessions };
    });
  }

  /** The user row locked for this transaction (lock alone: FOR UPDATE does not mix with outer joins), then its relations. */
  private async lockUser(tx: EntityManager, userId: number): Promise<User> {
    const user = await tx.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    await tx.populate(user, USER_POPULATE);
    return user;
  }

  preferences(user: User): Preferences {
    return effectivePreferences(user.preferences);
  }

  /** Stores the merged preferences; keys of `users.preferences` that are not notification switches are kept. */
  async updatePreferences(userId: number, input: PreferencesUpdateInput): Promise<Preferences> {
    return this.em.transactional(async (tx) => {
      const user = await tx.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const merged = mergePreferences(user.preferences, input);
      user.preferences = { ...(user.preferences ?? {}), ...merged };
      return merged;
    });
  }

  /** A customer becomes an individual seller and keeps the customer role (dual role). */
  async becomeSeller(userId: number, _input: BecomeSellerInput): Promise<User> {
    return this.em.transactional(async (tx) => {
      const user = await this.lockUser(tx, userId);
      const roles = user.roles.getItems().map((r) => r.name);
      if (isManager(roles)) throw new DomainError(403, 'profile.errors.seller_managers', { code: 'forbidden' });
      if (isMerchant(roles)) throw new ConflictError('profile.errors.already_seller');
      user.roles.add(await tx.findOneOrFail(Role, { name: 'Business Individual' }));
      return user;
    });
  }
}

/** A wrong password or code for a sensitive change: rolls the update back, then counts against the limit. */
class ReauthRefused extends Error {
  constructor(readonly errors: FieldErrors) {
    super('re-authentication refused');
  }
}
