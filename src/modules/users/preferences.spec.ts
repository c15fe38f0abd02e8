import { DEFAULT_PREFERENCES, effectivePreferences, mergePreferences, wantsNotification } from './preferences.js';

describe('effectivePreferences', () => {
  it('gives the spec defaults for nothing stored or garbage', () => {
    for (const stored of [null, undefined, 'x', [], { email_notifications: 'yes' }])
      expect(effectivePreferences(stored)).toEqual(DEFAULT_PREFERENCES);
    expect(DEFAULT_PREFERENCES.sms_notifications).toEqual({
      lottery_results: true,
      new_lotteries: false,
      ending_soon: true,
      account_updates: false,
      login_alerts: false,
    });
  });

  it('keeps stored booleans and fills the rest from the defaults', () => {
    const prefs = effectivePreferences({
      sms_notifications: { login_alerts: true, ending_soon: 'no' },
      marketing_emails: true,
      theme: 'dark',
    });
    expect(prefs.sms_notifications).toMatchObject({ login_alerts: true, ending_soon: true, new_lotteries: false });
    expect(prefs.marketing_emails).toBe(true);
    expect(prefs).not.toHaveProperty('theme');
    expect(wantsNotification({ sms_notifications: { login_alerts: true } }, 'sms', 'login_alerts')).toBe(true);
    expect(wantsNotification(null, 'sms', 'new_lotteries')).toBe(false);
  });

  it('merges an update over what is stored', () => {
    const merged = mergePreferences({ push_notifications: true }, { email_notifications: { new_lotteries: false } });
    expect(merged.push_notifications).toBe(true);
    expect(merged.email_notifications).toEqual({ ...DEFAULT_PREFERENCES.email_notifications, new_lotteries: false });
  });
});
