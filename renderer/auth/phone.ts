import { DEFAULT_PHONE_LENGTH, PHONE_LENGTHS } from '../../src/contracts/phone.js';
import type { CountryDto } from '../../src/contracts/reference.js';

/** What the phone input holds: the country of the dial code and the national digits typed. */
export interface PhoneValue {
  iso2: string;
  digits: string;
}

/** Spec 1 §9: these countries come first in the dial-code list, in this order. */
export const PREFERRED_COUNTRIES = ['GA', 'CM', 'CI', 'CG', 'CF', 'TD', 'GQ', 'BF', 'BJ', 'TG', 'FR', 'CA'];

export function sortCountries(countries: CountryDto[]): CountryDto[] {
  const rank = (c: CountryDto) => {
    const i = PREFERRED_COUNTRIES.indexOf(c.iso2.toUpperCase());
    return i < 0 ? PREFERRED_COUNTRIES.length : i;
  };
  return [...countries].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

export function phoneLength(iso2: string): [number, number] {
  return PHONE_LENGTHS[iso2.toUpperCase()] ?? DEFAULT_PHONE_LENGTH;
}

/**
 * The national significant digits: people in Gabon and France usually type the trunk 0
 * (074 01 02 03, 06 12 34 56 78), which is not part of the international number.
 */
export function nationalDigits(digits: string): string {
  return digits.replace(/\D/g, '').replace(/^0/, '');
}

/** The i18n key of the problem with this number, or undefined when its length fits the country (spec 1 §5). */
export function phoneProblem(value: PhoneValue): string | undefined {
  const digits = nationalDigits(value.digits);
  if (!value.digits.trim()) return 'auth.errors.phone_required';
  const [min, max] = phoneLength(value.iso2);
  if (digits.length < min || digits.length > max) return 'auth.errors.phone_invalid';
  return undefined;
}

/** `+` and the dial code before the national digits; empty when nothing was typed. */
export function fullPhoneNumber(value: PhoneValue, countries: CountryDto[]): string {
  const digits = nationalDigits(value.digits);
  if (!digits) return '';
  const dial = countries.find((c) => c.iso2.toUpperCase() === value.iso2.toUpperCase())?.dial_code ?? '+241';
  return `+${dial.replace(/\D/g, '')}${digits}`;
}

/** Splits a stored E.164 number back into country and digits (longest matching dial code wins). */
export function parsePhone(e164: string | null | undefined, countries: CountryDto[], fallbackIso2 = 'GA'): PhoneValue {
  if (!e164) return { iso2: fallbackIso2, digits: '' };
  const number = e164.replace(/[^\d+]/g, '');
  const match = [...countries]
    .sort((a, b) => b.dial_code.length - a.dial_code.length)
    .find((c) => number.startsWith(`+${c.dial_code.replace(/\D/g, '')}`));
  if (!match) return { iso2: fallbackIso2, digits: number.replace(/\D/g, '') };
  return { iso2: match.iso2, digits: number.slice(match.dial_code.replace(/\D/g, '').length + 1) };
}
