import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PortSlot } from '../../common/port-slot.js';
import type {
  UserOrderItem,
  UserPaymentItem,
  UserRefundItem,
  UserSummaryList,
  UserTicketItem,
} from '../../contracts/admin-users.js';

/**
 * What the back-office user screens show of an account's commerce (its products, tickets, orders,
 * payments, refunds). Those modules sit above this one, so the highest of them fills the slot
 * (refunds/user-activity.adapter.ts). Each list: how many, and the `limit` most recent.
 */
export interface UserActivityPort {
  /** Per merchant account: its products and the sales they made (the list's merchant columns). */
  merchantCounts(merchantIds: number[]): Promise<Map<number, { products: number; sales: number }>>;
  tickets(em: EntityManager, userId: number, limit: number): Promise<UserSummaryList<UserTicketItem>>;
  orders(em: EntityManager, userId: number, limit: number): Promise<UserSummaryList<UserOrderItem>>;
  payments(em: EntityManager, userId: number, limit: number): Promise<UserSummaryList<UserPaymentItem>>;
  refunds(em: EntityManager, userId: number, limit: number): Promise<UserSummaryList<UserRefundItem>>;
}

@Injectable()
export class UserActivity extends PortSlot<UserActivityPort> {}
