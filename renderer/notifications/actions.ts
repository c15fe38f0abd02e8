import type { NotificationView } from '../../src/contracts/notifications.js';
import { failureOf } from '../lib/api.js';
import { deleteNotification, markAllNotificationsRead, markNotificationRead } from './notifications-api.js';
import { publishChange, setUnreadCount } from './notification-store.js';
import { refreshUnreadCount } from './use-live-notifications.js';

/**
 * The three user actions, shown at once (bell, page and badge stay in step) and then sent. Spec 2
 * §8: a failure is only logged; the count is read again so the badge does not lie.
 */
async function send(what: string, call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (err) {
    console.warn(`notifications: ${what} failed`, failureOf(err).status);
    await refreshUnreadCount();
  }
}

export async function markRead(n: NotificationView): Promise<void> {
  if (n.is_read) return;
  publishChange({ kind: 'read', id: n.id });
  setUnreadCount((c) => c - 1);
  await send('mark read', () => markNotificationRead(n.id));
}

export async function markAllRead(): Promise<void> {
  publishChange({ kind: 'all-read' });
  setUnreadCount(0);
  await send('mark all read', markAllNotificationsRead);
}

export async function removeNotification(n: NotificationView): Promise<void> {
  publishChange({ kind: 'deleted', notification: n });
  if (!n.is_read) setUnreadCount((c) => c - 1);
  await send('delete', () => deleteNotification(n.id));
}
