import {
  ADMIN_LANGUAGES,
  ADMIN_NOTIFICATION_IDS,
  ADMIN_TIMEZONES,
  DEFAULT_ADMIN_TIMEZONE,
  type AdminLanguage,
  type AdminNotificationId,
  type AdminPreferencesInput,
  type AdminTimezone,
} from '../../contracts/admin-profile.js';

/** What the back-office profile keeps in `users.preferences` (beside the customer notification switches). */
export interface AdminProfileSettings {
  position: string | null;
  bio: string | null;
  timezone: AdminTimezone;
  language: AdminLanguage;
  notifications: Record<AdminNotificationId, boolean>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const oneOf = <T extends string>(list: readonly T[], v: unknown, fallback: T): T =>
  list.includes(v as T) ? (v as T) : fallback;

/** The stored values, every missing or malformed one replaced by its default (every alert on). */
export function adminProfileSettings(stored: unknown): AdminProfileSettings {
  const source = isRecord(stored) ? stored : {};
  const alerts = isRecord(source.admin_notifications) ? source.admin_notifications : {};
  return {
    position: typeof source.position === 'string' ? source.position : null,
    // the same key the people screens edit (spec 3 §3 User: bio)
    bio: typeof source.bio === 'string' ? source.bio : null,
    timezone: oneOf(ADMIN_TIMEZONES, source.timezone, DEFAULT_ADMIN_TIMEZONE),
    language: oneOf(ADMIN_LANGUAGES, source.language, 'fr'),
    notifications: Object.fromEntries(
      ADMIN_NOTIFICATION_IDS.map((id) => [id, typeof alerts[id] === 'boolean' ? alerts[id] : true]),
    ) as Record<AdminNotificationId, boolean>,
  };
}

/** `users.preferences` with an update of the back-office preferences applied; other keys are kept. */
export function withAdminPreferences(stored: unknown, input: AdminPreferencesInput): Record<string, unknown> {
  const source = isRecord(stored) ? stored : {};
  const current = adminProfileSettings(stored);
  const notifications = { ...current.notifications };
  for (const row of input.notifications ?? []) notifications[row.id] = row.enabled;
  return {
    ...source,
    timezone: input.timezone ?? current.timezone,
    language: input.language ?? current.language,
    admin_notifications: notifications,
  };
}

/**
 * Consecutive days, ending today, with a sign-in. `days` are calendar days (YYYY-MM-DD, in the
 * person's time zone) on which a session was opened or used; `today` is in the same zone.
 */
export function loginStreak(days: Iterable<string>, today: string): number {
  const seen = new Set(days);
  let streak = 0;
  const cursor = new Date(`${today}T12:00:00Z`);
  while (seen.has(cursor.toISOString().slice(0, 10))) {
    streak += 1;
    cursor.setUTCDate(cursor.getUTCDate() - 1);
  }
  return streak;
}

/** Today's calendar day in a time zone, as YYYY-MM-DD. */
export function dayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The first instant of the current month in a time zone (for "actions this month"). */
export function monthStartIn(timeZone: string, now = new Date()): Date {
  const [y, m] = dayIn(timeZone, now).split('-').map(Number) as [number, number];
  const utcGuess = Date.UTC(y, m - 1, 1);
  // the zone's offset at that instant, read back through Intl (no tz library needed)
  const local = new Date(new Date(utcGuess).toLocaleString('en-US', { timeZone }));
  const utc = new Date(new Date(utcGuess).toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(utcGuess - (local.getTime() - utc.getTime()));
}
