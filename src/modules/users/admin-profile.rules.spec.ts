import { adminProfileSettings, dayIn, loginStreak, monthStartIn, withAdminPreferences } from './admin-profile.rules.js';

describe('loginStreak', () => {
  it('counts consecutive days ending today, across a month end', () => {
    expect(loginStreak(['2026-11-26', '2026-11-25', '2026-11-24', '2026-11-22'], '2026-11-26')).toBe(3);
    expect(loginStreak(['2026-12-01', '2026-11-30', '2026-11-29'], '2026-12-01')).toBe(3);
  });
  it('is 0 without a sign-in today', () => {
    expect(loginStreak(['2026-11-25', '2026-11-24'], '2026-11-26')).toBe(0);
  });
});

describe('time zone helpers', () => {
  it('reads the day and the month start in the zone', () => {
    const now = new Date('2026-11-30T23:30:00Z');
    expect(dayIn('Africa/Libreville', now)).toBe('2026-12-01');
    expect(dayIn('UTC', now)).toBe('2026-11-30');
    expect(monthStartIn('Africa/Libreville', now).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(monthStartIn('America/New_York', new Date('2026-11-15T12:00:00Z')).toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
  });
});

describe('stored back-office preferences', () => {
  it('defaults to Libreville, French and every alert on, and keeps other keys on update', () => {
    const defaults = adminProfileSettings(null);
    expect(defaults).toMatchObject({ timezone: 'Africa/Libreville', language: 'fr', position: null, bio: null });
    expect(Object.values(defaults.notifications).every(Boolean)).toBe(true);
    const next = withAdminPreferences(
      { bio: 'x', timezone: 'Mars/Olympus' },
      { notifications: [{ id: 'new_orders', enabled: false }] },
    );
    expect(next).toMatchObject({ bio: 'x', timezone: 'Africa/Libreville', language: 'fr' });
    expect(adminProfileSettings(next).notifications.new_orders).toBe(false);
  });
});
