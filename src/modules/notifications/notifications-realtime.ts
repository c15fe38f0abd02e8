import { Injectable } from '@nestjs/common';
import {
  NOTIFICATION_COUNT_EVENT,
  NOTIFICATION_NEW_EVENT,
  type NotificationCountPayload,
  type NotificationView,
} from '../../contracts/notifications.js';
import { RealtimeGateway, userRoom } from '../../infra/realtime/realtime.gateway.js';

/** Pushes committed notifications and unread counts to the user's room (every instance, with Redis). */
@Injectable()
export class NotificationsRealtime {
  constructor(private readonly realtime: RealtimeGateway) {}

  created(userId: number, view: NotificationView): void {
    this.realtime.emitTo(userRoom(userId), NOTIFICATION_NEW_EVENT, view);
  }

  count(userId: number, unread: number): void {
    const payload: NotificationCountPayload = { unread };
    this.realtime.emitTo(userRoom(userId), NOTIFICATION_COUNT_EVENT, payload);
  }
}
