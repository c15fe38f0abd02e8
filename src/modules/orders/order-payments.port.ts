import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TFunction } from 'i18next';
import type { PaymentRecordMethod, PaymentStatus, PaymentView } from '../../contracts/payments.js';
import { PortSlot } from '../../common/port-slot.js';
import type { Order } from './order.entity.js';

/** What an order's list row shows of its payment: its paid attempt if there is one, else its latest. */
export interface OrderPaymentSummary {
  status: PaymentStatus;
  method: PaymentRecordMethod;
}

/** One attempt to pay an order, as plain data (no payment entity leaves the payments module). */
export interface OrderPaymentRow {
  id: number;
  reference: string;
  transaction_id: string | null;
  method: PaymentRecordMethod;
  status: PaymentStatus;
  amount: number;
  phone: string;
  failure_reason: string | null;
  created_at: Date;
  updated_at: Date;
  paid_at: Date | null;
}

/**
 * What the orders module needs to know of its orders' payments. The payments module depends on this
 * one, so it fills the slot at start-up (payments/order-payments.adapter.ts).
 */
export interface OrderPaymentsPort {
  /** Per order id; orders never attempted are absent. */
  summaries(em: EntityManager, orderIds: number[]): Promise<Map<number, OrderPaymentSummary>>;
  /** Every attempt to pay one order, oldest first. */
  ofOrder(em: EntityManager, orderId: number): Promise<OrderPaymentRow[]>;
  /** The order's collected payment, or null; with `lock`, its row stays locked for the rest of the transaction `em`. */
  paidOf(em: EntityManager, orderId: number, opts?: { lock?: boolean }): Promise<OrderPaymentRow | null>;
  /** The attempts as the buyer sees them, newest first; `order` has its user and product loaded. */
  views(em: EntityManager, order: Order, t: TFunction): Promise<PaymentView[]>;
}

@Injectable()
export class OrderPayments extends PortSlot<OrderPaymentsPort> {}
