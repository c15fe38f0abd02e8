import { useTranslation } from 'react-i18next';
import { notificationTarget, type NotificationView } from '../../src/contracts/notifications.js';
import { useRelativeTime } from '../lib/relative-time.js';
import { Button } from '../ui/button.js';
import { cn } from '../ui/cn.js';
import { Icon } from '../ui/icons.js';
import { markRead, removeNotification } from './actions.js';
import { NotificationIcon } from './NotificationIcon.js';
import { NotificationText } from './NotificationText.js';
import { onNotificationClick } from './open-notification.js';

/**
 * One notification on the page. With a target the body is a real link (it works before hydration);
 * without one (spec: other types do not navigate) a click only marks it read.
 */
export function NotificationRow({ n }: { n: NotificationView }) {
  const { t } = useTranslation();
  const when = useRelativeTime();
  const target = notificationTarget(n);
  const body = (
    <>
      <NotificationIcon type={n.type} />
      <span className="min-w-0 flex-1">
        <NotificationText n={n} />
        <span className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-neutral-500">
          <time dateTime={n.created_at}>{when(n.created_at)}</time>
          {!n.is_read && <span className="font-semibold text-brand-700">• {t('notifications.ui.unread')}</span>}
        </span>
      </span>
    </>
  );
  const bodyClass = 'flex min-w-0 flex-1 gap-3 rounded-lg text-left text-inherit no-underline hover:no-underline';
  const onOpen = onNotificationClick(n);

  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-xl border bg-white p-3 shadow-sm sm:flex-row sm:p-4',
        n.is_read ? 'border-neutral-200' : 'border-brand-200 bg-brand-50/40',
      )}
      data-testid="notification-row"
      data-id={n.id}
      data-type={n.type}
      data-read={n.is_read}
    >
      {target ? (
        <a href={target} onClick={onOpen} className={bodyClass} data-testid="notification-open">
          {body}
        </a>
      ) : (
        <button type="button" onClick={onOpen} className={bodyClass} data-testid="notification-open">
          {body}
        </button>
      )}
      <div className="flex shrink-0 items-center justify-end gap-1 sm:items-start">
        {!n.is_read && (
          <Button variant="ghost" size="sm" onClick={() => void markRead(n)} data-testid="notification-mark-read">
            {t('notifications.ui.mark_read')}
          </Button>
        )}
        <button
          type="button"
          onClick={() => void removeNotification(n)}
          aria-label={t('notifications.ui.delete')}
          title={t('notifications.ui.delete')}
          data-testid="notification-delete"
          className="inline-flex size-9 items-center justify-center rounded-lg text-neutral-500 hover:bg-red-50 hover:text-red-700"
        >
          <Icon size={18}>
            <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
          </Icon>
        </button>
      </div>
    </li>
  );
}
