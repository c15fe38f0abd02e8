import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import {
  ALWAYS_ON_NOTIFICATION_TYPES,
  mergeNotificationTypes,
  type NotificationTypeSetting,
  type NotificationTypeState,
} from '../../contracts/notification-settings.js';

/** spec 3 §3 notification_types: every type, its name and description in `locale`, and whether it is on. */
export function notificationTypeSettings(stored: NotificationTypeState[], locale: Locale): NotificationTypeSetting[] {
  const t = translator(locale);
  return mergeNotificationTypes(stored).map(({ id, enabled }) => ({
    id,
    name: t(`admin_settings.notification_types.${id}.name`),
    description: t(`admin_settings.notification_types.${id}.description`),
    enabled,
    locked: ALWAYS_ON_NOTIFICATION_TYPES.includes(id),
  }));
}
