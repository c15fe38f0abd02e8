import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { Button } from '../../../renderer/ui/button.js';
import { Checkbox } from '../../../renderer/ui/field.js';
import { CardLoadFailed } from '../../../renderer/ui/load-failed.js';
import { Section } from '../../../renderer/ui/section.js';
import { SkeletonLines } from '../../../renderer/ui/skeleton.js';
import { toast } from '../../../renderer/ui/toast.js';
import { failureText } from './profile-api.js';

const TOPICS = ['lottery_results', 'new_lotteries', 'ending_soon', 'account_updates', 'login_alerts'] as const;
type Topic = (typeof TOPICS)[number];
type Channel = Record<Topic, boolean>;
interface Preferences {
  email_notifications: Channel;
  sms_notifications: Channel;
  push_notifications: boolean;
  marketing_emails: boolean;
}

const emptyChannel = (): Channel => Object.fromEntries(TOPICS.map((k) => [k, false])) as Channel;

export function NotificationsTab() {
  const { t } = useTranslation();
  const [prefs, setPrefs] = useState<Preferences | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => {
    setError(null);
    api<{ data: Partial<Preferences> }>('/user/preferences')
      .then(({ data }) =>
        setPrefs({
          email_notifications: { ...emptyChannel(), ...data.email_notifications },
          sms_notifications: { ...emptyChannel(), ...data.sms_notifications },
          push_notifications: !!data.push_notifications,
          marketing_emails: !!data.marketing_emails,
        }),
      )
      .catch((err) => setError(failureText(failureOf(err), t('profile_page.notifications.load_failed'), t)));
  }, [t]);
  useEffect(() => load(), [load]);

  async function save() {
    if (!prefs) return;
    setSaving(true);
    try {
      const res = await api<{ message?: string }>('/user/preferences/detailed', { method: 'PUT', body: prefs });
      toast.success(res.message || t('profile_page.notifications.saved'));
    } catch (err) {
      toast.error(failureText(failureOf(err), t('profile_page.notifications.failed'), t));
    } finally {
      setSaving(false);
    }
  }

  const toggle = (channel: 'email_notifications' | 'sms_notifications', topic: Topic, on: boolean) =>
    setPrefs((p) => p && { ...p, [channel]: { ...p[channel], [topic]: on } });

  return (
    <Section title={t('profile_page.notifications.title')} testId="notifications-form">
      {error ? (
        <CardLoadFailed message={error} onRetry={load} />
      ) : !prefs ? (
        <SkeletonLines count={TOPICS.length} className="h-8 w-full" />
      ) : (
        <div className="space-y-5">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-neutral-600">
                <th scope="col" className="py-2 font-medium">
                  {t('profile_page.notifications.topic')}
                </th>
                <th scope="col" className="w-16 py-2 text-center font-medium">
                  {t('profile_page.notifications.email')}
                </th>
                <th scope="col" className="w-16 py-2 text-center font-medium">
                  {t('profile_page.notifications.sms')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-200">
              {TOPICS.map((topic) => (
                <tr key={topic}>
                  <th scope="row" className="py-3 pr-2 text-left font-normal text-neutral-900">
                    {t(`profile_page.notifications.topics.${topic}`)}
                  </th>
                  {(['email_notifications', 'sms_notifications'] as const).map((channel) => (
                    <td key={channel} className="py-3 text-center">
                      <input
                        type="checkbox"
                        role="switch"
                        name={`${channel}.${topic}`}
                        aria-label={`${t(`profile_page.notifications.topics.${topic}`)} — ${t(`profile_page.notifications.${channel === 'email_notifications' ? 'email' : 'sms'}`)}`}
                        checked={prefs[channel][topic]}
                        aria-checked={prefs[channel][topic]}
                        onChange={(e) => toggle(channel, topic, e.target.checked)}
                        className="size-5 cursor-pointer accent-brand-700"
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="space-y-3 border-t border-neutral-200 pt-4">
            <Checkbox
              name="push_notifications"
              role="switch"
              label={t('profile_page.notifications.push')}
              checked={prefs.push_notifications}
              onChange={(e) => setPrefs({ ...prefs, push_notifications: e.target.checked })}
            />
            <Checkbox
              name="marketing_emails"
              role="switch"
              label={t('profile_page.notifications.marketing')}
              checked={prefs.marketing_emails}
              onChange={(e) => setPrefs({ ...prefs, marketing_emails: e.target.checked })}
            />
          </div>
          <Button loading={saving} onClick={() => void save()}>
            {t('profile_page.save')}
          </Button>
        </div>
      )}
    </Section>
  );
}
