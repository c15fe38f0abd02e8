import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../common/errors/domain-error.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import type { OtpSendInput, ResetPasswordInput } from '../../contracts/auth.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { SmsService } from '../../infra/sms/sms.service.js';
import { hashPassword } from '../users/password.js';
import { normalizePhoneStrict } from '../users/phone.js';
import { User } from '../users/user.entity.js';
import { resetCodeMail, resetCodeSms } from './auth.mail.js';
import { RateLimiter } from './rate-limiter.service.js';
import { SessionsService } from './sessions.service.js';
import { TokensService } from './tokens.service.js';

const CODE_TTL_MIN = 10;
const RESEND_SECONDS = 60;

/**
 * Password reset by a 6-digit code sent by e-mail or SMS. Answers never reveal whether an account
 * exists; codes are keyed hashes, expire after 10 minutes and die after 5 wrong attempts.
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
  ) {}

  private findUser(tx: EntityManager, identifier: string, type: 'email' | 'sms' | 'any') {
    const phone = type !== 'email' ? normalizePhoneStrict(identifier) : null;
    if (phone) return tx.findOne(User, { phone });
    if (type === 'sms') return null;
    return tx.findOne(User, { email: { $ilike: identifier.trim().toLowerCase() } });
  }

  async send(input: OtpSendInput, locale: Locale): Promise<void> {
    const key = `otp:${input.type}:${input.identifier.trim().toLowerCase()}`;
    const wait = await this.limiter.blockedFor(key);
    if (wait) throw new DomainError(429, 'auth.errors.resend_wait', { params: { seconds: wait }, code: 'too_many_requests' });
    await this.limiter.hit(key, { max: 1, windowSeconds: RESEND_SECONDS, blockSeconds: RESEND_SECONDS });
    await this.em.transactional(async (tx) => {
      const user = await this.findUser(tx, input.identifier, input.type);
      if (!user || user.status !== 'active') return;
      const channel = input.type === 'sms' ? 'sms' : 'email';
      const code = await this.tokens.issueCode(tx, user, 'password_reset', channel, CODE_TTL_MIN);
      const t = translator(locale);
      if (channel === 'sms' && user.phone) this.sms.enqueue(tx, { to: user.phone, text: resetCodeSms(t, code) });
      else this.mail.enqueue(tx, resetCodeMail(t, user.email, user.firstName, code));
    });
    void this.mail.flush();
  }

  async reset(input: ResetPasswordInput): Promise<void> {
    const passwordHash = await hashPassword(input.password);
    // A wrong code must still count as an attempt, so the outcome is decided after the commit.
    const outcome = await this.em.transactional(async (tx) => {
      const user = await this.findUser(tx, input.identifier, 'any');
      if (!user) return 'invalid' as const;
      const row = await this.tokens.consumeCode(tx, user, 'password_reset', input.otp);
      if (!row) return 'invalid' as const;
      user.passwordHash = passwordHash;
      await this.sessions.revokeAll(tx, user);
      return 'done' as const;
    });
    if (outcome === 'invalid') {
      throw new DomainError(422, 'errors.validation', { errors: { otp: ['auth.errors.otp_invalid'] }, code: 'otp_invalid' });
    }
  }
}
