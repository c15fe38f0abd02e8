import { defineEntity, p } from '@mikro-orm/core';
import type { NotificationData } from '../../contracts/notifications.js';
import { User } from '../users/user.entity.js';

/**
 * One in-app notification. Title and message are HTML already sanitised when written (see
 * notification-html.ts), so readers render them as they are. Lists read by user, newest first; the
 * bell's unread count uses the partial index on unread rows.
 */
const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  indexes: [
    { name: 'notifications_user_id_created_at_index', properties: ['user', 'createdAt'] },
    {
      name: 'notifications_user_unread_index',
      expression:
        'create index "notifications_user_unread_index" on "notifications" ("user_id") where "read_at" is null',
    },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    type: p.string().length(40),
    title: p.text(),
    message: p.text(),
    data: p.json<NotificationData>(),
    readAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Notification extends NotificationSchema.class {}
NotificationSchema.setClass(Notification);
export { NotificationSchema };
