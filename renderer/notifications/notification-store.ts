import { useSyncExternalStore } from 'react';
import type { NotificationView } from '../../src/contracts/notifications.js';

/**
 * What the bell and the notifications page share within a page: the unread count, and the changes
 * either of them (or the server, over the socket) makes, so both stay in step without refetching.
 */
export type NotificationChange =
  | { kind: 'new'; notification: NotificationView }
  | { kind: 'read'; id: number }
  | { kind: 'all-read' }
  | { kind: 'deleted'; notification: NotificationView };

let unread: number | null = null;
const countListeners = new Set<() => void>();
const changeListeners = new Set<(change: NotificationChange) => void>();

export function setUnreadCount(next: number | ((current: number) => number)): void {
  const value = Math.max(0, typeof next === 'function' ? next(unread ?? 0) : next);
  if (value === unread) return;
  unread = value;
  for (const l of countListeners) l();
}

const subscribeCount = (l: () => void) => {
  countListeners.add(l);
  return () => countListeners.delete(l);
};

/** `null` until the first count has arrived. */
export function useUnreadCount(): number | null {
  return useSyncExternalStore(
    subscribeCount,
    () => unread,
    () => null,
  );
}

export function publishChange(change: NotificationChange): void {
  for (const l of changeListeners) l(change);
}

export function onNotificationChange(listener: (change: NotificationChange) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Spec 1 §9: the badge shows 99+ above 99. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** Applies a change to a list the component holds (new ones first, read flags, removals). */
export function applyChange(list: NotificationView[], change: NotificationChange): NotificationView[] {
  switch (change.kind) {
    case 'new':
      return list.some((n) => n.id === change.notification.id) ? list : [change.notification, ...list];
    case 'read':
      return list.map((n) => (n.id === change.id ? { ...n, is_read: true } : n));
    case 'all-read':
      return list.map((n) => (n.is_read ? n : { ...n, is_read: true }));
    case 'deleted':
      return list.filter((n) => n.id !== change.notification.id);
  }
}
