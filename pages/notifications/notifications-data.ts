import type { PageContextServer } from 'vike/types';
import type { NotificationsPageData } from '../../renderer/notifications/NotificationCenter.js';

/**
 * The notifications pages' first paint: what the page's first request asked before (filter "all",
 * first page of 20, with the figures), read in-process. A failed read is logged and left to the
 * browser, which then asks as it does for a filter change, rather than failing the page.
 */
export async function data(pageContext: PageContextServer): Promise<NotificationsPageData> {
  // the area's guard ran first: a signed-out visitor never gets here
  const user = pageContext.user;
  if (!user) return { initial: null };
  try {
    return { initial: await pageContext.services.notifications.list(user.id) };
  } catch (err) {
    console.error('notifications page', err);
    return { initial: null };
  }
}
