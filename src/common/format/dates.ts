/**
 * Dates shown to users, always in Gabon's time zone (UTC+1, no daylight saving) so that server
 * and browser render the same text whatever the machine's own zone.
 */

export const TIME_ZONE = 'Africa/Libreville';

export type DateInput = Date | string | number;
/**
 * `(key, opts?) => string`, spelt as two call signatures so that i18next's overloaded `t`
 * (from useTranslation or a server instance) can be passed as is.
 */
export type Translate = {
  (key: string): string;
  (key: string, opts: Record<string, unknown>): string;
};

/** 'fr' and 'en' both read day/month/year; en-GB is the English locale that keeps that order. */
function intlLocale(locale: string): string {
  if (locale === 'fr') return 'fr-FR';
  if (locale === 'en') return 'en-GB';
  return locale;
}

function toDate(date: DateInput): Date {
  return date instanceof Date ? date : new Date(date);
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: TIME_ZONE });
    cache.set(key, f);
  }
  return f;
}

const isValid = (d: Date) => !Number.isNaN(d.getTime());

/** "22/11/2026"; an unparsable date gives '' rather than throwing in the middle of a render. */
export function formatDate(date: DateInput, locale = 'fr'): string {
  const d = toDate(date);
  if (!isValid(d)) return '';
  return formatter(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);
}

/** "22/11/2026 14:05" (24 h). Built from two parts because some locales put a comma between them. */
export function formatDateTime(date: DateInput, locale = 'fr'): string {
  const d = toDate(date);
  if (!isValid(d)) return '';
  const time = formatter(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
  return `${formatDate(d, locale)} ${time}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "À l'instant", "il y a 5 min", "il y a 3 h", "il y a 2 j", then a short date: "3 nov." this year,
 * "3 nov. 2025" otherwise. `t` comes from i18next so the function stays pure and shared.
 * A date up to a minute in the future (clock skew) counts as "just now"; further ahead, the date is shown.
 */
export function relativeTime(date: DateInput, now: Date = new Date(), t: Translate, locale = 'fr'): string {
  const d = toDate(date);
  if (!isValid(d)) return '';
  const elapsed = now.getTime() - d.getTime();
  if (elapsed > -MINUTE && elapsed < MINUTE) return t('time.just_now');
  if (elapsed > 0) {
    if (elapsed < HOUR) return t('time.minutes', { count: Math.floor(elapsed / MINUTE) });
    if (elapsed < DAY) return t('time.hours', { count: Math.floor(elapsed / HOUR) });
    if (elapsed < 7 * DAY) return t('time.days', { count: Math.floor(elapsed / DAY) });
  }
  const year = formatter(locale, { year: 'numeric' });
  const sameYear = year.format(d) === year.format(now);
  const options: Intl.DateTimeFormatOptions = sameYear
    ? { day: 'numeric', month: 'short' }
    : { day: 'numeric', month: 'short', year: 'numeric' };
  return formatter(locale, options).format(d);
}
