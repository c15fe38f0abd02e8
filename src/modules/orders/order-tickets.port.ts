import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PortSlot } from '../../common/port-slot.js';
import type { Order } from './order.entity.js';

/** One ticket of an order, as plain data (no ticket entity leaves the lotteries module). */
export interface OrderTicket {
  id: number;
  ticketNumber: string;
  pricePaid: number;
  status: string;
  purchasedAt: Date | null;
}

/**
 * What the orders module needs from the lotteries module for an order of tickets. The lotteries module
 * depends on this one, so it fills the slot at start-up (lotteries/order-tickets.adapter.ts). Tickets and
 * raffles change only through the lotteries' transition tables, inside the caller's transaction `tx`.
 */
export interface OrderTicketsPort {
  /** Payment received: the order's reserved tickets become sold; the last one sold closes and draws the raffle. */
  confirm(tx: EntityManager, order: Order): Promise<void>;
  /** Whether the raffle still takes payments; its row stays locked until `tx` ends unless `lock` is false. */
  paymentWindow(tx: EntityManager, lotteryId: number, lock: boolean): Promise<'open' | 'ended' | 'closed'>;
  /** An unpaid order ends: its reserved tickets go back on sale. Idempotent. */
  release(tx: EntityManager, order: Order): Promise<number>;
  /** A paid order is cancelled before the draw: its sold tickets leave the pool (refused once drawn). */
  releaseSold(tx: EntityManager, order: Order): Promise<number>;
  /** The order's money is back with the buyer: its sold tickets are refunded. */
  refundTickets(tx: EntityManager, orderId: number): Promise<number>;
  /** The order's tickets by number, and its raffle's winning ticket number once drawn. */
  ofOrder(em: EntityManager, order: Order): Promise<{ tickets: OrderTicket[]; winningTicket: string | null }>;
  /** Whether one of the order's tickets won. */
  hasWinningTicket(em: EntityManager, orderId: number): Promise<boolean>;
}

@Injectable()
export class OrderTickets extends PortSlot<OrderTicketsPort> {}
