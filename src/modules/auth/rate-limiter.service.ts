import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';

export interface Limit {
  /** hits allowed in the window before blocking */
  max: number;
  windowSeconds: number;
  blockSeconds: number;
}

/** Login: 5 failures per account or 20 per IP within 15 minutes block for 15 minutes. */
export const LOGIN_ACCOUNT_LIMIT: Limit = { max: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
export const LOGIN_IP_LIMIT: Limit = { max: 20, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };

/**
 * Fixed-window counters in PostgreSQL, so every instance sees the same counts. Runs outside the
 * caller's transaction on purpose: a failed login must count even though its use case rolls back.
 */
@Injectable()
export class RateLimiter {
  constructor(private readonly orm: MikroORM) {}

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
      .execute(`update rate_limits set blocked_until = now() + make_interval(secs => ?) where key = ?`, [limit.blockSeconds, key]);
    return limit.blockSeconds;
  }

  async reset(key: string): Promise<void> {
    await this.orm.em.getConnection().execute(`delete from rate_limits where key = ?`, [key]);
  }
}
