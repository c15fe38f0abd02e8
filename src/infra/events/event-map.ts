import type { AdminNotificationId } from '../../contracts/admin-profile.js';
import type { OrderStatus, OrderType } from '../../contracts/orders.js';
import type { RefundType } from '../../contracts/refunds.js';

/**
 * Every domain event and its payload. Payloads carry what the listeners need to describe the
 * event (names, numbers) so that they never reach into the publisher's tables.
 */
export interface DomainEventMap {
  /** A lottery order was paid: its tickets are sold. */
  TicketsPurchased: {
    userId: number;
    orderNumber: string;
    lotteryId: number;
    lotteryNumber: string;
    productName: string;
    ticketNumbers: string[];
    amount: number;
  };
  OrderPaid: {
    userId: number;
    orderNumber: string;
    orderType: OrderType;
    productName: string;
    amount: number;
  };
  OrderStatusChanged: {
    userId: number;
    orderNumber: string;
    status: OrderStatus;
    previousStatus?: OrderStatus;
    productName?: string;
  };
  PaymentFailed: {
    userId: number;
    orderNumber: string;
    amount: number;
    /** an i18n key or the gateway's words */
    reason?: string | null;
  };
  /** After a draw: the winner and every participant (distinct ticket owners, winner included). */
  LotteryDrawn: {
    lotteryId: number;
    lotteryNumber: string;
    productName: string;
    winnerUserId: number;
    winningTicket: string;
    participantUserIds: number[];
    verificationCode: string;
  };
  LotteryEndingSoon: {
    lotteryId: number;
    lotteryNumber: string;
    productName: string;
    endDate: string;
    kind: '24h' | '1h';
    userIds: number[];
  };
  MerchantPaymentReceived: {
    merchantUserId: number;
    orderNumber: string;
    orderType: OrderType;
    productName: string;
    amount: number;
    quantity: number;
  };
  /**
   * To the given users, or else to the staff who may act on it: those holding the alert's privilege
   * (every active Super Admin and Admin when it has no `kind`), minus those who switched the alert off.
   */
  AdminAlert: {
    title: string;
    message: string;
    userIds?: number[];
    kind?: AdminNotificationId;
    data?: Record<string, unknown>;
    /** also e-mailed (the readers' account_updates topic), for alerts nobody may miss: the ledger's check */
    email?: boolean;
  };
  Welcome: {
    userId: number;
    firstName: string;
    lastName?: string;
    /** registered as a seller (Business): the back-office's "new merchants" alert */
    merchant?: boolean;
  };
  /** A refund was raised and waits for a decision (back-office "pending refunds" alert). */
  RefundRequested: {
    refundNumber: string;
    orderNumber: string;
    amount: number;
    type: RefundType;
  };
  /** Something sensitive happened on an account: its holder is told when they are staff. */
  AccountSecurity: {
    userId: number;
    roles: string[];
    kind: 'signed_in' | 'locked';
    ip?: string | null;
    device?: string | null;
  };
  /** A refund's money reached the payer. */
  RefundCompleted: {
    userId: number;
    refundNumber: string;
    orderNumber: string;
    productName: string;
    amount: number;
    /** E.164 number the money went to */
    phone: string;
  };
  /** An administrator cancelled a raffle: its buyers are told their money comes back. */
  LotteryCancelled: {
    lotteryId: number;
    lotteryNumber: string;
    productName: string;
    reason: string;
    participantUserIds: number[];
  };
  /** A back-office sidebar count may have moved: a refund was asked for, or a raffle entered its last 24 hours. */
  AdminBadgesChanged: {
    reason: 'refund_requested' | 'lottery_ending_soon';
  };
  /** Sessions ended (logout, revocation, password reset): their live sockets must close too. */
  SessionsRevoked: {
    userId: number;
    /** the ended sessions, or every session of the user but `keep` */
    sessionIds: string[] | 'all';
    keep?: string;
  };
}

export type DomainEventName = keyof DomainEventMap;

export interface DomainEvent<K extends DomainEventName = DomainEventName> {
  name: K;
  payload: DomainEventMap[K];
}

export type EventHandler<K extends DomainEventName> = (payload: DomainEventMap[K]) => void | Promise<void>;
