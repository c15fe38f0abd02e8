import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { translator } from '../../common/i18n/server-i18n.js';
import { OrderRefunds, type OrderRefundPort } from '../orders/index.js';
import type { Order } from '../orders/index.js';
import { Payment } from '../payments/index.js';
import { RefundsService } from './refunds.service.js';

/**
 * Staff cancelled a paid order: its collected payment gets exactly one admin refund (the creation
 * lock and the one-active-refund-per-payment index see to it), paid out from the refunds screen.
 */
@Injectable()
export class RaiseForOrder implements OrderRefundPort, OnModuleInit {
  constructor(
    private readonly refunds: RefundsService,
    private readonly registry: OrderRefunds,
  ) {}

  onModuleInit(): void {
    this.registry.plug(this);
  }

  lock(tx: EntityManager): Promise<void> {
    return this.refunds.lockCreation(tx);
  }

  async raiseForCancelledOrder(
    tx: EntityManager,
    order: Order,
    by: { userId: number; notes: string | null },
  ): Promise<boolean> {
    const payment = await tx.findOne(
      Payment,
      { order: order.id, status: 'paid' },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!payment) return false;
    const reason = translator('fr')('order_status.refund_notes', { number: order.orderNumber });
    const notes = by.notes ? `${reason} : ${by.notes}` : reason;
    const refund = await this.refunds.raise(tx, payment, order, {
      type: 'admin',
      reason: 'admin_initiated',
      notes,
      createdBy: by.userId,
    });
    return refund !== null;
  }
}
