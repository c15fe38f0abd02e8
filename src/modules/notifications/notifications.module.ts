import { Module } from '@nestjs/common';
import { RealtimeModule } from '../../infra/realtime/realtime.module.js';
import { ExclusiveRunner } from '../../infra/scheduler/exclusive.js';
import { AdminNotificationsController } from './admin-notifications.controller.js';
import { LotteryReminders } from './lottery-reminders.js';
import { NotificationDelivery } from './notification-delivery.service.js';
import { NotificationHandlers } from './notification-handlers.js';
import { NotificationsRealtime } from './notifications-realtime.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsService } from './notifications.service.js';
import { AccessModule } from '../access/index.js';
import { SettingsModule } from '../settings/index.js';

/** In-app notifications with their e-mail / SMS copies, fed by domain events; reminders before draws. */
@Module({
  imports: [AccessModule, SettingsModule, RealtimeModule],
  controllers: [NotificationsController, AdminNotificationsController],
  providers: [
    NotificationsService,
    NotificationDelivery,
    NotificationsRealtime,
    NotificationHandlers,
    LotteryReminders,
    ExclusiveRunner,
  ],
  exports: [NotificationsService, NotificationDelivery, LotteryReminders],
})
export class NotificationsModule {}
