import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_PAGE_FILTER_TYPES,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationListData,
  type NotificationStats,
  type NotificationType,
  type NotificationView,
} from '../../src/contracts/notifications.js';
import { failureOf } from '../lib/api.js';
import { LoadFailed } from '../ui/load-failed.js';
import { Button } from '../ui/button.js';
import { cn } from '../ui/cn.js';
import { EmptyState } from '../ui/empty-state.js';
import { ListSkeleton } from '../ui/skeleton.js';
import { markAllRead } from './actions.js';
import { NotificationRow } from './NotificationRow.js';
import {
  applyChange,
  onNotificationChange,
  setUnreadCount,
  useUnreadCount,
  type NotificationChange,
} from './notification-store.js';
import { fetchNotifications } from './notifications-api.js';

/** Spec 2 §2.2: all, unread, then the four types. */
export type NotificationFilter = 'all' | 'unread' | (typeof NOTIFICATION_PAGE_FILTER_TYPES)[number];
const FILTERS: NotificationFilter[] = ['all', 'unread', ...NOTIFICATION_PAGE_FILTER_TYPES];

const query = (filter: NotificationFilter) => ({
  unreadOnly: filter === 'unread',
  type: filter === 'all' || filter === 'unread' ? undefined : (filter as NotificationType),
});

const matches = (filter: NotificationFilter, n: NotificationView) =>
  filter === 'all' || (filter === 'unread' ? !n.is_read : n.type === filter);

function filterCount(stats: NotificationStats | null, filter: NotificationFilter): number | null {
  if (!stats) return null;
  if (filter === 'all') return stats.total;
  if (filter === 'unread') return stats.unread;
  return stats.by_type[filter] ?? 0;
}

function RowsSkeleton() {
  return <ListSkeleton rows={4} round lines={['w-1/2', 'w-4/5']} />;
}

/** The pages' +data: GET /api/notifications's answer for the filter "all", or null when the server could not read it. */
export interface NotificationsPageData {
  initial: { data: NotificationListData } | null;
}

/**
 * Spec 2 §2.2 "Notifications page": 20 a page with "load more" by offset, filters, mark one or all
 * read, delete. Shared by the customer, merchant and admin areas. It starts from the server's first
 * page (`initial`); other filters, the next pages and a retry are asked from the API.
 */
export function NotificationCenter({ initial }: NotificationsPageData) {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const first = initial?.data ?? null;
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [items, setItems] = useState<NotificationView[] | null>(first?.notifications ?? null);
  const [stats, setStats] = useState<NotificationStats | null>(first?.stats ?? null);
  const [hasMore, setHasMore] = useState(first?.notifications.length === NOTIFICATIONS_PAGE_SIZE);
  const [error, setError] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [nonce, setNonce] = useState(0);
  const filterRef = useRef(filter);
  filterRef.current = filter;
  // the server's page answers the filter "all" until another filter or a retry is asked; the check is
  // idempotent so that React's development double effects skip the request too
  const served = useRef(first !== null);

  // the bell shares the count: the page's figures are the newest the browser has
  const firstUnread = first?.stats.unread;
  useEffect(() => {
    if (firstUnread !== undefined) setUnreadCount(firstUnread);
  }, [firstUnread]);

  // `nonce` is the retry button's trigger: a new value loads the list again
  useEffect(() => {
    if (served.current && filter === 'all' && nonce === 0) return;
    served.current = false;
    let live = true;
    setItems(null);
    setError(false);
    fetchNotifications({ limit: NOTIFICATIONS_PAGE_SIZE, ...query(filter) }).then(
      (data) => {
        if (!live) return;
        setItems(data.notifications);
        setStats(data.stats);
        setUnreadCount(data.stats.unread);
        setHasMore(data.notifications.length === NOTIFICATIONS_PAGE_SIZE);
      },
      (err: unknown) => {
        console.warn('notifications: list unavailable', failureOf(err).status);
        if (live) setError(true);
      },
    );
    return () => {
      live = false;
    };
  }, [filter, nonce]);

  const onChange = useCallback((change: NotificationChange) => {
    const current = filterRef.current;
    if (change.kind === 'new' && !matches(current, change.notification)) return;
    setItems((list) => {
      if (!list) return list;
      const next = applyChange(list, change);
      // the unread view keeps unread ones only, so that "load more" offsets stay right
      return current === 'unread' ? next.filter((n) => !n.is_read) : next;
    });
    setStats((s) => s && statsAfter(s, change));
  }, []);
  useEffect(() => onNotificationChange(onChange), [onChange]);

  async function loadMore() {
    if (!items) return;
    setLoadingMore(true);
    try {
      // offset = what the list holds now: deletions and live arrivals shift the server's pages too
      const data = await fetchNotifications({ limit: NOTIFICATIONS_PAGE_SIZE, offset: items.length, ...query(filter) });
      setItems((list) => {
        const seen = new Set((list ?? []).map((n) => n.id));
        return [...(list ?? []), ...data.notifications.filter((n) => !seen.has(n.id))];
      });
      setStats(data.stats);
      setHasMore(data.notifications.length === NOTIFICATIONS_PAGE_SIZE);
    } catch (err) {
      console.warn('notifications: next page unavailable', failureOf(err).status);
    } finally {
      setLoadingMore(false);
    }
  }

  const unreadNow = unread ?? stats?.unread ?? 0;

  return (
    <div className="space-y-5" data-testid="notifications-page">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
            {t('notifications.ui.title')}
          </h1>
          <p className="mt-1 text-neutral-600" aria-live="polite" data-testid="notifications-summary">
            {t('notifications.ui.summary', { count: unreadNow })}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={unreadNow === 0}
          onClick={() => void markAllRead()}
          data-testid="mark-all-read"
        >
          {t('notifications.ui.mark_all')}
        </Button>
      </div>

      {/* biome-ignore lint/a11y/useSemanticElements: a row of filter buttons, not form fields; a fieldset would bring its own border and legend rules */}
      <div
        role="group"
        aria-label={t('notifications.ui.filters.label')}
        className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
        data-testid="notification-filters"
      >
        {FILTERS.map((f) => {
          const count = filterCount(stats, f);
          return (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
              data-filter={f}
              className={cn(
                'inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium whitespace-nowrap',
                filter === f
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-50',
              )}
            >
              {t(`notifications.ui.filters.${f}`)}
              {count !== null && (
                <span className={cn('text-xs', filter === f ? 'text-white/85' : 'text-neutral-500')}>{count}</span>
              )}
            </button>
          );
        })}
      </div>

      {error ? (
        <LoadFailed message={t('notifications.ui.load_failed')} onRetry={() => setNonce((n) => n + 1)} />
      ) : items === null ? (
        <RowsSkeleton />
      ) : items.length === 0 ? (
        <EmptyState
          title={t(
            filter === 'unread'
              ? 'notifications.ui.empty_unread'
              : filter === 'all'
                ? 'notifications.ui.empty'
                : 'notifications.ui.empty_filtered',
          )}
          text={filter === 'all' ? t('notifications.ui.empty_text') : undefined}
        />
      ) : (
        <>
          <ul className="space-y-3" data-testid="notification-list">
            {items.map((n) => (
              <NotificationRow key={n.id} n={n} />
            ))}
          </ul>
          {hasMore && (
            <div className="flex justify-center">
              <Button variant="outline" loading={loadingMore} onClick={() => void loadMore()} data-testid="load-more">
                {t('notifications.ui.load_more')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** The filter counts follow what happens on the page without another request. */
function statsAfter(s: NotificationStats, change: NotificationChange): NotificationStats {
  switch (change.kind) {
    case 'new': {
      const type = change.notification.type;
      return {
        ...s,
        total: s.total + 1,
        unread: s.unread + 1,
        by_type: { ...s.by_type, [type]: (s.by_type[type] ?? 0) + 1 },
      };
    }
    case 'read':
      return { ...s, unread: Math.max(0, s.unread - 1) };
    case 'all-read':
      return { ...s, unread: 0 };
    case 'deleted': {
      const { type, is_read } = change.notification;
      const left = Math.max(0, (s.by_type[type] ?? 0) - 1);
      return {
        ...s,
        total: Math.max(0, s.total - 1),
        unread: is_read ? s.unread : Math.max(0, s.unread - 1),
        by_type: { ...s.by_type, [type]: left },
      };
    }
  }
}
