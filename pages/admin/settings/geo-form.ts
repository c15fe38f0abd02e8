import type { z } from 'zod';
import type { FormErrors } from '../../../renderer/lib/use-form-errors.js';

/** The first message (an i18n key) per field of the shared zod schema, as the forms keep them. */
export function zodFormErrors(schema: z.ZodType, values: unknown): FormErrors {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** Case- and accent-insensitive match of a search box against some of a row's texts. */
export function matches(query: string, ...texts: (string | null | undefined)[]): boolean {
  const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const q = norm(query.trim());
  return !q || texts.some((s) => s && norm(s).includes(q));
}

/** The two reference lists the geo tabs edit, by their singular name (test ids, locale keys) and API path. */
export const geoPlural = { country: 'countries', language: 'languages' } as const;
export type GeoKind = keyof typeof geoPlural;

/** Every write on a country or language answers with the whole refreshed list. */
export interface GeoListAnswer<T> {
  message?: string;
  data: Record<(typeof geoPlural)[GeoKind], T[]>;
}
