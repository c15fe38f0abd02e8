import type { NotificationListData, NotificationType, UnreadCountData } from '../../src/contracts/notifications.js';
import { api } from '../lib/api.js';

export interface ListOptions {
  limit: number;
  offset?: number;
  unreadOnly?: boolean;
  type?: NotificationType;
}

export async function fetchNotifications({
  limit,
  offset = 0,
  unreadOnly,
  type,
}: ListOptions): Promise<NotificationListData> {
  const q = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (unreadOnly) q.set('unread_only', 'true');
  if (type) q.set('type', type);
  return (await api<{ data: NotificationListData }>(`/notifications?${q}`)).data;
}

export async function fetchUnreadCount(): Promise<number> {
  return (await api<{ data: UnreadCountData }>('/notifications/unread-count')).data.unread_count;
}

export const markNotificationRead = (id: number) => api(`/notifications/${id}/read`, { method: 'POST' });
export const markAllNotificationsRead = () => api('/notifications/mark-all-read', { method: 'POST' });
export const deleteNotification = (id: number) => api(`/notifications/${id}`, { method: 'DELETE' });
