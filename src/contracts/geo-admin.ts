import { z } from 'zod';
import './zod-locale.js';

const E = (k: string) => `geo.errors.${k}`;

/** A code accepted in either case, put in the case it is stored in, then checked against `pattern`. */
const codeField = (key: string, toCase: (v: string) => string, pattern: RegExp) =>
  z
    .string({ error: E(key) })
    .trim()
    .transform(toCase)
    .pipe(z.string().regex(pattern, E(key)));

/** Spec 3 §5 country form: name and code required, code two letters (ISO 3166, upper case), flag an image URL. */
export const countryInputSchema = z.strictObject({
  name: z
    .string({ error: E('name') })
    .trim()
    .min(1, E('name'))
    .max(100, E('name')),
  code: codeField('country_code', (v) => v.toUpperCase(), /^[A-Z]{2}$/),
  currency: codeField('currency', (v) => v.toUpperCase(), /^[A-Z]{3}$/),
  flag: z
    .string({ error: E('flag_url') })
    .trim()
    .max(500, E('flag_url'))
    .refine((v) => v === '' || z.url({ protocol: /^https?$/ }).safeParse(v).success, E('flag_url'))
    .optional(),
  is_active: z.boolean({ error: E('is_active') }).optional(),
});
export type CountryInput = z.input<typeof countryInputSchema>;
export type CountryValues = z.output<typeof countryInputSchema>;

/** Spec 3 §5 language form: name and code required, code two letters, flag at most 2 characters (an emoji), ltr or rtl. */
export const languageInputSchema = z.strictObject({
  name: z
    .string({ error: E('name') })
    .trim()
    .min(1, E('name'))
    .max(50, E('name')),
  native_name: z
    .string({ error: E('native_name') })
    .trim()
    .max(50, E('native_name'))
    .optional(),
  code: codeField('language_code', (v) => v.toLowerCase(), /^[a-z]{2}$/),
  // an emoji flag is two regional-indicator symbols: counted as characters, not UTF-16 units
  flag: z
    .string({ error: E('flag_emoji') })
    .trim()
    .refine((v) => [...v].length <= 2, E('flag_emoji'))
    .optional(),
  direction: z.enum(['ltr', 'rtl'], { error: E('direction') }).optional(),
  is_active: z.boolean({ error: E('is_active') }).optional(),
});
export type LanguageInput = z.input<typeof languageInputSchema>;
export type LanguageValues = z.output<typeof languageInputSchema>;

/** GET /admin/settings `countries` (spec 3 §3 Country). */
export interface AdminCountry {
  id: number;
  name: string;
  iso_code_2: string;
  iso_code_3: string | null;
  currency_code: string;
  flag: string | null;
  is_active: boolean;
}

/** GET /admin/settings `languages` (spec 3 §3 Language). */
export interface AdminLanguage {
  id: number;
  name: string;
  native_name: string | null;
  code: string;
  flag: string | null;
  direction: 'ltr' | 'rtl';
  is_active: boolean;
}
