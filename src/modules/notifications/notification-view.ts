import { notificationDisplayType, type NotificationView } from '../../contracts/notifications.js';
import type { Notification } from './notification.entity.js';

/** What a view needs of a row: the entity, or a row written without it (see notification-rows.ts). */
export type NotificationRow = Pick<Notification, 'id' | 'type' | 'title' | 'message' | 'data' | 'readAt' | 'createdAt'>;

export function notificationView(n: NotificationRow): NotificationView {
  return {
    id: n.id,
    type: notificationDisplayType(n.type),
    title: n.title,
    message: n.message,
    data: n.data ?? {},
    is_read: n.readAt != null,
    created_at: n.createdAt.toISOString(),
  };
}
