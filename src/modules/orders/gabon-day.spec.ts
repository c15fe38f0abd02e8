import { gabonDayStart, gabonToday, nextDay } from './gabon-day.js';

describe('days in Libreville (UTC+1)', () => {
  it('starts a day at 23:00 UTC the evening before', () => {
    expect(gabonDayStart('2026-11-10').toISOString()).toBe('2026-11-09T23:00:00.000Z');
  });

  it('steps over month and year ends', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });

  it('is already tomorrow in Libreville at 23:30 UTC', () => {
    expect(gabonToday(new Date('2026-11-10T23:30:00Z'))).toBe('2026-11-11');
    expect(gabonToday(new Date('2026-11-10T22:59:00Z'))).toBe('2026-11-10');
  });
});
