import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeTime, type DateInput } from '../../src/common/format/dates.js';
import { getI18n } from '../i18n.js';
import type { Locale } from '../types.js';

const TICK_MS = 30_000;

/**
 * Spec 1 §4 "Relative time" in the page's language: "À l'instant" under 60 s, then "il y a 5 min",
 * "il y a 3 h", "il y a 2 j" up to 7 days, then a short date ("3 nov.", with the year only when it
 * is not the current one).
 */
export function formatRelative(date: DateInput, now: Date = new Date(), locale: Locale = 'fr'): string {
  return relativeTime(date, now, getI18n(locale).t, locale);
}

/**
 * A formatter for lists fetched in the browser; it re-renders every 30 s so "À l'instant" turns
 * into minutes while the list stays open. Server HTML never holds these texts (no hydration gap).
 */
export function useRelativeTime(): (date: DateInput) => string {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(id);
  }, []);
  return (date) => relativeTime(date, now, t, i18n.language);
}
