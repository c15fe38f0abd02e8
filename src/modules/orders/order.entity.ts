import { defineEntity, p } from '@mikro-orm/core';
import { Product } from '../catalogue/product.entity.js';
// a relation to a higher module's entity: its file, not its index (which would load that module whole)
import { Lottery } from '../lotteries/lottery.entity.js';
import { User } from '../users/user.entity.js';

export { ORDER_TYPES, ORDER_STATUSES } from '../../contracts/orders.js';
import { ORDER_STATUSES, ORDER_TYPES } from '../../contracts/orders.js';
import { indexedCreatedAt, updatedAt } from '../../infra/database/timestamps.js';
export type { OrderStatus } from '../../contracts/orders.js';

const OrderSchema = defineEntity({
  name: 'Order',
  tableName: 'orders',
  checks: [
    { name: 'orders_amounts_consistent', expression: 'quantity > 0 and total_amount = quantity * unit_price' },
    { name: 'orders_wallet_share_bounded', expression: 'wallet_share >= 0 and wallet_share < total_amount' },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    orderNumber: p.string().length(30).unique(),
    user: () => p.manyToOne(User).index(),
    type: p.enum(ORDER_TYPES),
    status: p.enum(ORDER_STATUSES).default('awaiting_payment').index(),
    product: () => p.manyToOne(Product).index(),
    lottery: () => p.manyToOne(Lottery).nullable().index(),
    quantity: p.integer(),
    /** integer XAF */
    unitPrice: p.integer(),
    totalAmount: p.integer(),
    /** integer XAF of the total set aside from the buyer's Mbolo balance; mobile money pays the rest */
    walletShare: p.integer().default(0),
    phone: p.string().length(20).nullable(),
    /** unpaid orders expire, releasing what they reserved */
    expiresAt: p.datetime().nullable().index(),
    /** the chosen mobile-money method of the last payment attempt */
    paymentMethod: p.string().length(20).nullable(),
    paidAt: p.datetime().nullable(),
    fulfilledAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    /** the buyer's notes when confirming receipt */
    notes: p.text().nullable(),
    createdAt: indexedCreatedAt(),
    updatedAt: updatedAt(),
  },
});

export class Order extends OrderSchema.class {}
OrderSchema.setClass(Order);
export { OrderSchema };

/** The alias MikroORM gives an Order query's own table: a lock limited to it (`FOR UPDATE OF o0`) leaves the joined rows unlocked. */
export const ORDER_ALIAS = 'o0';
