import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../common/errors/domain-error.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import type { OtpSendInput, ResetPasswordInput } from '../../contracts/auth.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { SmsService } from '../../infra/sms/sms.service.js';
import { hashPassword } from '../users/index.js';
import { normalizePhoneStrict } from '../users/index.js';
import { User, UserAccounts } from '../users/index.js';
import { resetCodeMail, resetCodeSms } from './auth.mail.js';
import { normalizeEmail, emailIs } from '../users/index.js';
import {
  CODE_ATTEMPTS_LIMIT,
  CODES_PER_DAY_LIMIT,
  RESEND_LIMIT,
  RESET_IP_LIMIT,
  SEND_IP_LIMIT,
  RateLimiter,
  tooMany,
} from '../../infra/rate-limit/rate-limiter.service.js';
import { SessionsService, type ClientMeta } from './sessions.service.js';
import { TokensService } from './tokens.service.js';

const CODE_TTL_MIN = 10;

/**
 * Password reset by a 6-digit code sent by e-mail or SMS. Answers never reveal whether an account
 * exists; codes are keyed hashes, expire after 10 minutes and die after 5 wrong attempts; an account
 * gets 5 codes a day and 5 guesses an hour, however many codes it asked for.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokensService,
    private readonly sessions: SessionsService,
    private readonly limiter: RateLimiter,
    private readonly mail: MailService,
    private readonly sms: SmsService,
    private readonly accounts: UserAccounts,
  ) {}

  /** The account an identifier names: a phone number, else an exact (case-insensitive) e-mail address. */
  private findUser(em: EntityManager, identifier: string, type: 'email' | 'sms' | 'any') {
    const phone = type !== 'email' ? normalizePhoneStrict(identifier) : null;
    if (phone) return em.findOne(User, { phone });
    if (type === 'sms') return null;
    return em.findOne(User, emailIs(identifier));
  }

  /** What the limits count against: the account when there is one, whatever the spelling; else the identifier. */
  private subject(user: User | null, identifier: string): string {
    return user ? `u${user.id}` : this.limiter.subject(normalizePhoneStrict(identifier) ?? normalizeEmail(identifier));
  }

  async send(input: OtpSendInput, locale: Locale, meta: ClientMeta = {}): Promise<void> {
    const found = await this.findUser(this.em, input.identifier, input.type);
    const subject = this.subject(found, input.identifier);
    const resend = await this.limiter.attempt(`otp:send:${subject}`, RESEND_LIMIT);
    const ip = await this.limiter.attempt(`otp:ip:${meta.ip ?? 'unknown'}`, SEND_IP_LIMIT);
    const wait = Math.max(resend.wait, ip.wait);
    if (wait)
      throw new DomainError(429, 'auth.errors.resend_wait', { params: { seconds: wait }, code: 'too_many_requests' });
    const daily = await this.limiter.attempt(`otp:day:${subject}`, CODES_PER_DAY_LIMIT);
    if (daily.wait) throw new DomainError(429, 'auth.errors.too_many_codes', { code: 'too_many_requests' });
    if (found?.status !== 'active') return;
    await this.em.transactional(async (tx) => {
      const user = await tx.findOneOrFail(User, found.id);
      const channel = input.type === 'sms' ? 'sms' : 'email';
      const code = await this.tokens.issueCode(tx, user, 'password_reset', channel, CODE_TTL_MIN);
      const t = translator(locale);
      if (channel === 'sms' && user.phone) this.sms.enqueue(tx, { to: user.phone, text: resetCodeSms(t, code) });
      else this.mail.enqueue(tx, resetCodeMail(t, user.email, user.firstName, code));
    });
    void this.mail.flush();
  }

  /**
   * Checks the code first and hashes the new password only when it is right. Guesses count per account
   * over an hour (CODE_ATTEMPTS_LIMIT), across every code sent meanwhile, and per IP.
   */
  async reset(input: ResetPasswordInput, meta: ClientMeta = {}): Promise<void> {
    const found = await this.findUser(this.em, input.identifier, 'any');
    const guesses = await this.limiter.attempt(
      `otp:guess:${this.subject(found, input.identifier)}`,
      CODE_ATTEMPTS_LIMIT,
    );
    const ip = await this.limiter.attempt(`otp:reset-ip:${meta.ip ?? 'unknown'}`, RESET_IP_LIMIT);
    const wait = Math.max(guesses.wait, ip.wait);
    if (wait) throw tooMany('auth.errors.too_many_code_attempts', wait);
    // A wrong code must still count as an attempt, so the outcome is decided after the commit.
    const outcome = await this.em.transactional(async (tx) => {
      const user = found && (await tx.findOne(User, found.id));
      if (!user) return 'invalid' as const;
      const row = await this.tokens.consumeCode(tx, user, 'password_reset', input.otp);
      if (!row) return 'invalid' as const;
      this.accounts.setPassword(user, await hashPassword(input.password));
      await this.sessions.revokeAll(tx, user);
      return 'done' as const;
    });
    if (outcome === 'invalid') {
      await this.limiter.failed(ip, RESET_IP_LIMIT);
      throw new DomainError(422, 'errors.validation', {
        errors: { otp: ['auth.errors.otp_invalid'] },
        code: 'otp_invalid',
      });
    }
    await this.limiter.reset(guesses.key);
    await this.limiter.release(ip);
  }
}
