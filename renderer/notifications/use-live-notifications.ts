import { useEffect } from 'react';
import {
  NOTIFICATION_COUNT_EVENT,
  NOTIFICATION_NEW_EVENT,
  NOTIFICATIONS_POLL_MS,
  type NotificationCountPayload,
  type NotificationNewPayload,
} from '../../src/contracts/notifications.js';
import { failureOf } from '../lib/api.js';
import { onConnectionChange, onSocketEvent } from '../realtime/socket.js';
import { fetchUnreadCount } from './notifications-api.js';
import { publishChange, setUnreadCount } from './notification-store.js';

/** Spec 2 §8: notification errors are only logged. */
export function refreshUnreadCount(): Promise<void> {
  return fetchUnreadCount().then(setUnreadCount, (err: unknown) =>
    console.warn('notifications: unread count unavailable', failureOf(err).status),
  );
}

/**
 * Keeps the unread count and the shared change feed live: socket events while the socket is up,
 * the unread count polled every 30 s while it is down (spec 1 §9). The count is read again at
 * every (re)connection, for what happened while the link was down.
 */
function startLive(): () => void {
  let timer: number | undefined;
  const stopPolling = () => {
    window.clearInterval(timer);
    timer = undefined;
  };
  void refreshUnreadCount();
  const offConnection = onConnectionChange((connected) => {
    if (connected) {
      stopPolling();
      void refreshUnreadCount();
    } else if (timer === undefined) {
      timer = window.setInterval(() => void refreshUnreadCount(), NOTIFICATIONS_POLL_MS);
    }
  });
  const offNew = onSocketEvent<NotificationNewPayload>(NOTIFICATION_NEW_EVENT, (n) => {
    if (n && typeof n.id === 'number') publishChange({ kind: 'new', notification: n });
  });
  const offCount = onSocketEvent<NotificationCountPayload>(NOTIFICATION_COUNT_EVENT, (p) => {
    if (typeof p?.unread === 'number') setUnreadCount(p.unread);
  });
  return () => {
    stopPolling();
    offConnection();
    offNew();
    offCount();
  };
}

let users = 0;
let stop: (() => void) | null = null;

/** Mounted by every bell; one live feed runs however many bells the page holds. */
export function useLiveNotifications(): void {
  useEffect(() => {
    users += 1;
    if (users === 1) stop = startLive();
    return () => {
      users -= 1;
      if (users === 0) {
        stop?.();
        stop = null;
      }
    };
  }, []);
}
