import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminProfileData, AdminProfileDto, AdminSessionDto } from '../../contracts/admin-profile.js';
import { ADMIN_NOTIFICATION_IDS } from '../../contracts/admin-profile.js';
import { staffRoleLabel } from '../../contracts/roles.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import { AuditLogService } from '../audit/index.js';
import type { Session } from '../auth/index.js';
import { AccountSecurity } from './account-security.port.js';
import { adminProfileSettings, dayIn, loginStreak, monthStartIn } from './admin-profile.rules.js';
import { GrantsService } from '../access/index.js';
import { User } from './user.entity.js';

/** How far back sign-in days are read for the streak. */
const STREAK_WINDOW_DAYS = 400;

export function toAdminSessionDto(session: Session, currentId: string | null): AdminSessionDto {
  return {
    id: session.id,
    device: session.device,
    ip: session.ip ?? null,
    location: [session.city, session.country].filter(Boolean).join(', ') || null,
    last_activity: session.lastActiveAt.toISOString(),
    current: session.id === currentId,
  };
}

/** GET /admin/profile and the page's first paint: the account, its counters and its live sessions. */
@Injectable()
export class AdminProfileReads {
  constructor(
    private readonly em: EntityManager,
    private readonly security: AccountSecurity,
    private readonly audit: AuditLogService,
    private readonly grants: GrantsService,
  ) {}

  async read(userId: number, currentSessionId: string | null, locale: Locale): Promise<AdminProfileData> {
    const em = this.em.fork();
    const user = await em.findOneOrFail(User, userId, { populate: ['roles'] });
    const settings = adminProfileSettings(user.preferences);
    const [actions, days, sessions] = await Promise.all([
      this.audit.countActions(userId, monthStartIn(settings.timezone)),
      this.signInDays(em, userId, settings.timezone),
      this.security.use.listSessions(em, user),
    ]);
    return {
      profile: await this.profile(user, locale),
      stats: {
        actions_count: actions,
        login_streak: loginStreak(days, dayIn(settings.timezone)),
        last_login: user.lastLoginAt?.toISOString() ?? null,
        created_at: user.createdAt.toISOString(),
      },
      sessions: sessions.map((s) => toAdminSessionDto(s, currentSessionId)),
    };
  }

  async profile(user: User, locale: Locale): Promise<AdminProfileDto> {
    const t = translator(locale);
    const roles = user.roles.getItems().map((r) => r.name);
    const settings = adminProfileSettings(user.preferences);
    return {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone: user.phone ?? null,
      position: settings.position,
      bio: settings.bio,
      timezone: settings.timezone,
      language: settings.language,
      two_factor_enabled: !!user.twoFactorEnabledAt,
      avatar_url: user.avatarUrl ?? null,
      role: staffRoleLabel(roles, t),
      privileges: (await this.grants.listOf(roles)).map((key) => ({ key, label: t(`access.privileges.${key}.label`) })),
      notifications: ADMIN_NOTIFICATION_IDS.map((id) => ({
        id,
        name: t(`admin_profile.notification_types.${id}.name`),
        description: t(`admin_profile.notification_types.${id}.description`),
        enabled: settings.notifications[id],
      })),
    };
  }

  /**
   * Calendar days (in the person's zone) on which one of their sessions was opened or used: a login,
   * or coming back to a session kept open, both count as signing in that day.
   */
  private async signInDays(em: EntityManager, userId: number, timeZone: string): Promise<string[]> {
    const since = new Date(Date.now() - STREAK_WINDOW_DAYS * 86_400_000);
    const rows = await em.getConnection().execute<{ day: string }[]>(
      `select distinct to_char(s.at at time zone ?, 'YYYY-MM-DD') as day
         from (select created_at as at from sessions where user_id = ? and created_at >= ?
               union all
               select last_active_at from sessions where user_id = ? and last_active_at >= ?) s`,
      [timeZone, userId, since, userId, since],
    );
    return rows.map((r) => r.day);
  }
}
