import { Inject, Injectable, Optional } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE } from '../../common/auth/session-cookie.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import type { UserSessionItem, UserSummaryList } from '../../contracts/admin-users.js';
import { GrantsService } from '../access/index.js';
import type { User } from '../users/index.js';
import { SignedIn, type AuthAccount, type AuthContext } from './auth-context.js';
import { describeDevice } from './device.js';
import { SessionCache } from './session-cache.js';
import type { KeptUser } from './session-snapshot.js';
import { isLiveSession, Session } from './session.entity.js';
import { EventBus } from '../../infra/events/event-bus.js';

export { SESSION_COOKIE };
/** Over https the cookie is `__Host-` prefixed: browsers then only take it Secure, host-only and on path /. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const TOKEN_AUDIENCE = 'mbolo';
const TOUCH_EVERY_MS = 60_000;

export interface ClientMeta {
  userAgent?: string;
  ip?: string;
}

export interface IssuedSession {
  session: Session;
  token: string;
  expiresAt: Date;
}

/** Server-side sessions named by signed JWTs: a token is only as good as its live session row. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly jwt: JwtService,
    private readonly cache: SessionCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly grants: GrantsService,
    @Optional() private readonly events?: EventBus,
  ) {}

  async create(em: EntityManager, user: User, meta: ClientMeta, rememberMe: boolean): Promise<IssuedSession> {
    const ttlMs = rememberMe ? this.config.sessionRememberDays * 86_400_000 : this.config.sessionTtlHours * 3_600_000;
    const now = new Date();
    const expiresAt = new Date(now.getTime() + ttlMs);
    const session = em.create(Session, {
      id: randomUUID(),
      user,
      device: describeDevice(meta.userAgent),
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      ip: meta.ip ?? null,
      city: null,
      country: null,
      rememberMe,
      lastActiveAt: now,
      expiresAt,
    });
    const token = await this.jwt.signAsync(
      { sid: session.id },
      { subject: String(user.id), audience: TOKEN_AUDIENCE, expiresIn: Math.floor(ttlMs / 1000) },
    );
    return { session, token, expiresAt };
  }

  /** The live session and user behind a token, or null (bad signature, expired, revoked, suspended). */
  async authenticate(token: string): Promise<AuthContext | null> {
    let payload: { sid?: string; sub?: string };
    try {
      payload = await this.jwt.verifyAsync(token, { audience: TOKEN_AUDIENCE, algorithms: ['HS256'] });
    } catch {
      return null;
    }
    if (!payload.sid || !payload.sub) return null;
    // read before the rows: a change committed meanwhile moves it, and the next request loads afresh
    const version = await this.cache.currentVersion();
    const kept = this.cache.restore(payload.sid, version) ?? (await this.cache.load(payload.sid, version));
    if (!kept) return null;
    const user = kept.user as KeptUser;
    if (!isLiveSession(kept as { revokedAt: Date | null; expiresAt: Date }) || String(user.id) !== payload.sub)
      return null;
    if (user.status !== 'active') return null;
    const roles = user.roles.map((r) => r.name);
    // lastActiveAt is only written once a minute, which the idle limits (in minutes) allow for
    const lastActiveAt = kept.lastActiveAt as Date;
    if (lastActiveAt < (await this.idleCutoff(roles))) return null;
    if (Date.now() - lastActiveAt.getTime() > TOUCH_EVERY_MS) {
      const now = new Date();
      await this.orm.em.fork().nativeUpdate(Session, { id: payload.sid }, { lastActiveAt: now });
      this.cache.touched(payload.sid, now);
      kept.lastActiveAt = now;
    }
    const account: AuthAccount = {
      id: user.id,
      status: user.status,
      phone: user.phone,
      // copies: the kept dates stay the cache's own whatever a request does with these
      emailVerifiedAt: user.emailVerifiedAt && new Date(user.emailVerifiedAt),
      mustChangePassword: user.mustChangePassword,
      twoFactorEnabledAt: user.twoFactorEnabledAt && new Date(user.twoFactorEnabledAt),
    };
    return new SignedIn(account, payload.sid, roles, () => this.cache.entity(this.orm.em.fork(), kept));
  }

  /** Sessions last active before this are over: staff (staff roles or any back-office privilege) have the shorter idle limit. */
  async idleCutoff(roles: string[], now = Date.now()): Promise<Date> {
    const minutes = (await this.grants.isStaff(roles))
      ? this.config.sessionIdleMinutesStaff
      : this.config.sessionIdleMinutes;
    return new Date(now - minutes * 60_000);
  }

  async list(em: EntityManager, user: User): Promise<Session[]> {
    const roles = user.roles.isInitialized() ? user.roles.getItems().map((r) => r.name) : [];
    return em.find(
      Session,
      { user, revokedAt: null, expiresAt: { $gt: new Date() }, lastActiveAt: { $gte: await this.idleCutoff(roles) } },
      { orderBy: { lastActiveAt: 'desc' } },
    );
  }

  /**
   * A user's live sessions for the back-office user drawer (the same rule as `list`: neither revoked,
   * expired nor idle past their roles' limit): how many, and the `limit` most recently active.
   */
  async activeSummary(
    em: EntityManager,
    userId: number,
    roles: string[],
    limit: number,
  ): Promise<UserSummaryList<UserSessionItem>> {
    const rows = await em
      .fork()
      .getConnection()
      .execute<
        {
          id: string;
          device: string;
          ip: string | null;
          last_active_at: Date | string;
          created_at: Date | string;
          total: number | string;
        }[]
      >(
        `select id, device, ip, last_active_at, created_at, count(*) over () as total
         from sessions where user_id = ? and revoked_at is null and expires_at > ? and last_active_at >= ?
        order by last_active_at desc limit ?`,
        [userId, new Date(), await this.idleCutoff(roles), limit],
      );
    return {
      count: Number(rows[0]?.total ?? 0),
      latest: rows.map((r) => ({
        id: r.id,
        device: r.device,
        ip: r.ip,
        last_activity: new Date(r.last_active_at).toISOString(),
        created_at: new Date(r.created_at).toISOString(),
      })),
    };
  }

  async revoke(em: EntityManager, user: User, id: string): Promise<boolean> {
    const n = await em.nativeUpdate(Session, { id, user, revokedAt: null }, { revokedAt: new Date() });
    if (n > 0) this.events?.publish(em, 'SessionsRevoked', { userId: user.id, sessionIds: [id] });
    return n > 0;
  }

  /** Ends every session of the user but `keep` (all of them when keep is undefined). */
  async revokeAll(em: EntityManager, user: User, keep?: string): Promise<number> {
    const n = await em.nativeUpdate(
      Session,
      { user, revokedAt: null, ...(keep ? { id: { $ne: keep } } : {}) },
      { revokedAt: new Date() },
    );
    if (n > 0) this.events?.publish(em, 'SessionsRevoked', { userId: user.id, sessionIds: 'all', keep });
    return n;
  }

  private get secureCookie(): boolean {
    return this.config.appUrl.startsWith('https://');
  }

  /** The session cookie's name: `__Host-` prefixed when it is Secure (plain-http development keeps the bare name). */
  get cookieName(): string {
    return this.secureCookie ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  }

  cookieOptions(expiresAt?: Date) {
    return {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.secureCookie,
      path: '/',
      ...(expiresAt ? { expires: expiresAt } : {}),
    };
  }
}
