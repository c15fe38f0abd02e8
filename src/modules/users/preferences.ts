import {
  NOTIFICATION_TOPICS,
  type ChannelPreferences,
  type NotificationTopic,
  type Preferences,
  type PreferencesUpdateInput,
} from '../../contracts/profile.js';

/**
 * Spec 2 §3 defaults: draw results by e-mail and SMS, new lotteries by e-mail, ending soon by e-mail and
 * SMS, login alerts by e-mail, profile (account) updates by e-mail; everything else off.
 */
export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  email_notifications: Object.freeze({
    lottery_results: true,
    new_lotteries: true,
    ending_soon: true,
    account_updates: true,
    login_alerts: true,
  }),
  sms_notifications: Object.freeze({
    lottery_results: true,
    new_lotteries: false,
    ending_soon: true,
    account_updates: false,
    login_alerts: false,
  }),
  push_notifications: false,
  marketing_emails: false,
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);

function channel(stored: unknown, defaults: ChannelPreferences): ChannelPreferences {
  const source = isRecord(stored) ? stored : {};
  return Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t, bool(source[t], defaults[t])])) as ChannelPreferences;
}

/**
 * The preferences that apply to a user: what is stored in `users.preferences`, every missing or
 * malformed value taken from the defaults. Pure: notifications read it to decide what to send.
 */
export function effectivePreferences(stored: unknown): Preferences {
  const source = isRecord(stored) ? stored : {};
  return {
    email_notifications: channel(source.email_notifications, DEFAULT_PREFERENCES.email_notifications),
    sms_notifications: channel(source.sms_notifications, DEFAULT_PREFERENCES.sms_notifications),
    push_notifications: bool(source.push_notifications, DEFAULT_PREFERENCES.push_notifications),
    marketing_emails: bool(source.marketing_emails, DEFAULT_PREFERENCES.marketing_emails),
  };
}

/** Whether a user wants messages about `topic` on `channel` (push and marketing have their own switch). */
export function wantsNotification(stored: unknown, channelName: 'email' | 'sms', topic: NotificationTopic): boolean {
  const prefs = effectivePreferences(stored);
  return (channelName === 'email' ? prefs.email_notifications : prefs.sms_notifications)[topic];
}

/** Applies an update onto the effective preferences; omitted values are kept. */
export function mergePreferences(stored: unknown, update: PreferencesUpdateInput): Preferences {
  const current = effectivePreferences(stored);
  const pick = (base: ChannelPreferences, patch: Partial<Record<NotificationTopic, boolean | undefined>> | undefined) =>
    Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t, patch?.[t] ?? base[t]])) as ChannelPreferences;
  return {
    email_notifications: pick(current.email_notifications, update.email_notifications),
    sms_notifications: pick(current.sms_notifications, update.sms_notifications),
    push_notifications: update.push_notifications ?? current.push_notifications,
    marketing_emails: update.marketing_emails ?? current.marketing_emails,
  };
}
