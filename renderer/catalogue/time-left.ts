import type { Translate } from '../../src/common/format/dates.js';

/**
 * Spec 2 §4: 'Terminé' when past, else days and hours, or hours and minutes. Computed from the
 * server's `time_remaining` so the server and the browser render the same text.
 */
export function timeLeft(seconds: number, t: Translate): string {
  if (seconds <= 0) return t('catalogue.time.over');
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return t('catalogue.time.days_hours', { days, hours });
  if (hours > 0) return t('catalogue.time.hours_minutes', { hours, minutes });
  return t('catalogue.time.minutes', { minutes: Math.max(1, minutes) });
}
