import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DomainError } from '../../common/errors/domain-error.js';
import type { User } from '../users/index.js';
import { AuthToken, type TokenPurpose } from './auth-token.entity.js';
import { keyedHash, randomToken, sixDigitCode } from '../../common/crypto/keyed-hash.js';

export const MAX_CODE_ATTEMPTS = 5;

/** Issues and consumes single-use secrets; all within the caller's transaction. */
@Injectable()
export class TokensService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private hash(purpose: TokenPurpose, value: string, userId?: number): string {
    // codes are short: bind them to the user so that two users' codes never collide
    return keyedHash(this.config, `${purpose}:${userId ?? ''}:${value}`);
  }

  /** A long random token (links); earlier unused tokens of the same purpose are voided. */
  async issueLink(em: EntityManager, user: User, purpose: TokenPurpose, ttlMinutes: number): Promise<string> {
    await this.voidPending(em, user, purpose);
    const token = randomToken();
    em.create(AuthToken, {
      user,
      purpose,
      tokenHash: this.hash(purpose, token),
      channel: null,
      attempts: 0,
      expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
    });
    return token;
  }

  /** A 6-digit code sent by e-mail or SMS; earlier unused codes of the same purpose are voided. */
  async issueCode(em: EntityManager, user: User, purpose: TokenPurpose, channel: 'email' | 'sms', ttlMinutes: number) {
    await this.voidPending(em, user, purpose);
    const code = sixDigitCode();
    em.create(AuthToken, {
      user,
      purpose,
      tokenHash: this.hash(purpose, code, user.id),
      channel,
      attempts: 0,
      expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
    });
    return code;
  }

  /** Finds the live link token, locks it and marks it used; throws 400 when forged, expired, used or of another purpose. */
  async consumeLink(em: EntityManager, token: string, purpose: TokenPurpose, invalidKey: string): Promise<AuthToken> {
    const row = await em.findOne(
      AuthToken,
      { tokenHash: this.hash(purpose, token), purpose },
      { populate: ['user', 'user.roles'], lockMode: 3 /* pessimistic_write */ },
    );
    if (!row || row.expiresAt < new Date()) throw new DomainError(400, invalidKey, { code: 'invalid_token' });
    if (row.usedAt) throw new DomainError(400, invalidKey, { code: 'token_used' });
    row.usedAt = new Date();
    return row;
  }

  /**
   * Checks a code against the user's live one. Wrong codes count; after MAX_CODE_ATTEMPTS the code dies.
   * Returns the row (marked used) or null when wrong/expired/exhausted.
   */
  async consumeCode(em: EntityManager, user: User, purpose: TokenPurpose, code: string): Promise<AuthToken | null> {
    const live = await em.findOne(
      AuthToken,
      { user, purpose, usedAt: null, expiresAt: { $gt: new Date() } },
      { orderBy: { id: 'desc' }, lockMode: 3 },
    );
    if (!live || live.attempts >= MAX_CODE_ATTEMPTS) return null;
    if (live.tokenHash !== this.hash(purpose, code, user.id)) {
      live.attempts += 1;
      return null;
    }
    live.usedAt = new Date();
    return live;
  }

  /** A link token that was already used (to tell "already verified" from "invalid"). */
  async findUsedLink(em: EntityManager, token: string, purpose: TokenPurpose): Promise<AuthToken | null> {
    return em.findOne(
      AuthToken,
      { tokenHash: this.hash(purpose, token), purpose, usedAt: { $ne: null } },
      { populate: ['user'] },
    );
  }

  async lastIssuedAt(em: EntityManager, user: User, purpose: TokenPurpose): Promise<Date | null> {
    const last = await em.findOne(AuthToken, { user, purpose }, { orderBy: { id: 'desc' } });
    return last?.createdAt ?? null;
  }

  private async voidPending(em: EntityManager, user: User, purpose: TokenPurpose) {
    await em.nativeUpdate(AuthToken, { user, purpose, usedAt: null }, { usedAt: new Date() });
  }
}
