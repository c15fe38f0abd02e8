// tsconfig.web.json also checks this file but does not load the Jest globals.
/// <reference types="jest" />
import { formatDate, formatDateTime, relativeTime, type Translate } from './dates.js';

/** Echoes the key and the count so assertions show exactly what would be translated. */
const t: Translate = (key: string, opts?: Record<string, unknown>) =>
  opts && 'count' in opts ? `${key}:${String(opts.count)}` : key;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// 22 Nov 2026, 14:05 in Libreville (UTC+1).
const NOW = new Date('2026-11-22T13:05:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('formatDate', () => {
  it('writes day/month/year', () => {
    expect(formatDate(NOW)).toBe('22/11/2026');
    expect(formatDate(new Date('2026-03-05T12:00:00Z'))).toBe('05/03/2026');
  });

  it('uses Libreville time, not the machine zone', () => {
    // 23:30 UTC on 31 Dec is already 00:30 on 1 Jan in Libreville.
    expect(formatDate(new Date('2025-12-31T23:30:00Z'))).toBe('01/01/2026');
  });

  it('accepts ISO strings and timestamps', () => {
    expect(formatDate('2026-11-22T13:05:00Z')).toBe('22/11/2026');
    expect(formatDate(NOW.getTime())).toBe('22/11/2026');
  });

  it('keeps day/month order in English', () => {
    expect(formatDate(NOW, 'en')).toBe('22/11/2026');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the 24-hour time', () => {
    expect(formatDateTime(NOW)).toBe('22/11/2026 14:05');
    expect(formatDateTime(new Date('2026-11-22T23:59:00Z'))).toBe('23/11/2026 00:59');
    expect(formatDateTime(new Date('2026-06-01T08:07:00Z'))).toBe('01/06/2026 09:07');
  });

  it('has the same shape in English', () => {
    expect(formatDateTime(NOW, 'en')).toBe('22/11/2026 14:05');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});

describe('relativeTime', () => {
  it('says "just now" under a minute', () => {
    expect(relativeTime(NOW, NOW, t)).toBe('time.just_now');
    expect(relativeTime(ago(59 * SECOND), NOW, t)).toBe('time.just_now');
    expect(relativeTime(ago(59 * SECOND + 999), NOW, t)).toBe('time.just_now');
  });

  it('switches to minutes at exactly 60 s', () => {
    expect(relativeTime(ago(60 * SECOND), NOW, t)).toBe('time.minutes:1');
    expect(relativeTime(ago(119 * SECOND), NOW, t)).toBe('time.minutes:1');
    expect(relativeTime(ago(59 * MINUTE + 59 * SECOND), NOW, t)).toBe('time.minutes:59');
  });

  it('switches to hours at 60 min', () => {
    expect(relativeTime(ago(HOUR), NOW, t)).toBe('time.hours:1');
    expect(relativeTime(ago(23 * HOUR + 59 * MINUTE), NOW, t)).toBe('time.hours:23');
  });

  it('switches to days at 24 h', () => {
    expect(relativeTime(ago(DAY), NOW, t)).toBe('time.days:1');
    expect(relativeTime(ago(6 * DAY + 23 * HOUR), NOW, t)).toBe('time.days:6');
  });

  it('shows a short date from 7 days on, without the year in the current year', () => {
    expect(relativeTime(ago(7 * DAY), NOW, t)).toBe('15 nov.');
    expect(relativeTime(new Date('2026-05-03T10:00:00Z'), NOW, t)).toBe('3 mai');
  });

  it('adds the year for another year', () => {
    expect(relativeTime(new Date('2025-11-03T10:00:00Z'), NOW, t)).toBe('3 nov. 2025');
    expect(relativeTime(new Date('2025-12-25T10:00:00Z'), new Date('2026-01-05T10:00:00Z'), t)).toBe('25 déc. 2025');
  });

  it('decides the year in Libreville time', () => {
    // 31 Dec 23:30 UTC is 1 Jan 00:30 in Libreville: same year as a "now" in January 2026.
    expect(relativeTime(new Date('2025-12-31T23:30:00Z'), new Date('2026-01-20T12:00:00Z'), t)).toBe('1 janv.');
  });

  it('treats a small clock skew as "just now" and shows the date for real future times', () => {
    expect(relativeTime(new Date(NOW.getTime() + 30 * SECOND), NOW, t)).toBe('time.just_now');
    expect(relativeTime(new Date(NOW.getTime() + 2 * DAY), NOW, t)).toBe('24 nov.');
  });

  it('passes the count as a number for i18next plurals', () => {
    const calls: Array<[string, Record<string, unknown> | undefined]> = [];
    relativeTime(ago(5 * MINUTE), NOW, (key: string, opts?: Record<string, unknown>) => {
      calls.push([key, opts]);
      return key;
    });
    expect(calls).toEqual([['time.minutes', { count: 5 }]]);
  });

  it('returns an empty string for an invalid date', () => {
    expect(relativeTime('nope', NOW, t)).toBe('');
  });
});
