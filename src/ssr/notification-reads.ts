import { envelope } from '../common/http/envelope.js';
import {
  notificationListQuerySchema,
  type NotificationListData,
  type NotificationListQuery,
} from '../contracts/notifications.js';
import type { NotificationsService } from '../modules/notifications/index.js';
import type { Answer } from './customer-reads.js';

/** What the notifications page asks first: the filter "all", first page of 20 (as the API's defaults). */
export const FIRST_NOTIFICATIONS_PAGE: NotificationListQuery = notificationListQuerySchema.parse({});

/**
 * The notifications pages' reads for +data: the service GET /api/notifications calls, answering the
 * same envelope, so that the page starts from it and later refetches the same. Always the signed-in
 * user's own id (the area's guard ran).
 */
export class NotificationReads {
  constructor(private readonly notifications: NotificationsService) {}

  async list(
    userId: number,
    query: NotificationListQuery = FIRST_NOTIFICATIONS_PAGE,
  ): Promise<Answer<NotificationListData>> {
    return envelope(await this.notifications.list(userId, query));
  }
}
