import type { ReactNode } from 'react';
import { notificationDisplayType, type NotificationType } from '../../src/contracts/notifications.js';
import { cn } from '../ui/cn.js';
import { Icon } from '../ui/icons.js';

/** Spec 1 §4: each type has its icon and colour; unknown types look like `system`. */
const LOOK: Record<NotificationType, { tone: string; path: ReactNode }> = {
  order_status_changed: {
    tone: 'bg-ocean-50 text-ocean-800',
    path: (
      <>
        <path d="M21 8 12 3 3 8v8l9 5 9-5Z" />
        <path d="m3 8 9 5 9-5M12 13v8" />
      </>
    ),
  },
  lottery_winner: {
    tone: 'bg-sun-100 text-sun-900',
    path: (
      <>
        <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0Z" />
        <path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4" />
      </>
    ),
  },
  ticket_purchase: {
    tone: 'bg-brand-50 text-brand-800',
    path: (
      <>
        <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4Z" />
        <path d="M13 5v2M13 11v2M13 17v2" />
      </>
    ),
  },
  lottery_draw_result: {
    tone: 'bg-purple-50 text-purple-800',
    path: (
      <>
        <rect x="3" y="8" width="18" height="13" rx="1" />
        <path d="M12 8v13M3 12h18M12 8S10 3 7.5 4.5 9 8 12 8Zm0 0s2-5 4.5-3.5S15 8 12 8Z" />
      </>
    ),
  },
  merchant_payment: {
    tone: 'bg-brand-50 text-brand-800',
    path: (
      <>
        <rect x="2" y="6" width="20" height="12" rx="2" />
        <circle cx="12" cy="12" r="2.5" />
        <path d="M6 12h.01M18 12h.01" />
      </>
    ),
  },
  admin_alert: {
    tone: 'bg-red-50 text-red-800',
    path: (
      <>
        <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
        <path d="M12 9v4M12 17h.01" />
      </>
    ),
  },
  welcome: {
    tone: 'bg-sun-100 text-sun-900',
    path: <path d="m12 3 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8-4.3-4.1 5.9-.9Z" />,
  },
  reminder: {
    tone: 'bg-ocean-50 text-ocean-800',
    path: (
      <>
        <circle cx="12" cy="13" r="8" />
        <path d="M12 9v4l2 2M5 3 2 6M19 3l3 3" />
      </>
    ),
  },
  system: {
    tone: 'bg-neutral-100 text-neutral-700',
    path: (
      <>
        <circle cx="12" cy="12" r="10" />
        <path d="M12 16v-4M12 8h.01" />
      </>
    ),
  },
};

export function NotificationIcon({ type, className }: { type: string; className?: string }) {
  const look = LOOK[notificationDisplayType(type)];
  return (
    <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', look.tone, className)}>
      <Icon size={18}>{look.path}</Icon>
    </span>
  );
}
