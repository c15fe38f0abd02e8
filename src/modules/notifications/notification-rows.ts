import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationData, NotificationView } from '../../contracts/notifications.js';
import { notificationView } from './notification-view.js';

/** A notification ready to write: its reader and its text, already rendered and sanitised. */
export interface NewNotification {
  userId: number;
  type: string;
  title: string;
  message: string;
  data: NotificationData;
}

// each input row takes its id first (a materialised CTE: nextval is volatile), and the ids are read
// back by input position, so they line up with `rows` whatever order the insert returns them in
const INSERT = `with input as (
    select nextval('notifications_id_seq')::int as id, r, i from jsonb_array_elements(?::jsonb) with ordinality as x(r, i)),
  written as (
    insert into notifications (id, user_id, type, title, message, data, read_at, created_at)
    select id, (r->>'user_id')::int, r->>'type', r->>'title', r->>'message', r->'data', null, ?::timestamptz from input)
  select id from input order by i`;

/**
 * Writes a batch of notifications in one statement, in `tx`'s transaction, and returns their views in
 * the order of `rows`. It bypasses the unit of work on purpose: notifications are neither audited nor
 * versioned, and computing change sets for a few hundred readers cost more than the insert itself.
 */
export async function insertNotifications(tx: EntityManager, rows: NewNotification[]): Promise<NotificationView[]> {
  if (!rows.length) return [];
  const createdAt = new Date();
  const json = JSON.stringify(
    rows.map((r) => ({ user_id: r.userId, type: r.type, title: r.title, message: r.message, data: r.data })),
  );
  const ids = await tx.execute<{ id: number }[]>(INSERT, [json, createdAt.toISOString()]);
  return rows.map((r, i) =>
    notificationView({
      id: Number(ids[i]!.id),
      type: r.type,
      title: r.title,
      message: r.message,
      data: r.data,
      readAt: null,
      createdAt,
    }),
  );
}
