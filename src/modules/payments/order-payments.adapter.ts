import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import type { TFunction } from 'i18next';
import type { PaymentView } from '../../contracts/payments.js';
import {
  OrderPayments,
  type Order,
  type OrderPaymentRow,
  type OrderPaymentsPort,
  type OrderPaymentSummary,
} from '../orders/index.js';
import { Payment } from './payment.entity.js';
import { paymentSummaries, paymentsOfOrder } from './payment-queries.js';
import { paymentView } from './payment-view.js';

function toRow(p: Payment): OrderPaymentRow {
  return {
    id: p.id,
    reference: p.reference,
    transaction_id: p.gatewayTransactionId ?? null,
    method: p.method,
    status: p.status,
    amount: p.amount,
    phone: p.phone,
    failure_reason: p.failureReason ?? null,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    paid_at: p.paidAt ?? null,
  };
}

/** Answers the orders module's questions about its orders' payments (see OrderPaymentsPort). */
@Injectable()
export class OrderPaymentsAdapter implements OrderPaymentsPort, OnModuleInit {
  constructor(private readonly slot: OrderPayments) {}

  onModuleInit(): void {
    this.slot.fill(this);
  }

  summaries(em: EntityManager, orderIds: number[]): Promise<Map<number, OrderPaymentSummary>> {
    return paymentSummaries(em, orderIds);
  }

  ofOrder(em: EntityManager, orderId: number): Promise<OrderPaymentRow[]> {
    return paymentsOfOrder(em, orderId);
  }

  async paidOf(em: EntityManager, orderId: number, opts: { lock?: boolean } = {}): Promise<OrderPaymentRow | null> {
    const payment = await em.findOne(
      Payment,
      { order: orderId, status: 'paid' },
      opts.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
    );
    return payment ? toRow(payment) : null;
  }

  async views(em: EntityManager, order: Order, t: TFunction): Promise<PaymentView[]> {
    const payments = await em.find(Payment, { order }, { orderBy: { createdAt: 'desc' } });
    return payments.map((p) => paymentView(p, order, t));
  }
}
