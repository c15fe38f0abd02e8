import { z } from 'zod';
import './zod-locale.js';
import { optionalText as sharedOptionalText } from './zod-helpers.js';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth.js';
import { profileUpdateSchema } from './profile.js';

/** Spec 3 §2, §3, §5 "Administrator profile". Messages are i18n keys (French wording from the spec). */
const E = (k: string) => `admin_profile.errors.${k}`;
const P = (k: string) => `profile.errors.${k}`;

/** Spec 3 §5: the time zones offered on the profile; the first is the default. */
export const ADMIN_TIMEZONES = [
  'Africa/Libreville',
  'UTC',
  'Africa/Abidjan',
  'Europe/Paris',
  'America/New_York',
] as const;
export type AdminTimezone = (typeof ADMIN_TIMEZONES)[number];
export const DEFAULT_ADMIN_TIMEZONE: AdminTimezone = 'Africa/Libreville';

export const ADMIN_LANGUAGES = ['fr', 'en'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

/** Back-office alerts an administrator may turn off for themself (names and descriptions in the locale catalogue). */
export const ADMIN_NOTIFICATION_IDS = [
  'new_orders',
  'pending_refunds',
  'draws_ending',
  'failed_payments',
  'new_merchants',
  'security_alerts',
] as const;
export type AdminNotificationId = (typeof ADMIN_NOTIFICATION_IDS)[number];

const optionalText = (max: number) => sharedOptionalText(max, E);

/**
 * PUT /admin/profile: the account's identity fields (same rules as the customer profile: a new e-mail
 * or phone must be free, and needs the current password) plus the back-office position and bio.
 */
export const adminProfileUpdateSchema = profileUpdateSchema
  .pick({ first_name: true, last_name: true, email: true, phone: true, current_password: true, two_factor_code: true })
  .extend({ position: optionalText(100), bio: optionalText(1000) });
export type AdminProfileUpdateInput = z.infer<typeof adminProfileUpdateSchema>;

/** PUT /admin/profile/password: all three fields required, at least 8 characters, the two new ones equal. */
export const adminPasswordChangeSchema = z
  .object({
    current_password: z
      .string({ error: P('current_password_required') })
      .max(200, P('current_password_wrong'))
      .optional(),
    new_password: z.string({ error: P('password_required') }).optional(),
    confirm_password: z.string({ error: P('password_mismatch') }).optional(),
  })
  .superRefine((v, ctx) => {
    const password = v.new_password ?? '';
    if (!v.current_password)
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: P('current_password_required') });
    if (!password) ctx.addIssue({ code: 'custom', path: ['new_password'], message: P('password_required') });
    else if (password.length < PASSWORD_MIN)
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: P('password_min') });
    else if (password.length > PASSWORD_MAX)
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: P('password_too_long') });
    if (!v.confirm_password)
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: E('confirm_password_required') });
    else if (password && password !== v.confirm_password)
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: P('password_mismatch') });
  })
  .transform((v) => ({ current_password: v.current_password ?? '', password: v.new_password ?? '' }));
export type AdminPasswordChangeInput = z.infer<typeof adminPasswordChangeSchema>;

/** PUT /admin/profile/preferences: what is omitted is kept; notifications may be sent as the full rows read. */
export const adminPreferencesSchema = z.object({
  timezone: z.enum(ADMIN_TIMEZONES, { error: E('timezone_invalid') }).optional(),
  language: z.enum(ADMIN_LANGUAGES, { error: E('language_invalid') }).optional(),
  notifications: z
    .array(
      z.object({
        id: z.enum(ADMIN_NOTIFICATION_IDS, { error: E('notification_invalid') }),
        enabled: z.boolean({ error: E('notification_invalid') }),
      }),
      { error: E('notification_invalid') },
    )
    .optional(),
});
export type AdminPreferencesInput = z.infer<typeof adminPreferencesSchema>;

/** POST /admin/profile/sessions/terminate. */
export const adminSessionTerminateSchema = z.object({
  session_id: z
    .string({ error: E('session_required') })
    .trim()
    .min(1, E('session_required'))
    .max(64, E('session_required')),
});
export type AdminSessionTerminateInput = z.infer<typeof adminSessionTerminateSchema>;

export interface AdminNotificationPreference {
  id: AdminNotificationId;
  name: string;
  description: string;
  enabled: boolean;
}

export interface AdminProfileDto {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  position: string | null;
  bio: string | null;
  timezone: AdminTimezone;
  language: AdminLanguage;
  two_factor_enabled: boolean;
  avatar_url: string | null;
  /** Spec 3 §6 label of the highest staff role ("Super Administrateur"…). */
  role: string;
  /** The privilege keys the account's roles grant, with their labels. */
  privileges: { key: string; label: string }[];
  notifications: AdminNotificationPreference[];
}

export interface AdminProfileStats {
  actions_count: number;
  login_streak: number;
  last_login: string | null;
  created_at: string;
}

export interface AdminSessionDto {
  id: string;
  device: string;
  ip: string | null;
  location: string | null;
  last_activity: string;
  current: boolean;
}

/** GET /admin/profile → data. */
export interface AdminProfileData {
  profile: AdminProfileDto;
  stats: AdminProfileStats;
  sessions: AdminSessionDto[];
}
