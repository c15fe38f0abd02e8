import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Product } from '../../src/modules/catalogue/product.entity.js';
import type { PaymentMethod, PaymentStatus } from '../../src/contracts/payments.js';
import type { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import type { Ticket } from '../../src/modules/lotteries/ticket.entity.js';
import { Order, type OrderStatus } from '../../src/modules/orders/order.entity.js';
import { newOrderNumber } from '../../src/common/dated-number.js';
import { Payment } from '../../src/modules/payments/payment.entity.js';
import { newPaymentReference } from '../../src/modules/payments/payment-reference.js';
import type { User } from '../../src/modules/users/user.entity.js';
import { sellTickets } from './catalogue.js';

const token = () => randomBytes(8).toString('hex').toUpperCase();

export interface PaymentOverrides {
  status?: PaymentStatus;
  method?: PaymentMethod;
  phone?: string;
  paidAt?: Date | null;
  expiresAt?: Date;
  failureReason?: string | null;
}

/** One payment attempt of `order`, as the gateway flow leaves it (a paid one carries the operator's transaction id). */
export async function createPayment(em: EntityManager, order: Order, o: PaymentOverrides = {}): Promise<Payment> {
  const status = o.status ?? 'paid';
  const paidAt = o.paidAt === undefined ? (status === 'paid' ? (order.paidAt ?? new Date()) : null) : o.paidAt;
  const payment = em.create(Payment, {
    reference: newPaymentReference(),
    order,
    user: order.user,
    amount: order.totalAmount,
    method: o.method ?? 'airtel_money',
    status,
    phone: o.phone ?? '+24174010203',
    gateway: 'simulator',
    billId: `BILL-${token()}`,
    gatewayTransactionId: status === 'paid' ? `TX-${token()}` : null,
    statusTokenHash: createHash('sha256').update(token()).digest('hex'),
    failureReason: o.failureReason ?? null,
    pushCount: 1,
    expiresAt: o.expiresAt ?? new Date(Date.now() + 90_000),
    paidAt,
  });
  order.paymentMethod = payment.method;
  await em.flush();
  return payment;
}

export interface DirectOrderOverrides {
  quantity?: number;
  status?: OrderStatus;
  method?: PaymentMethod;
  paidAt?: Date;
  /** E.164 number that paid */
  phone?: string;
}

/** A paid direct purchase of `product` by `buyer`, with its paid payment. */
export async function createPaidDirectOrder(
  em: EntityManager,
  buyer: User,
  product: Product,
  o: DirectOrderOverrides = {},
): Promise<{ order: Order; payment: Payment }> {
  const quantity = o.quantity ?? 1;
  const paidAt = o.paidAt ?? new Date();
  const order = em.create(Order, {
    orderNumber: newOrderNumber(),
    user: buyer,
    type: 'product_purchase',
    status: o.status ?? 'paid',
    product,
    quantity,
    unitPrice: product.price,
    totalAmount: quantity * product.price,
    phone: buyer.phone ?? null,
    paidAt,
  });
  await em.flush();
  const payment = await createPayment(em, order, { method: o.method, paidAt, phone: o.phone });
  return { order, payment };
}

/** `count` paid tickets of `lottery` for `buyer` through one paid lottery order, with its paid payment. */
export async function createPaidLotteryOrder(
  em: EntityManager,
  buyer: User,
  lottery: Lottery,
  count: number,
  o: { method?: PaymentMethod; phone?: string } = {},
): Promise<{ order: Order; payment: Payment; tickets: Ticket[] }> {
  const tickets = await sellTickets(em, lottery, buyer, count);
  const order = tickets[0]!.order;
  order.phone = buyer.phone ?? null;
  const payment = await createPayment(em, order, { method: o.method, paidAt: order.paidAt, phone: o.phone });
  return { order, payment, tickets };
}
