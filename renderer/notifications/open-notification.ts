import type { MouseEvent } from 'react';
import { navigate } from 'vike/client/router';
import { notificationTarget, type NotificationView } from '../../src/contracts/notifications.js';
import { markRead } from './actions.js';

/** Spec 2 §2.2: a click marks the notification read, then goes to its target when it has one. */
export async function openNotification(n: NotificationView): Promise<void> {
  await markRead(n);
  const target = notificationTarget(n);
  if (target) await navigate(target);
}

/**
 * Click handler for a whole notification. A link inside the message (the server allows them) leads
 * where it says; anywhere else the notification's own target wins.
 */
export function onNotificationClick(n: NotificationView) {
  return (e: MouseEvent<Element>) => {
    const inner = e.target instanceof Element ? e.target.closest('a[href]') : null;
    if (inner && inner !== e.currentTarget) {
      void markRead(n);
      return;
    }
    e.preventDefault();
    void openNotification(n);
  };
}
