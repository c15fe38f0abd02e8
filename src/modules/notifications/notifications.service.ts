import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import { DomainError } from '../../common/errors/domain-error.js';
import {
  NOTIFICATION_TYPES,
  type NotificationListData,
  type NotificationListQuery,
  type NotificationStats,
  type NotificationType,
} from '../../contracts/notifications.js';
import { Notification } from './notification.entity.js';
import { notificationView } from './notification-view.js';
import { NotificationsRealtime } from './notifications-realtime.js';

const NOT_FOUND = 'notifications.errors.not_found';
const RECENT_MS = 24 * 60 * 60 * 1000;

/** A user's own notifications: reading, counting, marking read and deleting. Others' rows answer 404. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly realtime: NotificationsRealtime,
  ) {}

  async list(userId: number, query: NotificationListQuery): Promise<NotificationListData> {
    const em = this.em.fork();
    const where: FilterQuery<Notification> = { user: userId };
    if (query.unread_only) where.readAt = null;
    if (query.type) where.type = query.type;
    const rows = await em.find(Notification, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: query.limit,
      offset: query.offset,
    });
    return { notifications: rows.map(notificationView), stats: await this.stats(userId, em) };
  }

  async stats(userId: number, em = this.em.fork()): Promise<NotificationStats> {
    const rows = await em.getConnection().execute<{ type: string; total: string; unread: string; recent: string }[]>(
      `select type, count(*) as total, count(*) filter (where read_at is null) as unread,
              count(*) filter (where created_at > ?) as recent
         from notifications where user_id = ? group by type`,
      [new Date(Date.now() - RECENT_MS), userId],
    );
    const stats: NotificationStats = { total: 0, unread: 0, recent: 0, by_type: {} };
    for (const r of rows) {
      stats.total += Number(r.total);
      stats.unread += Number(r.unread);
      stats.recent += Number(r.recent);
      const type = (NOTIFICATION_TYPES as readonly string[]).includes(r.type) ? (r.type as NotificationType) : 'system';
      stats.by_type[type] = (stats.by_type[type] ?? 0) + Number(r.total);
    }
    return stats;
  }

  async unreadCount(userId: number, em = this.em.fork()): Promise<number> {
    return em.count(Notification, { user: userId, readAt: null });
  }

  /** Unread counts of several users in one query (users without unread rows count 0). */
  async unreadCounts(userIds: number[], em = this.em.fork()): Promise<Map<number, number>> {
    const counts = new Map(userIds.map((id) => [id, 0]));
    if (!userIds.length) return counts;
    const rows = await em
      .getConnection()
      .execute<{ user_id: number; n: string }[]>(
        `select user_id, count(*) as n from notifications where read_at is null and user_id = any(?::int[]) group by user_id`,
        [`{${userIds.join(',')}}`],
      );
    for (const r of rows) counts.set(Number(r.user_id), Number(r.n));
    return counts;
  }

  async markRead(userId: number, id: number): Promise<void> {
    const em = this.em.fork();
    const n = await em.findOne(Notification, { id, user: userId });
    if (!n) throw new DomainError(404, NOT_FOUND);
    if (!n.readAt) {
      n.readAt = new Date();
      await em.flush();
    }
    await this.pushCount(userId, em);
  }

  async markAllRead(userId: number): Promise<number> {
    const em = this.em.fork();
    const updated = await em.nativeUpdate(Notification, { user: userId, readAt: null }, { readAt: new Date() });
    this.realtime.count(userId, 0);
    return updated;
  }

  async remove(userId: number, id: number): Promise<void> {
    const em = this.em.fork();
    const deleted = await em.nativeDelete(Notification, { id, user: userId });
    if (!deleted) throw new DomainError(404, NOT_FOUND);
    await this.pushCount(userId, em);
  }

  /** Keeps the user's other tabs and devices in step. */
  private async pushCount(userId: number, em: EntityManager): Promise<void> {
    this.realtime.count(userId, await this.unreadCount(userId, em));
  }
}
