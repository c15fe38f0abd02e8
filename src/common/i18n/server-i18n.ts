import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import i18next, { type i18n, type TFunction } from 'i18next';

export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

let instance: i18n | undefined;

function load(locale: Locale): Record<string, unknown> {
  const root = process.env.APP_ROOT ?? process.cwd();
  return JSON.parse(readFileSync(resolve(root, 'locales', `${locale}.json`), 'utf8')) as Record<string, unknown>;
}

/** The server's own i18next instance, reading the same catalogues as the pages. */
export function serverI18n(): i18n {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      initAsync: false,
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: load(l) }])),
      interpolation: { escapeValue: false },
      returnNull: false,
      nsSeparator: false,
    });
  }
  return instance;
}

export function translator(locale: Locale): TFunction {
  return serverI18n().getFixedT(locale);
}

/** Picks the user's language: explicit cookie first, then Accept-Language, else French. */
export function pickLocale(cookieValue: string | undefined, acceptLanguage: string | undefined): Locale {
  if (cookieValue && (LOCALES as readonly string[]).includes(cookieValue)) return cookieValue as Locale;
  if (acceptLanguage) {
    const first = acceptLanguage.split(',')[0]?.trim().slice(0, 2).toLowerCase();
    if (first && (LOCALES as readonly string[]).includes(first)) return first as Locale;
  }
  return DEFAULT_LOCALE;
}
