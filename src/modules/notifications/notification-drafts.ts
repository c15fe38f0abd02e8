import type { NotificationData, NotificationType } from '../../contracts/notifications.js';
import type { NotificationTopic } from '../../contracts/profile.js';
import type { DomainEventMap } from '../../infra/events/event-map.js';

/**
 * What one user is told about one event, before it is put in their language: the message keys
 * under `notifications.messages.<key>`, the values to fill in (money amounts and dates are
 * formatted at render time), the `data` the click target needs, and the preference topic that
 * decides whether e-mail / SMS copies go out (`null`: in-app only).
 */
export interface NotificationDraft {
  userId: number;
  type: NotificationType;
  key: string;
  params: Record<string, string | number>;
  /** names of params holding integer XAF amounts / ISO dates, formatted for the reader's locale */
  money?: string[];
  dates?: string[];
  data: NotificationData;
  topic: NotificationTopic | null;
  /** already written HTML (admin alerts): used as is, still sanitised */
  raw?: { title: string; message: string };
}

const ORDER_STATUS_KEYS = new Set(['shipping', 'fulfilled', 'cancelled', 'refunded', 'failed', 'expired']);

export function ticketsPurchasedDrafts(e: DomainEventMap['TicketsPurchased']): NotificationDraft[] {
  return [
    {
      userId: e.userId,
      type: 'ticket_purchase',
      key: 'ticket_purchase',
      params: {
        product: e.productName,
        lottery_number: e.lotteryNumber,
        count: e.ticketNumbers.length,
        tickets: e.ticketNumbers.join(', '),
        amount: e.amount,
        order_number: e.orderNumber,
      },
      money: ['amount'],
      data: { order_number: e.orderNumber, lottery_id: e.lotteryId, lottery_number: e.lotteryNumber },
      topic: 'account_updates',
    },
  ];
}

/** Lottery orders are told through TicketsPurchased; direct sales get their payment confirmation here. */
export function orderPaidDrafts(e: DomainEventMap['OrderPaid']): NotificationDraft[] {
  if (e.orderType === 'lottery') return [];
  return [
    {
      userId: e.userId,
      type: 'order_status_changed',
      key: 'order_paid',
      params: { order_number: e.orderNumber, product: e.productName, amount: e.amount },
      money: ['amount'],
      data: { order_number: e.orderNumber, status: 'paid' },
      topic: 'account_updates',
    },
  ];
}

export function orderStatusDrafts(e: DomainEventMap['OrderStatusChanged']): NotificationDraft[] {
  const key =
    e.status === 'paid' ? 'order_paid_status' : ORDER_STATUS_KEYS.has(e.status) ? `order_${e.status}` : 'order_updated';
  return [
    {
      userId: e.userId,
      type: 'order_status_changed',
      key,
      params: { order_number: e.orderNumber, product: e.productName ?? '' },
      data: { order_number: e.orderNumber, status: e.status },
      topic: 'account_updates',
    },
  ];
}

export function paymentFailedDrafts(e: DomainEventMap['PaymentFailed']): NotificationDraft[] {
  return [
    {
      userId: e.userId,
      type: 'order_status_changed',
      key: 'payment_failed',
      params: { order_number: e.orderNumber, amount: e.amount },
      money: ['amount'],
      data: { order_number: e.orderNumber, status: 'payment_failed' },
      topic: 'account_updates',
    },
  ];
}

export function lotteryDrawnDrafts(e: DomainEventMap['LotteryDrawn']): NotificationDraft[] {
  const params = {
    product: e.productName,
    lottery_number: e.lotteryNumber,
    ticket: e.winningTicket,
    code: e.verificationCode,
  };
  const data = { lottery_id: e.lotteryId, lottery_number: e.lotteryNumber };
  const others = [...new Set(e.participantUserIds)].filter((id) => id !== e.winnerUserId);
  return [
    { userId: e.winnerUserId, type: 'lottery_winner', key: 'lottery_winner', params, data, topic: 'lottery_results' },
    ...others.map(
      (userId): NotificationDraft => ({
        userId,
        type: 'lottery_draw_result',
        key: 'lottery_draw_result',
        params,
        data,
        topic: 'lottery_results',
      }),
    ),
  ];
}

export function endingSoonDrafts(e: DomainEventMap['LotteryEndingSoon']): NotificationDraft[] {
  return [...new Set(e.userIds)].map((userId) => ({
    userId,
    type: 'reminder',
    key: `reminder_${e.kind}`,
    params: { product: e.productName, lottery_number: e.lotteryNumber, date: e.endDate },
    dates: ['date'],
    data: { lottery_id: e.lotteryId, lottery_number: e.lotteryNumber, reminder: e.kind },
    topic: 'ending_soon',
  }));
}

/** Each ticket sale of a tombola would otherwise mail the seller; they get those in the app only. */
export function merchantPaymentDrafts(e: DomainEventMap['MerchantPaymentReceived']): NotificationDraft[] {
  return [
    {
      userId: e.merchantUserId,
      type: 'merchant_payment',
      key: 'merchant_payment',
      params: { order_number: e.orderNumber, product: e.productName, amount: e.amount, quantity: e.quantity },
      money: ['amount'],
      data: { order_number: e.orderNumber },
      topic: e.orderType === 'lottery' ? null : 'account_updates',
    },
  ];
}

export function adminAlertDrafts(e: DomainEventMap['AdminAlert'], managerIds: number[]): NotificationDraft[] {
  return [...new Set(e.userIds?.length ? e.userIds : managerIds)].map((userId) => ({
    userId,
    type: 'admin_alert',
    key: 'admin_alert',
    params: {},
    data: { ...(e.data ?? {}) },
    topic: e.email ? 'account_updates' : null,
    raw: { title: e.title, message: e.message },
  }));
}

export function welcomeDrafts(e: DomainEventMap['Welcome']): NotificationDraft[] {
  return [{ userId: e.userId, type: 'welcome', key: 'welcome', params: { name: e.firstName }, data: {}, topic: null }];
}

export function refundCompletedDrafts(e: DomainEventMap['RefundCompleted']): NotificationDraft[] {
  return [
    {
      userId: e.userId,
      type: 'order_status_changed',
      key: 'refund_completed',
      params: {
        refund_number: e.refundNumber,
        order_number: e.orderNumber,
        product: e.productName,
        amount: e.amount,
        phone: e.phone,
      },
      money: ['amount'],
      data: { order_number: e.orderNumber, status: 'refunded', refund_number: e.refundNumber },
      topic: 'account_updates',
    },
  ];
}

export function lotteryCancelledDrafts(e: DomainEventMap['LotteryCancelled']): NotificationDraft[] {
  const params = { product: e.productName, lottery_number: e.lotteryNumber, reason: e.reason };
  return [...new Set(e.participantUserIds)].map(
    (userId): NotificationDraft => ({
      userId,
      type: 'lottery_draw_result',
      key: 'lottery_cancelled',
      params,
      data: { lottery_id: e.lotteryId, lottery_number: e.lotteryNumber },
      topic: 'lottery_results',
    }),
  );
}
