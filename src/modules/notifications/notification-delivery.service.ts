import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import type { NotificationView } from '../../contracts/notifications.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { SmsService } from '../../infra/sms/sms.service.js';
import { notificationTypeEnabled } from '../../contracts/notification-settings.js';
import { SettingsService } from '../settings/settings.service.js';
import { wantsNotification } from '../users/preferences.js';
import { User } from '../users/user.entity.js';
import type { NotificationDraft } from './notification-drafts.js';
import { notificationMail, notificationSms, renderNotification, userLocale } from './notification-render.js';
import { Notification } from './notification.entity.js';
import { notificationView } from './notification-view.js';
import { NotificationsRealtime } from './notifications-realtime.js';
import { NotificationsService } from './notifications.service.js';

/**
 * Writes notifications in the reader's language, with their e-mail and SMS copies when the reader's
 * preferences ask for them, in one transaction; once it commits, pushes each one and the new unread
 * count to the reader's sockets.
 */
@Injectable()
export class NotificationDelivery {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly sms: SmsService,
    private readonly notifications: NotificationsService,
    private readonly realtime: NotificationsRealtime,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
  ) {}

  /** Types switched off under Settings › Notifications are not written, nor mailed, nor texted. */
  async deliver(all: NotificationDraft[]): Promise<NotificationView[]> {
    const types = all.length ? await this.settings.get('notification_types') : [];
    const drafts = all.filter((d) => notificationTypeEnabled(types, d.type));
    if (!drafts.length) return [];
    const em = this.em.fork();
    const created = await em.transactional(async (tx) => {
      const userIds = [...new Set(drafts.map((d) => d.userId))];
      const users = new Map((await tx.find(User, { id: { $in: userIds } })).map((u) => [u.id, u]));
      const rows: Notification[] = [];
      for (const draft of drafts) {
        const user = users.get(draft.userId);
        if (!user) continue;
        const locale = userLocale(user.preferences);
        const rendered = renderNotification(draft, locale, this.config.appUrl);
        rows.push(tx.create(Notification, { user, type: draft.type, title: rendered.title, message: rendered.message, data: draft.data, readAt: null }));
        if (!draft.topic) continue;
        if (user.email && wantsNotification(user.preferences, 'email', draft.topic)) {
          this.mail.enqueue(tx, notificationMail(locale, user.email, user.firstName, rendered));
        }
        if (user.phone && wantsNotification(user.preferences, 'sms', draft.topic)) {
          this.sms.enqueue(tx, { to: user.phone, text: notificationSms(locale, rendered) });
        }
      }
      await tx.flush();
      return rows;
    });
    void this.mail.flush();
    const views = created.map(notificationView);
    const counts = await this.notifications.unreadCounts([...new Set(created.map((n) => n.user.id))], em);
    created.forEach((n, i) => this.realtime.created(n.user.id, views[i]!));
    for (const [userId, unread] of counts) this.realtime.count(userId, unread);
    return views;
  }
}
