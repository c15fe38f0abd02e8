import { z } from 'zod';
import './zod-locale.js';

/** Spec 2 §9 (and spec 1 §4): the nine notification types. Unknown types are shown like `system`. */
export const NOTIFICATION_TYPES = [
  'order_status_changed',
  'lottery_winner',
  'ticket_purchase',
  'lottery_draw_result',
  'merchant_payment',
  'admin_alert',
  'welcome',
  'reminder',
  'system',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Spec 2 §2.2: the notifications page's type filters (besides "all" and "unread"). */
export const NOTIFICATION_PAGE_FILTER_TYPES = [
  'order_status_changed',
  'lottery_winner',
  'ticket_purchase',
  'reminder',
] as const;

/** Spec 2 §9 page size; spec 1 §9 bell size. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_BELL_SIZE = 10;
export const NOTIFICATIONS_MAX_LIMIT = 50;
/** Spec 1 §9: the unread count is polled every 30 s when the socket is down. */
export const NOTIFICATIONS_POLL_MS = 30_000;

export interface NotificationData {
  order_number?: string;
  lottery_id?: number;
  lottery_number?: string;
  product_id?: number;
  [key: string]: unknown;
}

export interface NotificationView {
  id: number;
  type: NotificationType;
  /** sanitised HTML (allow-list applied when written) */
  title: string;
  /** sanitised HTML (allow-list applied when written) */
  message: string;
  data: NotificationData;
  is_read: boolean;
  /** ISO 8601 */
  created_at: string;
}

export interface NotificationStats {
  total: number;
  unread: number;
  /** notifications of the last 24 hours */
  recent: number;
  by_type: Partial<Record<NotificationType, number>>;
}

/** GET /api/notifications → data */
export interface NotificationListData {
  notifications: NotificationView[];
  stats: NotificationStats;
}

/** GET /api/notifications/unread-count → data */
export interface UnreadCountData {
  unread_count: number;
}

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const flag = (v: unknown) =>
  v === 'true' || v === '1' || v === true ? true : v === 'false' || v === '0' || v === false ? false : blank(v);

/** GET /api/notifications query (spec 2 §7: limit=20, offset, optional unread_only=true or type). */
export const notificationListQuerySchema = z.object({
  limit: z.preprocess(
    blank,
    z.coerce.number().int().min(1).max(NOTIFICATIONS_MAX_LIMIT).default(NOTIFICATIONS_PAGE_SIZE),
  ),
  offset: z.preprocess(blank, z.coerce.number().int().min(0).max(1_000_000).default(0)),
  unread_only: z.preprocess(flag, z.boolean().default(false)),
  type: z.preprocess(blank, z.enum(NOTIFICATION_TYPES).optional()),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** Socket.IO events sent to the `user:<id>` room. */
export const NOTIFICATION_NEW_EVENT = 'notification:new';
export const NOTIFICATION_COUNT_EVENT = 'notification:count';
export type NotificationNewPayload = NotificationView;
export interface NotificationCountPayload {
  unread: number;
}

/**
 * Spec 2 §2.2 "Click targets": where a click on a notification leads. `null` means the notification
 * does not navigate (it is only marked read).
 */
export function notificationTarget(n: Pick<NotificationView, 'type' | 'data'>): string | null {
  const data = n.data ?? {};
  switch (n.type) {
    case 'order_status_changed':
      return data.order_number
        ? `/customer/orders/${encodeURIComponent(String(data.order_number))}`
        : '/customer/orders';
    case 'lottery_winner':
    case 'ticket_purchase':
      return '/customer/tickets';
    case 'lottery_draw_result':
      return data.lottery_id != null ? `/lotteries/${encodeURIComponent(String(data.lottery_id))}` : null;
    case 'merchant_payment':
      return '/merchant/orders';
    case 'admin_alert':
      // the back-office page the alert is about; only a path of the back-office, never another site
      return typeof data.link === 'string' && /^\/admin\/[\w\-/?=&%.]*$/.test(data.link)
        ? data.link
        : '/admin/dashboard';
    default:
      return null;
  }
}

/** Unknown types look like `system` (spec 1 §4). */
export function notificationDisplayType(type: string): NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type) ? (type as NotificationType) : 'system';
}

/** POST /api/admin/notifications: an administrator sends a notification to chosen users. */
export const adminNotificationSendSchema = z.strictObject({
  user_ids: z
    .array(z.coerce.number().int().positive(), { error: 'notifications.errors.recipients_required' })
    .min(1, 'notifications.errors.recipients_required')
    .max(1000, 'notifications.errors.too_many_recipients'),
  type: z.enum(['system', 'admin_alert']).default('system'),
  title: z
    .string({ error: 'notifications.errors.title_required' })
    .trim()
    .min(1, 'notifications.errors.title_required')
    .max(200, 'notifications.errors.title_too_long'),
  message: z
    .string({ error: 'notifications.errors.message_required' })
    .trim()
    .min(1, 'notifications.errors.message_required')
    .max(2000, 'notifications.errors.message_too_long'),
});
export type AdminNotificationSendInput = z.infer<typeof adminNotificationSendSchema>;
