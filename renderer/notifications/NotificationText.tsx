import type { NotificationView } from '../../src/contracts/notifications.js';
import { cn } from '../ui/cn.js';

/**
 * Title and message as HTML (spec 2 §2.2). The server applies its tag allow-list when it writes
 * them, so they are inserted as they are; spans keep the markup valid inside links and buttons.
 */
export function NotificationText({ n, clampMessage = false }: { n: NotificationView; clampMessage?: boolean }) {
  return (
    <span className="block min-w-0">
      <span
        className={cn('block text-sm text-neutral-900', n.is_read ? 'font-medium' : 'font-semibold')}
        data-testid="notification-title"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitizeNotificationHtml) before it is sent
        dangerouslySetInnerHTML={{ __html: n.title }}
      />
      <span
        className={cn('mt-0.5 block text-sm text-neutral-600', clampMessage && 'line-clamp-2')}
        data-testid="notification-message"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitizeNotificationHtml) before it is sent
        dangerouslySetInnerHTML={{ __html: n.message }}
      />
    </span>
  );
}
