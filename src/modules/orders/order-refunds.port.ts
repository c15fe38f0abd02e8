import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Order } from './order.entity.js';

/**
 * What the orders module needs from the refunds module when staff cancel a paid order. The refunds
 * module imports this one, so it plugs its implementation in at start-up (refunds/raise-for-order.ts)
 * instead of the orders module importing it back.
 */
export interface OrderRefundPort {
  /** Taken first, before any row lock, in the order every refund-raising transaction takes it. */
  lock(tx: EntityManager): Promise<void>;
  /** Raises the one admin refund of what the order's collected payment brought in; false when one is already active. */
  raiseForCancelledOrder(
    tx: EntityManager,
    order: Order,
    by: { userId: number; notes: string | null },
  ): Promise<boolean>;
}

@Injectable()
export class OrderRefunds {
  private port: OrderRefundPort | null = null;

  plug(port: OrderRefundPort): void {
    this.port = port;
  }

  get(): OrderRefundPort {
    if (!this.port) throw new Error('No refund port: the refunds module is not loaded');
    return this.port;
  }
}
