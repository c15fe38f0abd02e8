import { TIME_ZONE } from '../../common/format/dates.js';

/**
 * Calendar days as operators in Gabon mean them. Africa/Libreville is UTC+1 all year (no daylight
 * saving), so a day's bounds are a fixed offset and need no time-zone database in the SQL.
 */
const OFFSET = '+01:00';

/** Midnight starting `day` (YYYY-MM-DD) in Libreville. */
export function gabonDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${OFFSET}`);
}

/** The day after `day`, as YYYY-MM-DD. */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const todayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Libreville, as YYYY-MM-DD. */
export function gabonToday(now = new Date()): string {
  return todayFormat.format(now);
}
