import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** Digits allowed in the national part, per country (spec 1 §5 "Phone input"). */
export const PHONE_LENGTHS: Record<string, [number, number]> = {
  GA: [7, 8],
  CM: [8, 9],
  CI: [8, 10],
  FR: [9, 10],
  CA: [10, 10],
  CG: [8, 9],
  CF: [8, 8],
  TD: [8, 8],
  GQ: [9, 9],
  BF: [8, 8],
  BJ: [8, 8],
  TG: [8, 8],
};
export const DEFAULT_PHONE_LENGTH: [number, number] = [7, 15];

/**
 * Normalises a phone number (light metadata, shared with the pages; the server re-checks with the full
 * metadata in users/phone.ts) to E.164 (`074010203`, `74010203`, `+24174010203` → `+24174010203`),
 * or null when it is not a valid number. Local numbers are read as Gabonese unless told otherwise.
 */
export function normalizePhone(raw: string, defaultCountry: CountryCode = 'GA'): string | null {
  const value = raw.trim().replace(/[\s.-]/g, '');
  if (!/^\+?\d{6,16}$/.test(value)) return null;
  const parsed = parsePhoneNumberFromString(value, defaultCountry);
  if (!parsed?.isValid()) return null;
  return parsed.number;
}

/** Gabonese mobile operator of a normalised number, for mobile-money payments and payouts. */
export function gabonOperator(e164: string): 'airtel' | 'moov' | null {
  if (!e164.startsWith('+241')) return null;
  const prefix = e164.slice(4, 6);
  if (['74', '76', '77'].includes(prefix)) return 'airtel';
  if (['60', '62', '65', '66'].includes(prefix)) return 'moov';
  return null;
}
