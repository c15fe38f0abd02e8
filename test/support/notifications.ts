import { Notification } from '../../src/modules/notifications/notification.entity.js';
import { startTestApp, type TestApp } from './app.js';

/** Listening, so that the payment simulator calls the app back on its own URL, after a short delay. */
export const startNotificationsApp = (): Promise<TestApp> =>
  startTestApp({ listen: true, simulator: { delayMs: 20, callbackUrl: undefined } });

export const notificationsIn = (t: TestApp, userId: number) =>
  t.em().find(Notification, { user: userId }, { orderBy: { id: 'asc' } });
