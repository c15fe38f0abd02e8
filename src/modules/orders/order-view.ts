import type { OrderDetailView, OrderSummaryView } from '../../contracts/orders.js';
import type { PaymentView } from '../../contracts/payments.js';
import { merchantDto } from '../catalogue/index.js';
import type { Order } from './order.entity.js';
import type { OrderTicket } from './order-tickets.port.js';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** Row of the orders list; `extra` holds the per-order counts loaded in one batch by the caller. */
export function orderSummary(
  order: Order,
  extra: { paymentsCount: number; hasWinningTicket: boolean },
): OrderSummaryView {
  const product = order.product;
  return {
    id: order.id,
    order_number: order.orderNumber,
    status: order.status,
    type: order.type,
    total_amount: order.totalAmount,
    currency: 'XAF',
    quantity: order.quantity,
    unit_price: order.unitPrice,
    created_at: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
    fulfilled_at: iso(order.fulfilledAt),
    cancelled_at: iso(order.cancelledAt),
    expires_at: iso(order.expiresAt),
    payment_method: order.paymentMethod ?? null,
    payments_count: extra.paymentsCount,
    has_winning_ticket: extra.hasWinningTicket,
    product: { id: product.id, name: product.name, image: product.images[0] ?? null, sale_mode: product.saleMode },
    lottery: order.lottery
      ? { id: order.lottery.id, lottery_number: order.lottery.lotteryNumber, drawn: order.lottery.status === 'drawn' }
      : null,
  };
}

export function orderDetail(
  order: Order,
  tickets: OrderTicket[],
  payments: PaymentView[],
  winningTicket: string | null,
): OrderDetailView {
  const hasWinningTicket = tickets.some((tk) => tk.status === 'won');
  const base = orderSummary(order, { paymentsCount: payments.length, hasWinningTicket });
  const lottery = order.lottery;
  const seller = merchantDto(order.product.merchant);
  return {
    ...base,
    notes: order.notes ?? null,
    client: {
      full_name: order.user.fullName(),
      email: order.user.email,
      phone: order.phone ?? order.user.phone ?? null,
      created_at: order.user.createdAt.toISOString(),
    },
    product: { ...base.product, description: order.product.description },
    seller: { name: seller.display_name, kind: seller.kind },
    lottery: lottery
      ? {
          id: lottery.id,
          lottery_number: lottery.lotteryNumber,
          drawn: lottery.status === 'drawn',
          title: order.product.name,
          ticket_price: lottery.ticketPrice,
          sold_tickets: lottery.soldTickets,
          max_tickets: lottery.totalTickets,
          draw_date: iso(lottery.drawnAt ?? lottery.endDate),
          winning_ticket_number: winningTicket,
        }
      : null,
    tickets: tickets.map((tk) => ({
      id: tk.id,
      ticket_number: tk.ticketNumber,
      price_paid: tk.pricePaid,
      status: tk.status,
      is_winner: tk.status === 'won',
      purchased_at: iso(tk.purchasedAt),
    })),
    payments,
  };
}
