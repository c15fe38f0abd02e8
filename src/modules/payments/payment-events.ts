import { Injectable } from '@nestjs/common';
import type { PaymentStatusEvent } from '../../contracts/payments.js';
import { RealtimeGateway, userRoom } from '../../infra/realtime/realtime.gateway.js';
import type { Order } from '../orders/index.js';
import type { Payment } from './payment.entity.js';

export const billRoom = (billId: string) => `bill:${billId}`;

export function paymentStatusView(payment: Payment, order: Order): PaymentStatusEvent {
  return {
    bill_id: payment.billId ?? '',
    status: payment.status,
    error_message:
      payment.status === 'failed' || payment.status === 'cancelled' ? (payment.failureReason ?? null) : null,
    order_number: order.orderNumber,
    order_type: order.type,
    amount: payment.amount,
    paid_at: payment.paidAt?.toISOString() ?? null,
    expires_at: payment.expiresAt.toISOString(),
  };
}

/** Pushes payment state changes, after their transaction committed, to the payer and to the bill's watchers. */
@Injectable()
export class PaymentEvents {
  constructor(private readonly realtime: RealtimeGateway) {}

  statusChanged(payment: Payment, order: Order): void {
    if (!payment.billId) return;
    this.realtime.emitTo(
      [userRoom(payment.user.id), billRoom(payment.billId)],
      'payment.status',
      paymentStatusView(payment, order),
    );
  }
}
