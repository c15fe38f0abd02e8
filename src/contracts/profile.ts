import { z } from 'zod';
import './zod-locale.js';
import { normalizePhone } from './phone.js';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth.js';
import { optionalText as sharedOptionalText, text } from './zod-helpers.js';

/** Spec 2 §5 "Profile": every message is an i18n key under profile.errors (French wording from the spec). */
const E = (k: string) => `profile.errors.${k}`;

export const GENDER_VALUES = ['male', 'female', 'other'] as const;

/** Optional free text: omitted leaves the stored value alone; null or blank clears it. */
const optionalText = (max: number) => sharedOptionalText(max, E);

/** A calendar date (YYYY-MM-DD) strictly before today, not before 1900. */
export function isPastIsoDate(v: string, now = new Date()): 'invalid' | 'future' | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return 'invalid';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || y < 1900)
    return 'invalid';
  return v < now.toISOString().slice(0, 10) ? null : 'future';
}

/** PUT /user/profile (personal and address tabs). */
export const profileUpdateSchema = z.object({
  first_name: text({ required: E('first_name_required'), max: [100, E('name_too_long')] }),
  last_name: text({ required: E('last_name_required'), max: [100, E('name_too_long')] }),
  email: text({ required: E('email_required'), max: [100, E('email_too_long')] }).refine(
    (v) => !v || z.email().safeParse(v).success,
    E('email_invalid'),
  ),
  phone: z
    .string({ error: E('phone_invalid') })
    .trim()
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null))
    .refine((v) => !v || normalizePhone(v) !== null, E('phone_invalid')),
  birth_date: z
    .string({ error: E('birth_date_invalid') })
    .trim()
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null))
    .superRefine((v, ctx) => {
      const problem = v ? isPastIsoDate(v) : null;
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: E(problem === 'invalid' ? 'birth_date_invalid' : 'birth_date_future'),
        });
    }),
  gender: z
    .enum([...GENDER_VALUES, ''], { error: E('gender_invalid') })
    .nullish()
    .transform((v) => (v === '' ? null : v)),
  address: optionalText(255),
  city: optionalText(100),
  postal_code: optionalText(20),
  country_id: z.coerce
    .number({ error: E('country_invalid') })
    .int(E('country_invalid'))
    .positive(E('country_invalid'))
    .nullish(),
  /** Asked again to change the e-mail or the phone (sign-in details a session thief would like to take over). */
  current_password: z
    .string({ error: E('current_password_wrong') })
    .max(200, E('current_password_wrong'))
    .optional(),
  /** With two-factor on, a code from the app (or a recovery code) too. */
  two_factor_code: z
    .string({ error: E('two_factor_code_invalid') })
    .trim()
    .max(20, E('two_factor_code_invalid'))
    .optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/**
 * PUT /user/password. Also accepts spec 2 §7's spelling (new_password, new_password_confirmation);
 * errors are reported on `password` and `password_confirmation`.
 */
export const passwordChangeSchema = z
  .object({
    current_password: z.string({ error: E('current_password_required') }).optional(),
    password: z.string({ error: E('password_required') }).optional(),
    password_confirmation: z.string({ error: E('password_mismatch') }).optional(),
    new_password: z.string({ error: E('password_required') }).optional(),
    new_password_confirmation: z.string({ error: E('password_mismatch') }).optional(),
    logout_other_sessions: z.boolean({ error: E('boolean_invalid') }).optional(),
  })
  .superRefine((v, ctx) => {
    const password = v.password ?? v.new_password ?? '';
    const confirmation = v.password_confirmation ?? v.new_password_confirmation ?? '';
    if (!v.current_password)
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: E('current_password_required') });
    if (!password) ctx.addIssue({ code: 'custom', path: ['password'], message: E('password_required') });
    else if (password.length < PASSWORD_MIN)
      ctx.addIssue({ code: 'custom', path: ['password'], message: E('password_min') });
    else if (password.length > PASSWORD_MAX)
      ctx.addIssue({ code: 'custom', path: ['password'], message: E('password_too_long') });
    if (password && password !== confirmation)
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: E('password_mismatch') });
  })
  .transform((v) => ({
    current_password: v.current_password ?? '',
    password: v.password ?? v.new_password ?? '',
    logout_other_sessions: v.logout_other_sessions ?? false,
  }));
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** Notification topics, each with an e-mail and an SMS switch (spec 2 §3 "Preferences"). */
export const NOTIFICATION_TOPICS = [
  'lottery_results',
  'new_lotteries',
  'ending_soon',
  'account_updates',
  'login_alerts',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export type ChannelPreferences = Record<NotificationTopic, boolean>;

export interface Preferences {
  email_notifications: ChannelPreferences;
  sms_notifications: ChannelPreferences;
  push_notifications: boolean;
  marketing_emails: boolean;
}

const flag = () => z.boolean({ error: E('boolean_invalid') }).optional();
const channel = () =>
  z.strictObject(
    Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, flag()])) as Record<
      NotificationTopic,
      ReturnType<typeof flag>
    >,
    { error: E('preferences_invalid') },
  );

/** PUT /user/preferences/detailed: what is sent replaces the stored value, what is omitted is kept. */
export const preferencesUpdateSchema = z.strictObject({
  email_notifications: channel().optional(),
  sms_notifications: channel().optional(),
  push_notifications: flag(),
  marketing_emails: flag(),
});
export type PreferencesUpdateInput = z.infer<typeof preferencesUpdateSchema>;

/** Spec 2 §9: avatar at most 5 MB, jpeg/jpg/png/gif/webp. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const AVATAR_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp'] as const;

/** POST /user/avatar (multipart field `avatar`): documents the body and checks the file in the browser. */
export const avatarUploadSchema = z.object({
  avatar: z
    .file({ error: E('avatar_required') })
    .max(AVATAR_MAX_BYTES, E('avatar_too_large'))
    .mime([...AVATAR_MIME_TYPES], E('avatar_type')),
});

export const SELLER_TYPES = ['individual'] as const;

/** POST /user/become-seller: a customer becomes an individual seller (spec 2 §6). */
export const becomeSellerSchema = z.object({
  seller_type: z.enum(SELLER_TYPES, { error: E('seller_type_invalid') }).default('individual'),
});
export type BecomeSellerInput = z.infer<typeof becomeSellerSchema>;

/** POST /user/2fa/toggle: on (after the password: a new secret to confirm) or off (the password and a current code). */
export const twoFactorToggleSchema = z.object({
  enabled: z.boolean({ error: E('boolean_invalid') }),
  code: z
    .string({ error: E('two_factor_code_invalid') })
    .trim()
    .max(20, E('two_factor_code_invalid'))
    .optional(),
  password: z
    .string({ error: E('current_password_wrong') })
    .max(200, E('current_password_wrong'))
    .optional(),
});
export type TwoFactorToggleInput = z.infer<typeof twoFactorToggleSchema>;

/** POST /user/2fa/recovery-codes: new codes, after the password and a current code. */
export const twoFactorReauthSchema = twoFactorToggleSchema.omit({ enabled: true });
export type TwoFactorReauthInput = z.infer<typeof twoFactorReauthSchema>;

/** POST /user/2fa/confirm: the first code from the authenticator app. */
export const twoFactorConfirmSchema = z.object({
  code: text({ required: E('two_factor_code_required') }).refine(
    (v) => !v || /^\d{6}$/.test(v.replace(/\s/g, '')),
    E('two_factor_code_format'),
  ),
});
export type TwoFactorConfirmInput = z.infer<typeof twoFactorConfirmSchema>;

/** One row of GET /user/sessions. */
export interface SessionDto {
  id: string;
  device: string;
  user_agent: string | null;
  ip: string | null;
  city: string | null;
  country: string | null;
  last_activity: string;
  created_at: string;
  is_current: boolean;
}
