import { z } from 'zod';
import './zod-locale.js';
import { normalizePhone } from './phone.js';
import { text } from './zod-helpers.js';

/** Spec 1 §5: every message is an i18n key under auth.errors (French wording from the spec). */
const E = (k: string) => `auth.errors.${k}`;

/** One rule wherever a password is chosen (register, reset, profile): 8 to 128 characters, spaces allowed. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** An e-mail address is at most 254 characters (RFC 5321); a phone number far less. */
export const IDENTIFIER_MAX = 254;

/** A new password, kept as typed (never trimmed: spaces are part of it). */
function newPassword(required: string) {
  return z.string({ error: required }).superRefine((v, ctx) => {
    if (!v) ctx.addIssue({ code: 'custom', message: required });
    else if (v.length < PASSWORD_MIN) ctx.addIssue({ code: 'custom', message: E('password_min8') });
    else if (v.length > PASSWORD_MAX) ctx.addIssue({ code: 'custom', message: E('password_too_long') });
  });
}

/** Cross-field checks run even when a field failed (all errors at once), but only on an object body. */
const onObject = ({ value }: { value: unknown }) => typeof value === 'object' && value !== null;
/** The confirmation repeats the password; a mismatch is reported on the confirmation. */
const passwordConfirmed = (v: { password: string; password_confirmation: string }) =>
  v.password === v.password_confirmation;
const confirmationMismatch = () => ({
  path: ['password_confirmation'],
  message: E('password_mismatch'),
  when: onObject,
});

export const loginSchema = z
  .strictObject({
    email: z.string().trim().optional(),
    phone: z.string().trim().optional(),
    // any password a user could have chosen gets through: no trimming, spaces allowed, up to PASSWORD_MAX
    password: z.string({ error: E('password_required') }).superRefine((v, ctx) => {
      if (!v) ctx.addIssue({ code: 'custom', message: E('password_required') });
      else if (v.length < 6) ctx.addIssue({ code: 'custom', message: E('password_min') });
      else if (v.length > PASSWORD_MAX) ctx.addIssue({ code: 'custom', message: E('password_max') });
    }),
    remember_me: z.boolean().optional(),
    remember: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (typeof v.phone === 'string' && v.email === undefined) {
      if (!v.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: E('phone_required_login') });
      else if (!normalizePhone(v.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: E('phone_invalid') });
      return;
    }
    if (v.email !== undefined && typeof v.email !== 'string') return;
    const email = v.email ?? '';
    if (!email) ctx.addIssue({ code: 'custom', path: ['email'], message: E('email_required_login') });
    else if (!email.includes('@')) ctx.addIssue({ code: 'custom', path: ['email'], message: E('email_at') });
    else if (email.length > 100) ctx.addIssue({ code: 'custom', path: ['email'], message: E('email_too_long') });
    else if (!z.email().safeParse(email).success)
      ctx.addIssue({ code: 'custom', path: ['email'], message: E('email_format_example') });
  });
export type LoginInput = z.infer<typeof loginSchema>;

export const REGISTRABLE_ROLES = ['Particulier', 'Business'] as const;

export const registerSchema = z
  .strictObject({
    role: z.enum(REGISTRABLE_ROLES, { error: E('role_invalid') }).default('Particulier'),
    first_name: text({ required: E('first_name_required'), max: [100, E('name_too_long')] }),
    last_name: text({ required: E('last_name_required'), max: [100, E('name_too_long')] }),
    email: text({ required: E('email_required'), max: [100, E('email_too_long')] }).refine(
      (v) => !v || z.email().safeParse(v).success,
      E('email_invalid'),
    ),
    phone: text({ required: E('phone_required') }).refine((v) => !v || normalizePhone(v) !== null, E('phone_invalid')),
    country_id: z.coerce
      .number({ error: E('country_required') })
      .int(E('country_required'))
      .positive(E('country_required')),
    password: newPassword(E('password_min8')),
    password_confirmation: z.string({ error: E('password_mismatch') }),
    terms_accepted: z.literal(true, { error: E('terms_required') }),
    /** raffle tickets are games of chance: only adults may register (README "Buyer protection") */
    adult_confirmed: z.literal(true, { error: E('adult_required') }),
  })
  .refine(passwordConfirmed, confirmationMismatch());
export type RegisterInput = z.infer<typeof registerSchema>;

export const emailOnlySchema = z.strictObject({
  email: text({ required: E('email_required'), max: [IDENTIFIER_MAX, E('identifier_too_long')] }).refine(
    (v) => !v || z.email().safeParse(v).success,
    E('email_invalid'),
  ),
});

export const OTP_TYPES = ['email', 'sms'] as const;

export const otpSendSchema = z
  .strictObject({
    identifier: text({ required: E('identifier_required'), max: [IDENTIFIER_MAX, E('identifier_too_long')] }),
    type: z.enum(OTP_TYPES, { error: E('otp_type_invalid') }),
    purpose: z.literal('password_reset', { error: E('otp_purpose_invalid') }).default('password_reset'),
  })
  .superRefine((v, ctx) => {
    if (!v.identifier || v.identifier.length > IDENTIFIER_MAX) return;
    if (v.type === 'email' && !z.email().safeParse(v.identifier).success)
      ctx.addIssue({ code: 'custom', path: ['identifier'], message: E('email_invalid') });
    if (v.type === 'sms' && !normalizePhone(v.identifier))
      ctx.addIssue({ code: 'custom', path: ['identifier'], message: E('phone_invalid') });
  });
export type OtpSendInput = z.infer<typeof otpSendSchema>;

export const resetPasswordSchema = z
  .strictObject({
    identifier: text({ required: E('identifier_required'), max: [IDENTIFIER_MAX, E('identifier_too_long')] }),
    otp: text({ required: E('code_required') }).refine((v) => !v || /^\d{6}$/.test(v), E('code_length')),
    password: newPassword(E('password_required')),
    password_confirmation: z.string({ error: E('password_mismatch') }),
  })
  .refine(passwordConfirmed, confirmationMismatch());
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const twoFactorLoginSchema = z.strictObject({
  two_factor_token: z.string().min(10).max(1000), // a signed JWT (about 250 characters)
  code: z.string().trim().min(6, E('code_length')).max(20, E('code_length')),
});

/** The e-mail link's token, posted by the verification page (it reads it from the link's fragment). */
export const verifyEmailSchema = z.strictObject({
  token: text({ required: E('verification_invalid'), max: [200, E('verification_invalid')] }),
});
