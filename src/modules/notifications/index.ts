// The notifications module's public surface: other modules and the app import only from here.
export { LotteryReminderSchema } from './lottery-reminder.entity.js';
export { NotificationSchema } from './notification.entity.js';
export { NotificationsModule } from './notifications.module.js';
export { NotificationsService } from './notifications.service.js';
