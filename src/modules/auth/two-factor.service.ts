import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { createHash, randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { ConflictError, DomainError, ValidationFailedError } from '../../common/errors/domain-error.js';
import type { TwoFactorToggleInput } from '../../contracts/profile.js';
import { verifyPassword } from '../users/password.js';
import { User } from '../users/user.entity.js';
import { LOGIN_ACCOUNT_LIMIT, RateLimiter } from './rate-limiter.service.js';
import { KEY_PURPOSES } from '../../common/crypto/keys.js';
import { open, seal } from './secret-box.js';
import { checkTotp, newTotpSecret, totpUri } from './totp.js';

export const RECOVERY_CODE_COUNT = 8;
const RECOVERY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `XXXX-XXXX` from uppercase letters and digits (about 41 bits each). */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** What is stored: sha-256 of the code without spaces or dashes, upper-cased (as AuthService checks it at login). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/\s|-/g, '').toUpperCase()).digest('hex');
}

export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  qr_code: string;
  requires_confirmation: true;
}

/** Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and single-use recovery codes. */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Step 1: a new secret, kept sealed and not yet in force until a code from the app confirms it. */
  async begin(userId: number): Promise<TwoFactorSetup> {
    const secret = newTotpSecret();
    const account = await this.em.transactional(async (tx) => {
      const user = await this.lock(tx, userId);
      if (user.twoFactorEnabledAt) throw new ConflictError('profile.errors.two_factor_already_enabled');
      user.twoFactorSecret = seal(this.config, KEY_PURPOSES.totpSeed, secret);
      user.recoveryCodes = null;
      return user.email;
    });
    const uri = totpUri(secret, account);
    return { secret, otpauth_url: uri, qr_code: await QRCode.toDataURL(uri, { margin: 1, width: 240 }), requires_confirmation: true };
  }

  /** Step 2: a valid code turns two-factor on; the recovery codes are returned this once only. */
  async confirm(userId: number, code: string): Promise<string[]> {
    const key = `2fa-setup:${userId}`;
    await this.checkNotBlocked(key);
    const outcome = await this.em.transactional(async (tx) => {
      const user = await this.lock(tx, userId);
      if (user.twoFactorEnabledAt) throw new ConflictError('profile.errors.two_factor_already_enabled');
      if (!user.twoFactorSecret) throw new ValidationFailedError({ code: ['profile.errors.two_factor_not_started'] }, 'profile.errors.two_factor_not_started');
      if (!(await checkTotp(open(this.config, KEY_PURPOSES.totpSeed, user.twoFactorSecret), code.replace(/\s/g, '')))) return null;
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      user.twoFactorEnabledAt = new Date();
      user.recoveryCodes = codes.map(hashRecoveryCode);
      return codes;
    });
    if (!outcome) await this.failed(key);
    await this.limiter.reset(key);
    return outcome!;
  }

  /** Turns two-factor off, proved by a current code (or a recovery code) or by the password. */
  async disable(userId: number, input: Pick<TwoFactorToggleInput, 'code' | 'password'>): Promise<void> {
    const key = `2fa-setup:${userId}`;
    await this.checkNotBlocked(key);
    const ok = await this.em.transactional(async (tx) => {
      const user = await this.lock(tx, userId);
      if (user.twoFactorEnabledAt) {
        const code = input.code?.replace(/\s/g, '');
        if (!code && !input.password) {
          throw new ValidationFailedError({ code: ['profile.errors.two_factor_proof_required'] }, 'profile.errors.two_factor_proof_required');
        }
        const proved = code
          ? (await checkTotp(open(this.config, KEY_PURPOSES.totpSeed, user.twoFactorSecret!), code)) ||
            (user.recoveryCodes ?? []).includes(hashRecoveryCode(code))
          : await verifyPassword(user.passwordHash, input.password!);
        if (!proved) return code ? 'code' : 'password';
      }
      user.twoFactorEnabledAt = null;
      user.twoFactorSecret = null;
      user.recoveryCodes = null;
      return true;
    });
    if (ok !== true) await this.failed(key, ok);
    await this.limiter.reset(key);
  }

  private async lock(tx: EntityManager, userId: number): Promise<User> {
    return tx.findOneOrFail(User, userId, {
      populate: ['twoFactorSecret', 'recoveryCodes', 'passwordHash'],
      lockMode: LockMode.PESSIMISTIC_WRITE,
    });
  }

  private async checkNotBlocked(key: string) {
    if (await this.limiter.blockedFor(key)) throw new DomainError(429, 'auth.errors.too_many_attempts', { code: 'too_many_attempts' });
  }

  /** Counts a wrong code or password (several in a row block for 15 minutes) and answers 422. */
  private async failed(key: string, field: 'code' | 'password' = 'code'): Promise<never> {
    if (await this.limiter.hit(key, LOGIN_ACCOUNT_LIMIT)) {
      throw new DomainError(429, 'auth.errors.too_many_attempts', { code: 'too_many_attempts' });
    }
    const message = field === 'code' ? 'profile.errors.two_factor_code_invalid' : 'profile.errors.current_password_wrong';
    throw new ValidationFailedError({ [field]: [message] }, message);
  }
}
