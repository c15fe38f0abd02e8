import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { EventBus } from '../../infra/events/event-bus.js';
import { LotteriesService } from '../lotteries/index.js';
import { OrdersService } from '../orders/index.js';
import { Order, ORDER_ALIAS } from '../orders/index.js';
import { PAYMENT_GATEWAY, type Bill, type PaymentGateway } from '../../infra/ebilling/payment-gateway.js';
import { Payment } from './payment.entity.js';
import { movePayment } from './payment.state.js';
import { PaymentEvents } from './payment-events.js';
import { PaymentsLedgerAdapter, type SaleRates } from './payments-ledger.adapter.js';

export type SettleOutcome = 'paid' | 'failed' | 'expired' | 'unchanged' | 'unknown_bill' | 'mismatch';

/**
 * Applies what the gateway says about a bill. A notification is only ever a trigger: the bill is
 * re-queried, then, in one transaction with the payment row locked, the state machine moves at most
 * once — so replays, out-of-order and concurrent notifications credit a payment exactly once.
 */
@Injectable()
export class SettlementService {
  private readonly logger = new Logger(SettlementService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersService,
    private readonly lotteries: LotteriesService,
    private readonly events: PaymentEvents,
    private readonly bus: EventBus,
    private readonly ledger: PaymentsLedgerAdapter,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  /** Re-queries the bill at the gateway and settles it. Gateway errors propagate (the caller retries later). */
  async settleBill(billId: string): Promise<SettleOutcome> {
    const known = await this.em.fork().count(Payment, { billId });
    if (!known) return 'unknown_bill';
    const bill = await this.gateway.getBill(billId);
    return this.apply(bill);
  }

  async apply(bill: Bill): Promise<SettleOutcome> {
    const now = new Date();
    // read before the transaction: a settings read takes a connection of its own (pool deadlock under load)
    const rates = await this.ledger.rates();
    const result = await this.em.fork().transactional(async (tx) => {
      const payment = await tx.findOne(Payment, { billId: bill.billId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!payment) return { outcome: 'unknown_bill' as const };
      payment.lastCheckedAt = now;
      const paidAtGateway = bill.state === 'paid' || bill.state === 'processed';
      // an attempt we expired with its order may still have been paid at the gateway: that money is recorded for a refund
      const latePaid = payment.status === 'expired' && paidAtGateway;
      if (payment.status !== 'pending' && !latePaid) return { outcome: 'unchanged' as const };
      if (bill.externalReference !== payment.reference) {
        this.logger.warn({ billId: bill.billId, payment: payment.id }, 'Bill reference does not match the payment');
        return { outcome: 'mismatch' as const };
      }
      // the order's row only: its raffle is locked next by paymentWindow, and a product row locked here
      // would wait on a purchase holding that raffle (the new order's key lock) while it waits on us
      const order = await tx.findOneOrFail(
        Order,
        { id: payment.order.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: [ORDER_ALIAS], populate: ['lottery', 'product'] },
      );
      switch (bill.state) {
        case 'paid':
        case 'processed':
          return { outcome: await this.credit(tx, payment, order, bill, now, rates), payment, order };
        case 'failed':
        case 'cancelled':
          movePayment(payment, 'failed');
          payment.failureReason = bill.failureReason?.slice(0, 255) || 'payments.errors.declined';
          this.bus.publish(tx, 'PaymentFailed', {
            userId: payment.user.id,
            orderNumber: order.orderNumber,
            amount: payment.amount,
            reason: payment.failureReason,
          });
          return { outcome: 'failed' as const, payment, order };
        case 'expired':
          movePayment(payment, 'expired');
          return { outcome: 'expired' as const, payment, order };
        default:
          return { outcome: 'unchanged' as const };
      }
    });
    if (result.payment && result.order && result.outcome !== 'unchanged')
      this.events.statusChanged(result.payment, result.order);
    return result.outcome;
  }

  private async credit(
    tx: EntityManager,
    payment: Payment,
    order: Order,
    bill: Bill,
    now: Date,
    rates: SaleRates,
  ): Promise<SettleOutcome> {
    if (bill.amount !== payment.amount || payment.amount !== order.totalAmount - order.walletShare) {
      // never credit a partial or inflated amount; the payment waits for a person to look at it
      this.logger.error(
        { billId: bill.billId, billAmount: bill.amount, expected: payment.amount },
        'Paid amount does not match the order',
      );
      payment.failureReason = 'payments.errors.amount_mismatch';
      return 'mismatch';
    }
    payment.gatewayTransactionId = bill.transactionId ?? `${this.gateway.name}:${bill.billId}`;
    payment.paidAt = now;
    if (order.status !== 'awaiting_payment') {
      // money arrived for an order that no longer waits for it (paid by another attempt, or released):
      // it is recorded, never credited twice, and left for a refund
      this.logger.error(
        { order: order.orderNumber, payment: payment.reference, status: order.status },
        'Payment received for an order that is not awaiting payment',
      );
      movePayment(payment, 'cancelled');
      payment.failureReason = 'payments.errors.refund_due';
      await this.ledger.unallocated(tx, payment, rates);
      return 'mismatch';
    }
    if ((await this.orders.paymentWindow(tx, order)) === 'closed') {
      // the raffle sold out, was drawn, fell short or was cancelled while this payment was under way:
      // its tickets can no longer take part, the money is owed back like any late payment
      this.logger.error(
        { order: order.orderNumber, payment: payment.reference },
        'Payment received for a raffle that is closed',
      );
      movePayment(payment, 'cancelled');
      payment.failureReason = 'payments.errors.refund_due';
      await this.ledger.unallocated(tx, payment, rates);
      await this.orders.release(tx, order, 'cancelled');
      this.bus.publish(tx, 'OrderStatusChanged', {
        userId: order.user.id,
        orderNumber: order.orderNumber,
        status: 'cancelled',
        previousStatus: 'awaiting_payment',
        productName: order.product.name,
      });
      return 'mismatch';
    }
    movePayment(payment, 'paid');
    await this.ledger.credited(tx, payment, order, rates);
    // the part the buyer set aside from its Mbolo balance pays the rest of the order
    if (order.walletShare > 0) await this.ledger.shareSpent(tx, order, rates.commission);
    this.orders.recordPaymentMethod(order, payment.method);
    // published before markPaid, which may draw a sold-out lottery: the buyer hears of the purchase first
    await this.publishPaid(tx, order);
    await this.orders.markPaid(tx, order, now);
    return 'paid';
  }

  /**
   * An order paid from the buyer's Mbolo balance (the caller holds the order's and the wallet's locks,
   * checked the balance and the raffle's window): the payment is paid now, its journal takes the money
   * from the wallet, and the order goes on as after a gateway payment.
   */
  async creditFromWallet(
    tx: EntityManager,
    payment: Payment,
    order: Order,
    now: Date,
    commission: number,
  ): Promise<void> {
    movePayment(payment, 'paid');
    payment.paidAt = now;
    payment.gatewayTransactionId = `wallet:${payment.reference}`;
    await this.ledger.fromWallet(tx, payment, order, commission);
    this.orders.recordPaymentMethod(order, 'wallet');
    await this.publishPaid(tx, order);
    await this.orders.markPaid(tx, order, now);
  }

  /** Delivered once the settling transaction commits (dropped if it rolls back). */
  private async publishPaid(tx: EntityManager, order: Order): Promise<void> {
    const base = { orderNumber: order.orderNumber, productName: order.product.name, amount: order.totalAmount };
    this.bus.publish(tx, 'OrderPaid', { ...base, userId: order.user.id, orderType: order.type });
    if (order.type === 'lottery' && order.lottery) {
      const ticketNumbers = await this.lotteries.reservedTicketNumbers(tx, order.id);
      this.bus.publish(tx, 'TicketsPurchased', {
        ...base,
        userId: order.user.id,
        lotteryId: order.lottery.id,
        lotteryNumber: order.lottery.lotteryNumber,
        ticketNumbers,
      });
    }
    this.bus.publish(tx, 'MerchantPaymentReceived', {
      ...base,
      merchantUserId: order.product.merchant.id,
      orderType: order.type,
      quantity: order.quantity,
    });
  }
}
