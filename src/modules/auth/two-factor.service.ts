import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { createHash, randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import {
  ConflictError,
  DomainError,
  ValidationFailedError,
  type FieldErrors,
} from '../../common/errors/domain-error.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import type { TwoFactorReauthInput } from '../../contracts/profile.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { GrantsService } from '../access/index.js';
import { SettingsService } from '../settings/index.js';
import { verifyPassword } from '../users/index.js';
import { User, UserAccounts } from '../users/index.js';
import { KEY_PURPOSES, type AppSecrets } from '../../common/crypto/keys.js';
import { keyedHash, keyedHashes } from '../../common/crypto/keyed-hash.js';
import { type Attempt, LOGIN_ACCOUNT_LIMIT, RateLimiter } from '../../infra/rate-limit/rate-limiter.service.js';
import { open, seal } from '../../common/crypto/secret-box.js';
import { securityChangeMail } from '../users/index.js';
import { newTotpSecret, totpStep, totpUri } from './totp.js';

export const RECOVERY_CODE_COUNT = 8;
const RECOVERY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `XXXX-XXXX` from uppercase letters and digits (about 41 bits each). */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** A recovery code as typed: spaces and dashes dropped, upper-cased. */
const normalizeRecoveryCode = (code: string) => code.replace(/\s|-/g, '').toUpperCase();

/** What is stored: an HMAC keyed by the app secret and bound to the account, so a leaked table cannot be brute-forced. */
export function hashRecoveryCode(secrets: AppSecrets | string, userId: number, code: string): string {
  return keyedHash(secrets, `recovery-code:${userId}:${normalizeRecoveryCode(code)}`, KEY_PURPOSES.recoveryCode);
}

/** The stored forms a code may have: under the current key, the previous secret's key (rotation), or legacy sha-256. */
function recoveryCodeCandidates(secrets: AppSecrets, userId: number, clean: string): [string, string, string] {
  const [current, previous] = keyedHashes(secrets, `recovery-code:${userId}:${clean}`, KEY_PURPOSES.recoveryCode);
  return [current!, previous ?? current!, legacyRecoveryHash(clean)];
}

/** Codes issued before keyed hashes were plain sha-256; they stay good until spent or replaced. */
function legacyRecoveryHash(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  qr_code: string;
  requires_confirmation: true;
}

type Proof = TwoFactorReauthInput;

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and single-use recovery codes.
 * Every accepted TOTP code records its time step and every recovery code is spent by one conditional
 * UPDATE, so neither can be played twice, even by parallel requests.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
    private readonly grants: GrantsService,
    private readonly accounts: UserAccounts,
  ) {}

  /** Staff (staff roles or any back-office privilege) without two-factor must turn it on before anything else, while the setting says so. */
  async setupRequired(user: Pick<User, 'twoFactorEnabledAt'>, roles: string[]): Promise<boolean> {
    return !user.twoFactorEnabledAt && (await this.requiredFor(roles));
  }

  private async requiredFor(roles: string[]): Promise<boolean> {
    return (await this.settings.get('staff_two_factor_required')) && (await this.grants.isStaff(roles));
  }

  /** Step 1, after the password again: a new secret, kept sealed and not in force until a code from the app confirms it. */
  async begin(userId: number, password: string | undefined): Promise<TwoFactorSetup> {
    if (!password) throw new ValidationFailedError({ password: ['profile.errors.current_password_required'] });
    const attempt = await this.countAttempt(userId);
    const secret = newTotpSecret();
    const outcome = await this.em
      .transactional(async (tx) => {
        const user = await this.lock(tx, userId);
        if (user.twoFactorEnabledAt) throw new ConflictError('profile.errors.two_factor_already_enabled');
        if (!(await verifyPassword(user.passwordHash, password))) return null;
        this.accounts.startTwoFactorSetup(user, seal(this.config, KEY_PURPOSES.totpSeed, secret));
        return user.email;
      })
      .catch(this.giveBack(attempt));
    if (outcome === null) await this.failed(attempt, 'password');
    await this.limiter.reset(attempt.key);
    const uri = totpUri(secret, outcome!);
    return {
      secret,
      otpauth_url: uri,
      qr_code: await QRCode.toDataURL(uri, { margin: 1, width: 240 }),
      requires_confirmation: true,
    };
  }

  /** Step 2: a valid code turns two-factor on; the recovery codes are returned this once only. */
  async confirm(userId: number, code: string): Promise<string[]> {
    const attempt = await this.countAttempt(userId);
    const outcome = await this.em
      .transactional(async (tx) => {
        const user = await this.lock(tx, userId);
        if (user.twoFactorEnabledAt) throw new ConflictError('profile.errors.two_factor_already_enabled');
        if (!user.twoFactorSecret)
          throw new ValidationFailedError(
            { code: ['profile.errors.two_factor_not_started'] },
            'profile.errors.two_factor_not_started',
          );
        if (!(await this.acceptTotp(tx, user, code.replace(/\s/g, '')))) return null;
        const codes = this.newRecoveryCodes(user.id);
        this.accounts.enableTwoFactor(user, codes.hashes);
        return codes.plain;
      })
      .catch(this.giveBack(attempt));
    if (!outcome) await this.failed(attempt);
    await this.limiter.reset(attempt.key);
    return outcome!;
  }

  /**
   * Turns two-factor off, proved by the password and a current code (or a recovery code); refused to
   * staff while the platform requires it. The account's address is told.
   */
  async disable(userId: number, input: Proof, locale: Locale): Promise<void> {
    const attempt = await this.countAttempt(userId);
    const ok = await this.em
      .transactional(async (tx) => {
        const user = await this.lock(tx, userId);
        if (!user.twoFactorEnabledAt) {
          this.accounts.disableTwoFactor(user);
          return true;
        }
        if (await this.requiredFor(user.roles.getItems().map((r) => r.name))) {
          throw new DomainError(403, 'profile.errors.two_factor_staff_required', { code: 'two_factor_required' });
        }
        const failure = await this.prove(tx, user, input);
        if (failure) return failure;
        this.accounts.disableTwoFactor(user);
        this.mail.enqueue(
          tx,
          securityChangeMail(translator(locale), user.email, user.firstName, 'two_factor_disabled'),
        );
        return true;
      })
      .catch(this.giveBack(attempt));
    if (ok !== true) await this.failed(attempt, ok);
    await this.limiter.reset(attempt.key);
    void this.mail.flush();
  }

  /** New recovery codes (the old ones stop working), after the password and a current code. */
  async regenerateRecoveryCodes(userId: number, input: Proof): Promise<string[]> {
    const attempt = await this.countAttempt(userId);
    const outcome = await this.em
      .transactional(async (tx) => {
        const user = await this.lock(tx, userId);
        if (!user.twoFactorEnabledAt) throw new ConflictError('profile.errors.two_factor_not_enabled');
        const failure = await this.prove(tx, user, input);
        if (failure) return failure;
        const codes = this.newRecoveryCodes(user.id);
        this.accounts.replaceRecoveryCodes(user, codes.hashes);
        return codes.plain;
      })
      .catch(this.giveBack(attempt));
    if (!Array.isArray(outcome)) await this.failed(attempt, outcome);
    await this.limiter.reset(attempt.key);
    return outcome as string[];
  }

  /** Second step of a login: a TOTP code not used before, or an unspent recovery code (spent here). */
  async verifyLoginCode(userId: number, code: string): Promise<boolean> {
    const user = await this.em.fork().findOne(User, { id: userId }, { populate: ['twoFactorSecret', 'totpLastStep'] });
    if (!user?.twoFactorEnabledAt || !user.twoFactorSecret) return false;
    const clean = code.replace(/\s|-/g, '');
    return (
      (await this.acceptTotp(this.em.fork(), user, clean)) ||
      (await this.spendRecoveryCode(this.em.fork(), userId, clean))
    );
  }

  /**
   * A code proving a sensitive change (TOTP not used before, or a recovery code, then spent) in the
   * caller's transaction; true when the account has no two-factor.
   */
  async verifyChangeCode(tx: EntityManager, userId: number, code: string | undefined): Promise<boolean> {
    const user = await tx.findOneOrFail(User, userId, { populate: ['twoFactorSecret', 'totpLastStep'] });
    if (!user.twoFactorEnabledAt) return true;
    const clean = code?.replace(/\s/g, '') ?? '';
    return !!clean && ((await this.acceptTotp(tx, user, clean)) || (await this.spendRecoveryCode(tx, userId, clean)));
  }

  /** Checks the password, then the code (TOTP or recovery); the field at fault, or null when both hold. */
  private async prove(tx: EntityManager, user: User, input: Proof): Promise<'password' | 'code' | null> {
    const code = input.code?.replace(/\s/g, '');
    const missing: FieldErrors = {};
    if (!input.password) missing.password = ['profile.errors.current_password_required'];
    if (!code) missing.code = ['profile.errors.two_factor_code_required'];
    if (Object.keys(missing).length)
      throw new ValidationFailedError(missing, 'profile.errors.two_factor_proof_required');
    if (!(await verifyPassword(user.passwordHash, input.password!))) return 'password';
    const valid = (await this.acceptTotp(tx, user, code!)) || (await this.spendRecoveryCode(tx, user.id, code!));
    return valid ? null : 'code';
  }

  /**
   * A right code whose time step is later than the last one accepted. The step is recorded by a
   * conditional UPDATE (advanceTotpStep): of two requests carrying the same code, only one changes the row.
   */
  private async acceptTotp(em: EntityManager, user: User, code: string): Promise<boolean> {
    if (!user.twoFactorSecret) return false;
    const step = await totpStep(
      open(this.config, KEY_PURPOSES.totpSeed, user.twoFactorSecret),
      code,
      user.totpLastStep,
    );
    if (step === null) return false;
    return this.accounts.advanceTotpStep(em, user.id, step);
  }

  /** Removes the code from the account in one statement that matches only while it is still there. */
  private async spendRecoveryCode(em: EntityManager, userId: number, code: string): Promise<boolean> {
    const clean = normalizeRecoveryCode(code);
    if (!/^[A-Z0-9]{8}$/.test(clean)) return false;
    return this.accounts.spendRecoveryCode(em, userId, recoveryCodeCandidates(this.config, userId, clean));
  }

  /** A fresh set of recovery codes: as shown to the owner this once, and as stored. */
  private newRecoveryCodes(userId: number): { plain: string[]; hashes: string[] } {
    const plain = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    return { plain, hashes: plain.map((c) => hashRecoveryCode(this.config, userId, c)) };
  }

  /** The user row locked for this transaction (FOR UPDATE does not mix with outer joins), then its roles. */
  private async lock(tx: EntityManager, userId: number): Promise<User> {
    const user = await tx.findOneOrFail(User, userId, {
      populate: ['twoFactorSecret', 'recoveryCodes', 'passwordHash', 'totpLastStep'],
      lockMode: LockMode.PESSIMISTIC_WRITE,
    });
    await tx.populate(user, ['roles']);
    return user;
  }

  /** Counted before the password or code is checked, so that parallel guesses cannot pass the limit. */
  private async countAttempt(userId: number): Promise<Attempt> {
    const attempt = await this.limiter.attempt(`2fa-setup:${userId}`, LOGIN_ACCOUNT_LIMIT);
    if (attempt.wait) throw new DomainError(429, 'auth.errors.too_many_attempts', { code: 'too_many_attempts' });
    return attempt;
  }

  /** An attempt refused for another reason than a wrong guess (conflict, missing field) is not counted. */
  private giveBack(attempt: Attempt) {
    return async (err: unknown): Promise<never> => {
      await this.limiter.release(attempt);
      throw err;
    };
  }

  /** A wrong code or password: the attempt that reaches the limit blocks for 15 minutes; answers 422. */
  private async failed(attempt: Attempt, field: 'code' | 'password' = 'code'): Promise<never> {
    if (await this.limiter.failed(attempt, LOGIN_ACCOUNT_LIMIT)) {
      throw new DomainError(429, 'auth.errors.too_many_attempts', { code: 'too_many_attempts' });
    }
    const message =
      field === 'code' ? 'profile.errors.two_factor_code_invalid' : 'profile.errors.current_password_wrong';
    throw new ValidationFailedError({ [field]: [message] }, message);
  }
}
