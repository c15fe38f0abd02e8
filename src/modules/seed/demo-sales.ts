import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import type { PaymentMethod, PaymentStatus } from '../../contracts/payments.js';
import type { Product } from '../catalogue/index.js';
import { ticketNumber } from '../lotteries/index.js';
import type { Lottery } from '../lotteries/index.js';
import { Ticket } from '../lotteries/index.js';
import { newOrderNumber } from '../../common/dated-number.js';
import { Order, type OrderStatus } from '../orders/index.js';
import { newPaymentReference } from '../payments/index.js';
import { Payment } from '../payments/index.js';
import type { User } from '../users/index.js';

const MINUTE = 60_000;
const token = () => randomBytes(8).toString('hex').toUpperCase();

/** Airtel numbers start 07x, Moov 06x: the payer's method follows their number, as at the checkout. */
export const methodOf = (phone: string | null): PaymentMethod =>
  phone && /^\+2416/.test(phone) ? 'moov_money' : 'airtel_money';

/**
 * One payment attempt as the gateway flow leaves it: a paid one carries the operator's transaction id
 * and its paid time; a pending one has no bill yet (the push is being sent), so the reconciliation job
 * has nothing to ask the gateway about until the order's window ends.
 */
export function demoPayment(
  tx: EntityManager,
  order: Order,
  status: PaymentStatus,
  at: Date,
  failureReason: string | null = null,
): Payment {
  const phone = order.phone ?? order.user.phone ?? '+24174000000';
  const method = methodOf(phone);
  order.paymentMethod = method;
  const settled = status === 'paid' || status === 'refunded';
  return tx.create(Payment, {
    reference: newPaymentReference(at),
    order,
    user: order.user,
    amount: order.totalAmount,
    method,
    status,
    phone,
    gateway: 'simulator',
    billId: status === 'pending' ? null : `DEMO-${token()}`,
    gatewayTransactionId: settled ? `${method === 'moov_money' ? 'MP' : 'AM'}${token()}` : null,
    statusTokenHash: createHash('sha256').update(randomBytes(16)).digest('hex'),
    failureReason,
    pushCount: status === 'pending' ? 0 : 1,
    expiresAt:
      status === 'pending'
        ? (order.expiresAt ?? new Date(at.getTime() + 15 * MINUTE))
        : new Date(at.getTime() + 15 * MINUTE),
    paidAt: settled ? new Date(at.getTime() + 2 * MINUTE) : null,
    lastCheckedAt: status === 'pending' ? null : new Date(at.getTime() + 2 * MINUTE),
    createdAt: at,
    updatedAt: new Date(at.getTime() + 2 * MINUTE),
  });
}

/** An order placed at `at`; paid statuses get their paid time two minutes later, as the payment's. */
export function demoOrder(
  tx: EntityManager,
  o: {
    user: User;
    product: Product;
    lottery?: Lottery | null;
    quantity: number;
    unitPrice: number;
    status: OrderStatus;
    at: Date;
    expiresAt?: Date | null;
  },
): Order {
  const paid = ['paid', 'shipping', 'fulfilled', 'refunded'].includes(o.status);
  const paidAt = paid ? new Date(o.at.getTime() + 2 * MINUTE) : null;
  return tx.create(Order, {
    orderNumber: newOrderNumber(o.at),
    user: o.user,
    type: o.lottery ? 'lottery' : 'product_purchase',
    status: o.status,
    product: o.product,
    lottery: o.lottery ?? null,
    quantity: o.quantity,
    unitPrice: o.unitPrice,
    totalAmount: o.quantity * o.unitPrice,
    phone: o.user.phone,
    expiresAt: o.status === 'awaiting_payment' ? (o.expiresAt ?? new Date(o.at.getTime() + 15 * MINUTE)) : null,
    paidAt,
    fulfilledAt: o.status === 'fulfilled' ? new Date(o.at.getTime() + 3 * 86_400_000) : null,
    cancelledAt: o.status === 'cancelled' ? new Date(o.at.getTime() + 30 * MINUTE) : null,
    createdAt: o.at,
    updatedAt: paidAt ?? o.at,
  });
}

/**
 * `count` paid tickets of `lottery` bought at `paidAt`, split between `buyers` in one paid order each
 * (with its paid payment), as a completed purchase leaves them: tickets numbered in sequence, the
 * raffle's sold counter raised by exactly the tickets created.
 */
export function sellDemoTickets(
  tx: EntityManager,
  lottery: Lottery,
  buyers: User[],
  count: number,
  paidAt: Date,
): Order[] {
  const orders: Order[] = [];
  const share = Math.ceil(count / buyers.length);
  let left = count;
  for (const [i, user] of buyers.entries()) {
    const quantity = Math.min(share, left);
    if (quantity <= 0) break;
    left -= quantity;
    const at = new Date(paidAt.getTime() - (2 + i) * MINUTE);
    const order = demoOrder(tx, {
      user,
      product: lottery.product,
      lottery,
      quantity,
      unitPrice: lottery.ticketPrice,
      status: 'paid',
      at,
    });
    demoPayment(tx, order, 'paid', at);
    for (let k = 0; k < quantity; k++) {
      lottery.ticketSeq += 1;
      tx.create(Ticket, {
        lottery,
        ticketNumber: ticketNumber(lottery, lottery.ticketSeq),
        owner: user,
        order,
        status: 'paid',
        pricePaid: lottery.ticketPrice,
        purchasedAt: order.paidAt,
        createdAt: at,
      });
    }
    orders.push(order);
  }
  lottery.soldTickets += count - left;
  return orders;
}
