// tsconfig.web.json also checks this file but does not load the Jest globals.
/// <reference types="jest" />
import { formatRelative } from './relative-time.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// 22 Nov 2026, 14:05 in Libreville (UTC+1).
const NOW = new Date('2026-11-22T13:05:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('formatRelative (the bell and the notifications page)', () => {
  it("says À l'instant under 60 s", () => {
    expect(formatRelative(NOW, NOW)).toBe("À l'instant");
    expect(formatRelative(ago(59 * SECOND), NOW)).toBe("À l'instant");
  });

  it('counts minutes, hours and days in French', () => {
    expect(formatRelative(ago(60 * SECOND), NOW)).toBe('il y a 1 min');
    expect(formatRelative(ago(59 * MINUTE), NOW)).toBe('il y a 59 min');
    expect(formatRelative(ago(HOUR), NOW)).toBe('il y a 1 h');
    expect(formatRelative(ago(23 * HOUR), NOW)).toBe('il y a 23 h');
    expect(formatRelative(ago(DAY), NOW)).toBe('il y a 1 j');
    expect(formatRelative(ago(6 * DAY + 23 * HOUR), NOW)).toBe('il y a 6 j');
  });

  it('shows a short French date from 7 days on, with the year only for another year', () => {
    expect(formatRelative(ago(7 * DAY), NOW)).toBe('15 nov.');
    expect(formatRelative(new Date('2025-11-03T10:00:00Z'), NOW)).toBe('3 nov. 2025');
  });

  it('accepts the ISO strings the API sends and ignores unreadable ones', () => {
    expect(formatRelative(ago(3 * HOUR).toISOString(), NOW)).toBe('il y a 3 h');
    expect(formatRelative('not a date', NOW)).toBe('');
  });

  it('follows the page language', () => {
    expect(formatRelative(ago(5 * MINUTE), NOW, 'en')).toBe('5 min ago');
    expect(formatRelative(ago(10 * SECOND), NOW, 'en')).toBe('Just now');
  });
});
