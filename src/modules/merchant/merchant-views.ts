import type {
  MerchantLotterySummary,
  MerchantLotteryView,
  MerchantOrderView,
  MerchantProductView,
} from '../../contracts/merchant.js';
import type { Product } from '../catalogue/index.js';
import type { Lottery } from '../lotteries/index.js';
import type { Order } from '../orders/index.js';
import { progressOf, SOLD_ORDER_STATUSES } from './merchant-scope.js';

export function imagesOf(product: Pick<Product, 'images'>): string[] {
  return Array.isArray(product.images) ? product.images.filter((i) => typeof i === 'string' && i) : [];
}

export function lotterySummary(l: Lottery): MerchantLotterySummary {
  return {
    id: l.id,
    lottery_number: l.lotteryNumber,
    status: l.status,
    ticket_price: l.ticketPrice,
    total_tickets: l.totalTickets,
    sold_tickets: l.soldTickets,
    reserved_tickets: l.reservedTickets,
    min_participants: l.minParticipants,
    progress: progressOf(l.soldTickets, l.totalTickets),
    revenue: l.soldTickets * l.ticketPrice,
    end_date: l.endDate.toISOString(),
    seed_commitment: l.seedCommitment ?? null,
    locked: isLocked(l),
  };
}

/** Sold or reserved tickets exist: price, total and end date are promises made to buyers. */
export function isLocked(l: Pick<Lottery, 'soldTickets' | 'reservedTickets'>): boolean {
  return l.soldTickets + l.reservedTickets > 0;
}

export function lotteryView(l: Lottery): MerchantLotteryView {
  const images = imagesOf(l.product);
  return {
    ...lotterySummary(l),
    product: { id: l.product.id, name: l.product.name, image: images[0] ?? null },
    draw_date: (l.drawnAt ?? l.endDate).toISOString(),
    drawn_at: l.drawnAt?.toISOString() ?? null,
  };
}

export function productView(
  p: Product,
  lottery: Lottery | undefined,
  sales = { orders: 0, amount: 0 },
): MerchantProductView {
  const images = imagesOf(p);
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    detailed_description: p.detailedDescription ?? null,
    category: p.category ? { id: p.category.id, name: p.category.name } : null,
    price: p.price,
    sale_mode: p.saleMode,
    status: p.status,
    stock: p.stock ?? null,
    images,
    main_image: images[0] ?? null,
    views_count: p.viewsCount,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    lottery: lottery ? lotterySummary(lottery) : null,
    sales,
    can_archive: p.status !== 'archived' && !(lottery && lottery.status === 'open' && isLocked(lottery)),
  };
}

/** Direct sales ship once paid; a raffle delivers only to the winning ticket's order. */
export function canShip(order: Pick<Order, 'status' | 'type'>, hasWinningTicket: boolean): boolean {
  return order.status === 'paid' && (order.type !== 'lottery' || hasWinningTicket);
}

export function orderView(o: Order, hasWinningTicket: boolean): MerchantOrderView {
  const images = imagesOf(o.product);
  const l = o.lottery ?? null;
  return {
    id: o.id,
    order_number: o.orderNumber,
    status: o.status,
    type: o.type,
    quantity: o.quantity,
    unit_price: o.unitPrice,
    total_amount: o.totalAmount,
    currency: 'XAF',
    created_at: o.createdAt.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
    fulfilled_at: o.fulfilledAt?.toISOString() ?? null,
    buyer: { name: o.user.fullName(), phone: o.phone ?? o.user.phone ?? null, city: o.user.city ?? null },
    product: { id: o.product.id, name: o.product.name, image: images[0] ?? null, sale_mode: o.product.saleMode },
    lottery: l ? { id: l.id, lottery_number: l.lotteryNumber, status: l.status, drawn: l.status === 'drawn' } : null,
    has_winning_ticket: hasWinningTicket,
    can_ship: canShip(o, hasWinningTicket),
    payment_method: o.paymentMethod ?? null,
  };
}

export const isSold = (status: string) => (SOLD_ORDER_STATUSES as readonly string[]).includes(status);
