import { z } from 'zod';
import './zod-locale.js';
import { NOTIFICATION_TYPES, type NotificationType } from './notifications.js';

/**
 * Types an administrator cannot switch off: `system` carries the platform's own notices (and what
 * staff send with POST /admin/notifications), `admin_alert` tells staff about payments and draws that
 * need them. Account-security e-mails (sign-in and verification codes, password resets, new sign-in
 * warnings) are not notifications at all: they are mailed directly and no setting reaches them.
 */
export const ALWAYS_ON_NOTIFICATION_TYPES: readonly NotificationType[] = ['system', 'admin_alert'];

export interface NotificationTypeState {
  id: NotificationType;
  enabled: boolean;
}

/** spec 3 §3 notification_types, as GET /admin/settings answers it (name and description in the reader's language) */
export interface NotificationTypeSetting extends NotificationTypeState {
  name: string;
  description: string;
  /** always on (ALWAYS_ON_NOTIFICATION_TYPES): the switch is shown but cannot be turned off */
  locked: boolean;
}

export const NOTIFICATION_TYPE_DEFAULTS: NotificationTypeState[] = NOTIFICATION_TYPES.map((id) => ({
  id,
  enabled: true,
}));

/** The stored list: each type at most once; a type missing from it is on. */
export function notificationTypesSchema(invalid: string, locked: string) {
  return z
    .array(
      z.strictObject({ id: z.enum(NOTIFICATION_TYPES, { error: invalid }), enabled: z.boolean({ error: invalid }) }),
      { error: invalid },
    )
    .max(NOTIFICATION_TYPES.length, invalid)
    .refine((list) => new Set(list.map((t) => t.id)).size === list.length, invalid)
    .refine((list) => !list.some((t) => !t.enabled && ALWAYS_ON_NOTIFICATION_TYPES.includes(t.id)), locked);
}

/** Every type in NOTIFICATION_TYPES order, with `changes` applied over `current` (a partial list changes only the types it names). */
export function mergeNotificationTypes(
  current: NotificationTypeState[],
  changes: NotificationTypeState[] = [],
): NotificationTypeState[] {
  const enabled = new Map<NotificationType, boolean>([...current, ...changes].map((t) => [t.id, t.enabled]));
  return NOTIFICATION_TYPES.map((id) => ({
    id,
    enabled: ALWAYS_ON_NOTIFICATION_TYPES.includes(id) || (enabled.get(id) ?? true),
  }));
}

export function notificationTypeEnabled(list: NotificationTypeState[], id: NotificationType): boolean {
  return ALWAYS_ON_NOTIFICATION_TYPES.includes(id) || (list.find((t) => t.id === id)?.enabled ?? true);
}
