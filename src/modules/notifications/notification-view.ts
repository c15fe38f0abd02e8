import { notificationDisplayType, type NotificationView } from '../../contracts/notifications.js';
import type { Notification } from './notification.entity.js';

export function notificationView(n: Notification): NotificationView {
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
