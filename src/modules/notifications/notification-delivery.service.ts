import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import type { NotificationView } from '../../contracts/notifications.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { SmsService } from '../../infra/sms/sms.service.js';
import { notificationTypeEnabled } from '../../contracts/notification-settings.js';
import { SettingsService } from '../settings/index.js';
import { wantsNotification } from '../users/index.js';
import { User } from '../users/index.js';
import type { NotificationDraft } from './notification-drafts.js';
import { notificationMail, notificationSms, renderNotification, userLocale } from './notification-render.js';
import { batchSanitizer } from './notification-html.js';
import { insertNotifications, type NewNotification } from './notification-rows.js';
import { NotificationsRealtime } from './notifications-realtime.js';
import { NotificationsService } from './notifications.service.js';

/** What rendering, mail and SMS read of a reader. */
const USER_FIELDS = ['email', 'phone', 'firstName', 'preferences'] as const;

/**
 * Writes notifications in the reader's language, with their e-mail and SMS copies when the reader's
 * preferences ask for them, all committed together; once committed, pushes each one to its reader's
 * sockets, then the readers' new unread counts (one query for the whole batch).
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
    // read-only copies: a closing flush has nothing to compare
    const userIds = [...new Set(drafts.map((d) => d.userId))];
    const found = await em.find(User, { id: { $in: userIds } }, { fields: USER_FIELDS, disableIdentityMap: true });
    const users = new Map(found.map((u) => [u.id, u]));
    const sanitize = batchSanitizer();
    const rows: NewNotification[] = [];
    const copies: ((tx: EntityManager) => unknown)[] = [];
    for (const draft of drafts) {
      const user = users.get(draft.userId);
      if (!user) continue;
      const locale = userLocale(user.preferences);
      const rendered = renderNotification(draft, locale, this.config.appUrl, sanitize);
      rows.push({
        userId: user.id,
        type: draft.type,
        title: rendered.title,
        message: rendered.message,
        data: draft.data,
      });
      if (!draft.topic) continue;
      if (user.email && wantsNotification(user.preferences, 'email', draft.topic)) {
        const mail = notificationMail(locale, user.email, user.firstName, rendered);
        copies.push((tx) => this.mail.enqueue(tx, mail));
      }
      if (user.phone && wantsNotification(user.preferences, 'sms', draft.topic)) {
        const sms = { to: user.phone, text: notificationSms(locale, rendered) };
        copies.push((tx) => this.sms.enqueue(tx, sms));
      }
    }
    // one INSERT commits on its own; e-mail and SMS copies need a transaction to commit with their rows
    const views = copies.length
      ? await em.transactional(async (tx) => {
          for (const copy of copies) copy(tx);
          return insertNotifications(tx, rows);
        })
      : await insertNotifications(em, rows);
    void this.mail.flush();
    rows.forEach((row, i) => {
      this.realtime.created(row.userId, views[i]!);
    });
    const counts = await this.notifications.unreadCounts([...new Set(rows.map((r) => r.userId))], em);
    for (const [userId, unread] of counts) this.realtime.count(userId, unread);
    return views;
  }
}
