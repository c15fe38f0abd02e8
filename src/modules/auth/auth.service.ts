import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { createHash } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import type { LoginInput, RegisterInput } from '../../contracts/auth.js';
import { EventBus } from '../../infra/events/event-bus.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { Country } from '../geo/index.js';
import { hashPassword, verifyPassword } from '../users/index.js';
import { normalizePhoneStrict } from '../users/index.js';
import { roleNames, User, UserAccounts } from '../users/index.js';
import { normalizeEmail, emailIs } from '../users/index.js';
import { registrationAttemptMail, verificationMail } from './auth.mail.js';
import {
  LOGIN_ACCOUNT_LIMIT,
  LOGIN_IP_LIMIT,
  REGISTER_IDENTIFIER_LIMIT,
  REGISTER_IP_LIMIT,
  RESEND_LIMIT,
  SEND_IP_LIMIT,
  RateLimiter,
  tooMany,
} from '../../infra/rate-limit/rate-limiter.service.js';
import { SessionsService, TOKEN_AUDIENCE, type ClientMeta, type IssuedSession } from './sessions.service.js';
import type { AuthToken } from './auth-token.entity.js';
import { TokensService } from './tokens.service.js';
import { TwoFactorService } from './two-factor.service.js';

const VERIFY_LINK_TTL_MIN = 24 * 60;
// Verified against for unknown identifiers too, so that response times do not reveal which accounts exist.
let dummyHash: Promise<string> | undefined;
const DUMMY_HASH = () => (dummyHash ??= hashPassword(createHash('sha256').update(String(Math.random())).digest('hex')));

export type LoginOutcome =
  | { kind: 'session'; issued: IssuedSession; user: User }
  | { kind: 'two_factor'; challenge: string; user: User };

@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly tokens: TokensService,
    private readonly limiter: RateLimiter,
    private readonly mail: MailService,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly bus: EventBus,
    private readonly twoFactor: TwoFactorService,
    private readonly accounts: UserAccounts,
  ) {}

  /**
   * Creates the account (Particulier, or Business Individual for sellers) and e-mails the verification link.
   * Says the same whether or not the address or number is taken (the answer must not tell who has an
   * account): when taken, nothing is created and their owner is told by e-mail instead.
   */
  async register(input: RegisterInput, locale: Locale, meta: ClientMeta = {}): Promise<void> {
    const email = normalizeEmail(input.email);
    const phone = normalizePhoneStrict(input.phone);
    if (!phone) throw new ValidationFailedError({ phone: ['auth.errors.phone_invalid'] });
    const attempts = [
      await this.limiter.attempt(`register:ip:${meta.ip ?? 'unknown'}`, REGISTER_IP_LIMIT),
      await this.limiter.attempt(`register:id:${this.limiter.subject(email)}`, REGISTER_IDENTIFIER_LIMIT),
      await this.limiter.attempt(`register:id:${this.limiter.subject(phone)}`, REGISTER_IDENTIFIER_LIMIT),
    ];
    const wait = Math.max(...attempts.map((a) => a.wait));
    if (wait) throw tooMany('auth.errors.too_many_registrations', wait);
    // hashed whether or not the account will be created, so that timing tells nothing either
    const passwordHash = await hashPassword(input.password);
    await this.em
      .transactional(async (tx) => {
        const country = await tx.findOne(Country, { id: input.country_id });
        if (!country) throw new ValidationFailedError({ country_id: ['auth.errors.country_required'] });
        const byEmail = await tx.findOne(User, emailIs(email));
        const byPhone = await tx.findOne(User, { phone });
        if (byEmail || byPhone) {
          if (byEmail)
            this.mail.enqueue(tx, registrationAttemptMail(translator(locale), byEmail, 'email', this.config.appUrl));
          if (byPhone && byPhone.id !== byEmail?.id) {
            this.mail.enqueue(tx, registrationAttemptMail(translator(locale), byPhone, 'phone', this.config.appUrl));
          }
          return;
        }
        const created = await this.accounts.createAccount(tx, {
          firstName: input.first_name,
          lastName: input.last_name,
          email,
          phone,
          passwordHash,
          country,
          role: input.role === 'Business' ? 'Business Individual' : 'Particulier',
          adultConfirmedAt: new Date(),
        });
        await tx.flush();
        await this.sendVerification(tx, created, locale);
        this.bus.publish(tx, 'Welcome', {
          userId: created.id,
          firstName: created.firstName,
          lastName: created.lastName,
          merchant: input.role === 'Business',
        });
      })
      .catch((err: unknown) => {
        // a parallel registration took the address or number between the check and the insert: same answer
        if (!(err instanceof UniqueConstraintViolationException)) throw err;
      });
    void this.mail.flush();
  }

  /** Queues a new e-mail verification link in the caller's transaction (flush MailService after commit). */
  async sendVerification(tx: EntityManager, user: User, locale: Locale) {
    const token = await this.tokens.issueLink(tx, user, 'email_verification', VERIFY_LINK_TTL_MIN);
    // in the fragment: the page reads it, and it reaches no server log, proxy or Referer
    const link = `${this.config.appUrl}/verify-email#token=${encodeURIComponent(token)}`;
    this.mail.enqueue(tx, verificationMail(translator(locale), user.email, user.firstName, link));
  }

  /** Marks the e-mail verified; a used link for an already verified account answers already_verified. */
  async verifyEmail(token: string): Promise<{ already_verified: boolean; user: User }> {
    return this.em.transactional(async (tx) => {
      let row: AuthToken;
      try {
        row = await this.tokens.consumeLink(tx, token, 'email_verification', 'auth.errors.verification_invalid');
      } catch (err) {
        if (err instanceof DomainError && err.options.code === 'token_used') {
          const used = await this.tokens.findUsedLink(tx, token, 'email_verification');
          if (used?.user.emailVerifiedAt) return { already_verified: true, user: used.user };
        }
        throw err;
      }
      const user = row.user;
      if (user.emailVerifiedAt) return { already_verified: true, user };
      this.accounts.markEmailVerified(user);
      return { already_verified: false, user };
    });
  }

  /** Sends a new link to an unverified account; says the same whatever the address, once a minute at most. */
  async resendVerification(email: string, locale: Locale, meta: ClientMeta = {}): Promise<void> {
    const user = await this.em.findOne(User, emailIs(email));
    const subject = user ? `u${user.id}` : this.limiter.subject(normalizeEmail(email));
    const attempts = [
      await this.limiter.attempt(`verify-resend:${subject}`, RESEND_LIMIT),
      await this.limiter.attempt(`verify-resend:ip:${meta.ip ?? 'unknown'}`, SEND_IP_LIMIT),
    ];
    const wait = Math.max(...attempts.map((a) => a.wait));
    if (wait)
      throw new DomainError(429, 'auth.errors.resend_wait', { params: { seconds: wait }, code: 'too_many_requests' });
    if (!user || user.emailVerifiedAt) return;
    await this.em.transactional(async (tx) => this.sendVerification(tx, await tx.findOneOrFail(User, user.id), locale));
    void this.mail.flush();
  }

  /**
   * Password sign-in. Failures count per account (the user id, whatever spelling of the address or
   * number was typed; a hash of it for unknown ones) and per client IP; each attempt is counted before
   * the password is checked, so a burst of parallel requests cannot exceed the limits.
   */
  async login(input: LoginInput, meta: ClientMeta): Promise<LoginOutcome> {
    const byPhone = input.email === undefined && input.phone !== undefined;
    const identifier = byPhone
      ? (normalizePhoneStrict(input.phone!) ?? input.phone!.trim())
      : normalizeEmail(input.email!);
    const user = await this.em.findOne(User, byPhone ? { phone: identifier } : emailIs(identifier), {
      populate: ['passwordHash', 'roles', 'country', 'twoFactorSecret'],
    });
    const account = await this.limiter.attempt(
      `login:acct:${user ? `u${user.id}` : this.limiter.subject(identifier)}`,
      LOGIN_ACCOUNT_LIMIT,
    );
    const ip = await this.limiter.attempt(`login:ip:${meta.ip ?? 'unknown'}`, LOGIN_IP_LIMIT);
    if (account.wait || ip.wait)
      throw new DomainError(429, 'auth.errors.too_many_attempts', { code: 'too_many_attempts' });
    const ok = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH()), input.password ?? '');
    if (!user || !ok) {
      const accountBlocked = await this.limiter.failed(account, LOGIN_ACCOUNT_LIMIT);
      const blockedNow = Math.max(accountBlocked, await this.limiter.failed(ip, LOGIN_IP_LIMIT));
      if (accountBlocked && user) this.accountLocked(user, meta);
      if (blockedNow) throw new DomainError(429, 'auth.errors.too_many_attempts', { code: 'too_many_attempts' });
      throw new DomainError(401, 'auth.errors.invalid_credentials', {
        code: 'invalid_credentials',
        errors: { [byPhone ? 'phone' : 'email']: ['auth.errors.invalid_credentials_field'] },
      });
    }
    await this.limiter.reset(account.key);
    await this.limiter.release(ip);
    if (user.status !== 'active') throw new DomainError(403, 'auth.errors.suspended', { code: 'account_suspended' });
    // an old e-mailed temporary password no longer signs in: the owner goes through the password reset
    if (
      user.mustChangePassword &&
      user.temporaryPasswordExpiresAt &&
      user.temporaryPasswordExpiresAt.getTime() <= Date.now()
    ) {
      throw new DomainError(401, 'auth.errors.temporary_password_expired', { code: 'temporary_password_expired' });
    }
    if (user.twoFactorEnabledAt) {
      const challenge = await this.jwt.signAsync(
        { purpose: '2fa', remember: !!(input.remember_me ?? input.remember) },
        { subject: String(user.id), audience: `${TOKEN_AUDIENCE}:2fa`, expiresIn: 300 },
      );
      return { kind: 'two_factor', challenge, user };
    }
    return {
      kind: 'session',
      user,
      issued: await this.startSession(user, meta, !!(input.remember_me ?? input.remember)),
    };
  }

  /** Second step of a login with two-factor: a TOTP code not used before or an unspent recovery code. */
  async completeTwoFactor(
    challenge: string,
    code: string,
    meta: ClientMeta,
  ): Promise<{ issued: IssuedSession; user: User }> {
    let payload: { sub?: string; purpose?: string; remember?: boolean };
    try {
      payload = await this.jwt.verifyAsync(challenge, { audience: `${TOKEN_AUDIENCE}:2fa`, algorithms: ['HS256'] });
    } catch {
      throw new DomainError(401, 'auth.errors.two_factor_expired', { code: 'two_factor_expired' });
    }
    // counted before the code is checked, per account and per client IP, so parallel guesses cannot pass the limits
    const account = await this.limiter.attempt(`2fa:${payload.sub}`, LOGIN_ACCOUNT_LIMIT);
    const ip = await this.limiter.attempt(`2fa:ip:${meta.ip ?? 'unknown'}`, LOGIN_IP_LIMIT);
    if (account.wait || ip.wait)
      throw new DomainError(429, 'auth.errors.too_many_attempts', { code: 'too_many_attempts' });
    const user = await this.em.findOne(
      User,
      { id: Number(payload.sub) },
      { populate: ['roles', 'country', 'twoFactorSecret'] },
    );
    if (!user || payload.purpose !== '2fa' || !user.twoFactorEnabledAt || !user.twoFactorSecret) {
      throw new DomainError(401, 'auth.errors.two_factor_expired', { code: 'two_factor_expired' });
    }
    if (!(await this.twoFactor.verifyLoginCode(user.id, code))) {
      const accountBlocked = await this.limiter.failed(account, LOGIN_ACCOUNT_LIMIT);
      const blockedNow = Math.max(accountBlocked, await this.limiter.failed(ip, LOGIN_IP_LIMIT));
      if (accountBlocked) this.accountLocked(user, meta);
      if (blockedNow) throw new DomainError(429, 'auth.errors.too_many_attempts', { code: 'too_many_attempts' });
      throw new DomainError(422, 'errors.validation', {
        errors: { code: ['auth.errors.two_factor_invalid'] },
        code: 'two_factor_invalid',
      });
    }
    await this.limiter.reset(account.key);
    await this.limiter.release(ip);
    return { user, issued: await this.startSession(user, meta, !!payload.remember) };
  }

  private async startSession(user: User, meta: ClientMeta, remember: boolean): Promise<IssuedSession> {
    return this.em.transactional(async (tx) => {
      const managed = tx.merge(user);
      const issued = await this.sessions.create(tx, managed, meta, remember);
      this.accounts.recordSignIn(managed);
      this.bus.publish(tx, 'AccountSecurity', {
        userId: user.id,
        roles: roleNames(user),
        kind: 'signed_in',
        ip: meta.ip ?? null,
        device: meta.userAgent ?? null,
      });
      return issued;
    });
  }

  /** Too many wrong passwords or codes just blocked this account for a while. */
  private accountLocked(user: User, meta: ClientMeta): void {
    this.bus.publish(null, 'AccountSecurity', {
      userId: user.id,
      roles: roleNames(user),
      kind: 'locked',
      ip: meta.ip ?? null,
      device: meta.userAgent ?? null,
    });
  }

  async logout(sessionId: string, user: User): Promise<void> {
    await this.em.transactional((tx) => this.sessions.revoke(tx, user, sessionId));
  }
}
