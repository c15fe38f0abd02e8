import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Strict server-side check with the full metadata: a real, assignable number, stored as E.164. */
export function normalizePhoneStrict(raw: string): string | null {
  const value = raw.trim().replace(/[\s.-]/g, '');
  if (!/^\+?\d{6,16}$/.test(value)) return null;
  const parsed = parsePhoneNumberFromString(value, 'GA');
  return parsed?.isValid() ? parsed.number : null;
}
