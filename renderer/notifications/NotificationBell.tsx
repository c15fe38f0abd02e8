import { Menu } from '@base-ui/react/menu';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATIONS_BELL_SIZE, type NotificationView } from '../../src/contracts/notifications.js';
import { failureOf } from '../lib/api.js';
import { useRelativeTime } from '../lib/relative-time.js';
import { cn } from '../ui/cn.js';
import { BellIcon } from '../ui/icons.js';
import { markAllRead } from './actions.js';
import { NotificationIcon } from './NotificationIcon.js';
import { NotificationText } from './NotificationText.js';
import { applyChange, badgeText, onNotificationChange, setUnreadCount, useUnreadCount } from './notification-store.js';
import { fetchNotifications } from './notifications-api.js';
import { onNotificationClick } from './open-notification.js';
import { useLiveNotifications } from './use-live-notifications.js';

const rowClass =
  'flex w-full cursor-pointer gap-3 px-4 py-3 text-left outline-none select-none data-highlighted:bg-neutral-100';

/**
 * Spec 1 §2.3–2.4 and §9: the bell with its unread badge (99+ above 99) and a menu of the 10 latest
 * notifications, kept live over the socket. `allHref` is the notifications page of the current area.
 */
export function NotificationBell({ allHref }: { allHref: string }) {
  const { t } = useTranslation();
  useLiveNotifications();
  const unread = useUnreadCount() ?? 0;
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<NotificationView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const when = useRelativeTime();

  // read afresh at each opening: the list is small and the socket may have missed some while closed
  useEffect(() => {
    if (!open) return;
    let live = true;
    setFailed(false);
    fetchNotifications({ limit: NOTIFICATIONS_BELL_SIZE }).then(
      (data) => {
        if (!live) return;
        setItems(data.notifications);
        setUnreadCount(data.stats.unread);
      },
      (err: unknown) => {
        console.warn('notifications: list unavailable', failureOf(err).status);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [open]);

  useEffect(
    () =>
      onNotificationChange((change) =>
        setItems((list) => list && applyChange(list, change).slice(0, NOTIFICATIONS_BELL_SIZE)),
      ),
    [],
  );

  const label =
    unread > 0 ? t('notifications.ui.bell_label_unread', { count: unread }) : t('notifications.ui.bell_label');

  return (
    <Menu.Root open={open} onOpenChange={setOpen}>
      <Menu.Trigger
        aria-label={label}
        data-testid="notification-bell"
        className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 data-popup-open:bg-neutral-100"
      >
        <BellIcon />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white ring-2 ring-white"
          >
            {badgeText(unread)}
          </span>
        )}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner sideOffset={6} align="end" collisionPadding={8} className="z-50 outline-none">
          <Menu.Popup
            data-testid="notification-menu"
            className="flex max-h-[min(34rem,calc(100vh-5rem))] w-[min(24rem,calc(100vw-1rem))] origin-(--transform-origin) flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-lg outline-none transition-[scale,opacity] duration-100 data-ending-style:scale-95 data-ending-style:opacity-0 data-starting-style:scale-95 data-starting-style:opacity-0"
          >
            <div className="flex items-center justify-between gap-2 border-b border-neutral-200 py-1 pr-1 pl-4">
              <p className="text-sm font-semibold text-neutral-900">{t('notifications.ui.title')}</p>
              {unread > 0 && (
                <Menu.Item
                  closeOnClick={false}
                  onClick={() => void markAllRead()}
                  data-testid="bell-mark-all"
                  className="min-h-10 shrink cursor-pointer rounded-lg px-3 py-2 text-right text-sm font-semibold text-brand-700 outline-none data-highlighted:bg-brand-50"
                >
                  {t('notifications.ui.mark_all')}
                </Menu.Item>
              )}
            </div>
            <Menu.Group className="min-h-0 flex-1 overflow-y-auto" aria-label={t('notifications.ui.latest')}>
              {items === null ? (
                <p role="status" className="px-4 py-6 text-center text-sm text-neutral-600">
                  {failed ? t('notifications.ui.load_failed') : t('ui.loading')}
                </p>
              ) : items.length === 0 ? (
                <p className="px-4 py-6 text-center text-sm text-neutral-600" data-testid="bell-empty">
                  {t('notifications.ui.empty')}
                </p>
              ) : (
                items.map((n) => (
                  <Menu.Item
                    key={n.id}
                    onClick={onNotificationClick(n)}
                    data-testid="bell-item"
                    data-id={n.id}
                    data-read={n.is_read}
                    className={cn(rowClass, !n.is_read && 'bg-brand-50/60')}
                  >
                    <NotificationIcon type={n.type} />
                    <span className="min-w-0 flex-1">
                      <NotificationText n={n} clampMessage />
                      <time dateTime={n.created_at} className="mt-1 block text-xs text-neutral-500">
                        {when(n.created_at)}
                      </time>
                    </span>
                    {!n.is_read && (
                      <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600">
                        <span className="sr-only">{t('notifications.ui.unread')}</span>
                      </span>
                    )}
                  </Menu.Item>
                ))
              )}
            </Menu.Group>
            <Menu.LinkItem
              href={allHref}
              closeOnClick
              data-testid="bell-see-all"
              className="block border-t border-neutral-200 px-4 py-3 text-center text-sm font-semibold text-brand-700 no-underline outline-none data-highlighted:bg-brand-50"
            >
              {t('notifications.ui.see_all')}
            </Menu.LinkItem>
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
