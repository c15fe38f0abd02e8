import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { keyedHash } from '../../common/crypto/keyed-hash.js';

export interface Limit {
  /** hits allowed in the window before blocking */
  max: number;
  windowSeconds: number;
  blockSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Login: 5 failures per account or 20 per IP within 15 minutes block for 15 minutes. */
export const LOGIN_ACCOUNT_LIMIT: Limit = { max: 5, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE };
export const LOGIN_IP_LIMIT: Limit = { max: 20, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE };
/** Registrations: 10 an hour from one IP (mobile carriers share addresses), 3 an hour per address or number. */
export const REGISTER_IP_LIMIT: Limit = { max: 10, windowSeconds: HOUR, blockSeconds: HOUR };
export const REGISTER_IDENTIFIER_LIMIT: Limit = { max: 3, windowSeconds: HOUR, blockSeconds: HOUR };
/** A code or link sent once a minute per account, 20 sends an hour per IP, 5 reset codes a day per account. */
export const RESEND_LIMIT: Limit = { max: 1, windowSeconds: MINUTE, blockSeconds: MINUTE };
export const SEND_IP_LIMIT: Limit = { max: 20, windowSeconds: HOUR, blockSeconds: HOUR };
export const CODES_PER_DAY_LIMIT: Limit = { max: 5, windowSeconds: 24 * HOUR, blockSeconds: 24 * HOUR };
/**
 * Reset codes: 5 wrong guesses per account in an hour, whatever the number of codes sent meanwhile
 * (a new code does not bring new guesses); 20 attempts per IP in 15 minutes.
 */
export const CODE_ATTEMPTS_LIMIT: Limit = { max: 5, windowSeconds: HOUR, blockSeconds: HOUR };
export const RESET_IP_LIMIT: Limit = { max: 20, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE };
/** Contact form: 5 messages an hour per IP and per sender address. */
export const CONTACT_LIMIT: Limit = { max: 5, windowSeconds: HOUR, blockSeconds: HOUR };

/** A 429 whose message says how many minutes to wait (`{{minutes}}` in the i18n text). */
export function tooMany(messageKey: string, waitSeconds: number): DomainError {
  return new DomainError(429, messageKey, {
    params: { minutes: Math.max(1, Math.ceil(waitSeconds / 60)) },
    code: 'too_many_requests',
  });
}

const MAX_KEY = 120;

/** The outcome of counting an attempt up front: go on (with its rank in the window), or wait. */
export interface Attempt {
  key: string;
  /** attempts counted in the window, this one included */
  hits: number;
  /** seconds to wait when refused, 0 when the attempt may go on */
  wait: number;
}

/**
 * Fixed-window counters in PostgreSQL, so every instance sees the same counts. Runs outside the
 * caller's transaction on purpose: a failed login must count even though its use case rolls back.
 */
@Injectable()
export class RateLimiter {
  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A fixed-length stand-in for an identifier typed by a client (e-mail, phone…), to build keys with:
   * never longer than the key column, and the table does not list the addresses people tried.
   */
  subject(value: string): string {
    return keyedHash(this.config.appSecret, `rate-limit:${value}`).slice(0, 32);
  }

  /**
   * Counts one attempt and decides from the count the database returns, before any costly work
   * (argon2, sending a code): the increment is atomic, so parallel requests can never all pass.
   * Refused once the key is blocked or when this attempt is beyond `limit.max` in the window.
   */
  async attempt(rawKey: string, limit: Limit): Promise<Attempt> {
    // keys embed client-supplied values (an IP read from X-Forwarded-For…): never beyond the column's 200
    const key = rawKey.length > MAX_KEY ? `${rawKey.slice(0, 40)}#${this.subject(rawKey)}` : rawKey;
    const rows = await this.orm.em
      .getConnection()
      .execute<{ hits: number; blocked: number | null; window_left: number }[]>(
        `insert into rate_limits (key, hits, window_ends_at, blocked_until)
       values (?, 1, now() + make_interval(secs => ?), null)
       on conflict (key) do update set
         hits = case when rate_limits.window_ends_at < now() then 1 else rate_limits.hits + 1 end,
         window_ends_at = case when rate_limits.window_ends_at < now() then excluded.window_ends_at else rate_limits.window_ends_at end
       returning hits,
         ceil(extract(epoch from (blocked_until - now())))::int as blocked,
         ceil(extract(epoch from (window_ends_at - now())))::int as window_left`,
        [key, limit.windowSeconds],
      );
    const { hits = 1, blocked = null, window_left: left = limit.windowSeconds } = rows[0] ?? {};
    if (blocked && blocked > 0) return { key, hits, wait: blocked };
    if (hits > limit.max) return { key, hits, wait: Math.max(1, Math.min(left, limit.blockSeconds)) };
    return { key, hits, wait: 0 };
  }

  /**
   * After an attempt that failed: the one that reached `limit.max` blocks the key for
   * `limit.blockSeconds`. Returns the seconds blocked (0 when the key is not blocked by it).
   */
  async failed(attempt: Attempt, limit: Limit): Promise<number> {
    if (attempt.hits < limit.max) return 0;
    await this.orm.em
      .getConnection()
      .execute(`update rate_limits set blocked_until = now() + make_interval(secs => ?) where key = ?`, [
        limit.blockSeconds,
        attempt.key,
      ]);
    return limit.blockSeconds;
  }

  /** Takes back an attempt that succeeded, so that only failures count against a shared key (an IP). */
  async release(attempt: Attempt): Promise<void> {
    await this.orm.em
      .getConnection()
      .execute(`update rate_limits set hits = greatest(hits - 1, 0) where key = ?`, [attempt.key]);
  }

  /** Seconds until the key may be used again (0 when not blocked). */
  async blockedFor(key: string): Promise<number> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ s: number }[]>(
        `select ceil(extract(epoch from (blocked_until - now())))::int as s from rate_limits where key = ? and blocked_until > now()`,
        [key],
      );
    return rows[0]?.s ?? 0;
  }

  /** Counts one hit; returns the seconds blocked when this hit crossed the limit (0 otherwise). */
  async hit(key: string, limit: Limit): Promise<number> {
    const rows = await this.orm.em.getConnection().execute<{ hits: number }[]>(
      `insert into rate_limits (key, hits, window_ends_at, blocked_until)
       values (?, 1, now() + make_interval(secs => ?), null)
       on conflict (key) do update set
         hits = case when rate_limits.window_ends_at < now() then 1 else rate_limits.hits + 1 end,
         window_ends_at = case when rate_limits.window_ends_at < now() then excluded.window_ends_at else rate_limits.window_ends_at end
       returning hits`,
      [key, limit.windowSeconds],
    );
    if ((rows[0]?.hits ?? 0) < limit.max) return 0;
    await this.orm.em
      .getConnection()
      .execute(`update rate_limits set blocked_until = now() + make_interval(secs => ?) where key = ?`, [
        limit.blockSeconds,
        key,
      ]);
    return limit.blockSeconds;
  }

  async reset(key: string): Promise<void> {
    await this.orm.em.getConnection().execute(`delete from rate_limits where key = ?`, [key]);
  }
}
