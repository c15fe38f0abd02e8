import type { AdminNotificationId } from '../../contracts/admin-profile.js';
import type { PrivilegeKey } from '../../contracts/privileges.js';
import type { DomainEventMap } from '../../infra/events/event-map.js';
import type { NotificationDraft } from './notification-drafts.js';

/**
 * Back-office alerts (profile › Notifications): each goes to the staff holding the privilege to act on
 * it, except those who switched it off. Security alerts go to the account holder alone.
 */
export const STAFF_ALERT_PRIVILEGE: Record<Exclude<AdminNotificationId, 'security_alerts'>, PrivilegeKey> = {
  new_orders: 'orders.view',
  pending_refunds: 'refunds.manage',
  draws_ending: 'lotteries.view',
  failed_payments: 'payments.view',
  new_merchants: 'users.view',
};

export interface StaffAlert {
  kind: AdminNotificationId;
  /** message under notifications.messages.staff_<key> */
  key: string;
  params: Record<string, string | number>;
  money?: string[];
  dates?: string[];
  /** the back-office page a click opens */
  link: string;
}

const search = (path: string, q: string) => `${path}?search=${encodeURIComponent(q)}`;

export const newOrderAlert = (e: DomainEventMap['OrderPaid']): StaffAlert => ({
  kind: 'new_orders',
  key: e.orderType === 'lottery' ? 'new_ticket_order' : 'new_order',
  params: { order_number: e.orderNumber, product: e.productName, amount: e.amount },
  money: ['amount'],
  link: search('/admin/orders', e.orderNumber),
});

export const failedPaymentAlert = (e: DomainEventMap['PaymentFailed']): StaffAlert => ({
  kind: 'failed_payments',
  key: 'payment_failed',
  params: { order_number: e.orderNumber, amount: e.amount },
  money: ['amount'],
  link: search('/admin/payments', e.orderNumber),
});

export const refundRequestedAlert = (e: DomainEventMap['RefundRequested']): StaffAlert => ({
  kind: 'pending_refunds',
  key: 'refund_requested',
  params: { refund_number: e.refundNumber, order_number: e.orderNumber, amount: e.amount },
  money: ['amount'],
  link: search('/admin/refunds', e.refundNumber),
});

/** Only the 24-hour reminder: the back-office needs one warning per raffle, not two. */
export const drawEndingAlert = (e: DomainEventMap['LotteryEndingSoon']): StaffAlert | null =>
  e.kind !== '24h'
    ? null
    : {
        kind: 'draws_ending',
        key: 'draw_ending',
        params: {
          lottery_number: e.lotteryNumber,
          product: e.productName,
          date: e.endDate,
          participants: e.userIds.length,
        },
        dates: ['date'],
        link: search('/admin/lotteries', e.lotteryNumber),
      };

export const newMerchantAlert = (e: DomainEventMap['Welcome']): StaffAlert | null =>
  !e.merchant
    ? null
    : {
        kind: 'new_merchants',
        key: 'new_merchant',
        params: { name: [e.firstName, e.lastName].filter(Boolean).join(' ') },
        link: '/admin/vendors',
      };

export const securityAlert = (e: DomainEventMap['AccountSecurity']): StaffAlert => ({
  kind: 'security_alerts',
  key: e.kind === 'locked' ? 'account_locked' : 'signed_in',
  params: { ip: e.ip || '—', device: (e.device || '—').slice(0, 120) },
  link: '/admin/profile',
});

export function staffAlertDrafts(alert: StaffAlert | null, userIds: number[]): NotificationDraft[] {
  if (!alert) return [];
  return [...new Set(userIds)].map((userId) => ({
    userId,
    type: 'admin_alert',
    key: `staff_${alert.key}`,
    params: alert.params,
    money: alert.money,
    dates: alert.dates,
    data: { alert: alert.kind, link: alert.link },
    topic: null,
  }));
}
