import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALWAYS_ON_NOTIFICATION_TYPES,
  mergeNotificationTypes,
  type NotificationTypeState,
} from '../../../src/contracts/notification-settings.js';
import { SETTING_SCHEMAS, type GroupedSettings } from '../../../src/contracts/settings.js';
import { api } from '../../../renderer/lib/api.js';
import type { FormErrors } from '../../../renderer/lib/use-form-errors.js';
import { SubmitButton } from '../../../renderer/ui/button.js';
import { Card, CardBody, CardHeader } from '../../../renderer/ui/card.js';
import { Checkbox, TextInput } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';
import { useForm } from '../../../renderer/ui/use-form.js';

type Sender = GroupedSettings['notifications'];
/** GET /admin/settings also answers the types; a restore from the history does not, so they may be missing. */
export type SettingsWithTypes = GroupedSettings & { notification_types?: NotificationTypeState[] };

function validate(values: Sender): FormErrors {
  const errors: FormErrors = {};
  for (const key of ['from_email', 'from_name'] as const) {
    const parsed = SETTING_SCHEMAS[key].safeParse(values[key]);
    if (!parsed.success && parsed.error.issues[0]) errors[key] = parsed.error.issues[0].message;
  }
  return errors;
}

/** Spec 3 §2 "Notifications": the sender of every e-mail and the automatic notification types, saved together. */
export function NotificationsTab({
  settings,
  onSaved,
}: {
  settings: SettingsWithTypes;
  onSaved: (all: GroupedSettings) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Sender>(() => ({ ...settings.notifications }), validate);
  const [types, setTypes] = useState(() => mergeNotificationTypes(settings.notification_types ?? []));

  const send = async () => {
    const res = await api<{ message?: string; data: SettingsWithTypes }>('/admin/settings/notifications', {
      method: 'PUT',
      body: { ...form.values, notification_types: types.map(({ id, enabled }) => ({ id, enabled })) },
    });
    toast.success(res.message || t('admin_settings.messages.saved'));
    onSaved(res.data);
  };

  return (
    <form
      method="post"
      noValidate
      data-testid="settings-form-notifications"
      className="space-y-4"
      onSubmit={(e) =>
        void form.submit({ send, failed: () => toast.error(t('admin_settings.messages.save_failed')) })(e)
      }
    >
      <Card>
        <CardHeader>
          <h2 className="font-semibold">{t('admin_settings.notifications_tab.sender_title')}</h2>
          <p className="text-sm text-neutral-600">{t('admin_settings.notifications_tab.sender_intro')}</p>
        </CardHeader>
        <CardBody className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label={t('admin_settings.notifications_tab.from_email')}
            type="email"
            autoComplete="off"
            {...form.field('from_email')}
          />
          <TextInput
            label={t('admin_settings.notifications_tab.from_name')}
            autoComplete="off"
            {...form.field('from_name')}
          />
        </CardBody>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="font-semibold">{t('admin_settings.notifications_tab.types_title')}</h2>
          <p className="text-sm text-neutral-600">{t('admin_settings.notifications_tab.types_intro')}</p>
        </CardHeader>
        <CardBody>
          <ul className="divide-y divide-neutral-100" data-testid="notification-types">
            {types.map((type) => {
              const locked = ALWAYS_ON_NOTIFICATION_TYPES.includes(type.id);
              return (
                <li key={type.id} className="py-3">
                  <Checkbox
                    name={`notification_type_${type.id}`}
                    label={t(`admin_settings.notification_types.${type.id}.name`)}
                    hint={`${t(`admin_settings.notification_types.${type.id}.description`)}${locked ? ` — ${t('admin_settings.notifications_tab.always_on')}` : ''}`}
                    checked={type.enabled}
                    disabled={locked}
                    onChange={(e) => {
                      const enabled = e.target.checked;
                      setTypes((list) => list.map((x) => (x.id === type.id ? { ...x, enabled } : x)));
                    }}
                  />
                </li>
              );
            })}
          </ul>
        </CardBody>
      </Card>
      <SubmitButton loading={form.saving}>{t('admin_settings.notifications_tab.save')}</SubmitButton>
    </form>
  );
}
