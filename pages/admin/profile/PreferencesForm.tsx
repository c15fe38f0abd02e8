import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import {
  ADMIN_LANGUAGES,
  ADMIN_TIMEZONES,
  type AdminLanguage,
  type AdminNotificationPreference,
  type AdminProfileDto,
  type AdminTimezone,
} from '../../../src/contracts/admin-profile.js';
import { switchLanguage } from '../../../renderer/layouts/LanguageSwitch.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import { SubmitButton } from '../../../renderer/ui/button.js';
import { Checkbox, Select } from '../../../renderer/ui/field.js';
import { Section } from '../../../renderer/ui/section.js';
import { toast } from '../../../renderer/ui/toast.js';

/** Spec 3 §2 preferences: time zone (the five of §5), language, the administrator's notification switches. */
export function PreferencesForm({ profile }: { profile: AdminProfileDto }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const [timezone, setTimezone] = useState<AdminTimezone>(profile.timezone);
  const [language, setLanguage] = useState<AdminLanguage>(profile.language);
  const [notifications, setNotifications] = useState<AdminNotificationPreference[]>(profile.notifications);
  const [saving, setSaving] = useState(false);

  const toggle = (id: string, enabled: boolean) =>
    setNotifications((list) => list.map((n) => (n.id === id ? { ...n, enabled } : n)));

  async function save(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      const res = await api<{ message?: string }>('/admin/profile/preferences', {
        method: 'PUT',
        body: { timezone, language, notifications },
      });
      toast.success(res.message || t('admin_profile.messages.preferences_saved'));
      // the back-office then speaks the chosen language
      if (language !== locale) switchLanguage(language);
    } catch (err) {
      toast.error(failureOf(err).message || t('admin_profile.errors.preferences'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section title={t('admin_profile.preferences.title')} testId="admin-profile-preferences">
      <form method="post" onSubmit={save} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            name="timezone"
            label={t('admin_profile.preferences.timezone')}
            value={timezone}
            onChange={(e) => setTimezone(e.target.value as AdminTimezone)}
            options={ADMIN_TIMEZONES.map((z) => ({ value: z, label: z }))}
          />
          <Select
            name="language"
            label={t('admin_profile.preferences.language')}
            value={language}
            onChange={(e) => setLanguage(e.target.value as AdminLanguage)}
            options={ADMIN_LANGUAGES.map((l) => ({ value: l, label: t(`admin_profile.preferences.languages.${l}`) }))}
          />
        </div>
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-semibold text-neutral-900">
            {t('admin_profile.preferences.notifications')}
          </legend>
          {notifications.map((n) => (
            <Checkbox
              key={n.id}
              name={`notification_${n.id}`}
              role="switch"
              aria-checked={n.enabled}
              checked={n.enabled}
              onChange={(e) => toggle(n.id, e.target.checked)}
              label={n.name}
              hint={n.description}
            />
          ))}
        </fieldset>
        <SubmitButton loading={saving}>{t('admin_profile.preferences.save')}</SubmitButton>
      </form>
    </Section>
  );
}
