import { z } from 'zod';
import './zod-locale.js';
import { text } from './zod-helpers.js';

export const CONTACT_SUBJECTS = [
  'support',
  'billing',
  'product',
  'tombola',
  'delivery',
  'partnership',
  'other',
] as const;

/** The contact form's rules, shared by the page and the API; messages are i18n keys. */
export const contactSchema = z.strictObject({
  name: text({
    required: 'contact.errors.name_required',
    min: [2, 'contact.errors.name_min'],
    max: [100, 'contact.errors.name_max'],
  }),
  email: text({ required: 'contact.errors.email_required', max: [100, 'contact.errors.email_max'] }).refine(
    (v) => !v || z.email().safeParse(v).success,
    'contact.errors.email_invalid',
  ),
  phone: z
    .string()
    .trim()
    .max(20, 'contact.errors.phone_invalid')
    .regex(/^\+?[0-9 ]*$/, 'contact.errors.phone_invalid')
    .optional()
    .or(z.literal(null).transform(() => undefined)),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'contact.errors.subject_required' }),
  message: text({
    required: 'contact.errors.message_required',
    min: [10, 'contact.errors.message_min'],
    max: [5000, 'contact.errors.message_max'],
  }),
  agree: z.literal(true, { error: 'contact.errors.agree_required' }),
});

export type ContactInput = z.infer<typeof contactSchema>;
