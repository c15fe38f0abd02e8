import { defineEntity, p } from '@mikro-orm/core';
import { ORDER_STATUSES } from '../../contracts/orders.js';
import { User } from '../users/user.entity.js';
import { Order } from './order.entity.js';

/** Who moved an order from one status to another by hand, when, and why: read by the order's timeline. */
const OrderStatusHistorySchema = defineEntity({
  name: 'OrderStatusHistory',
  tableName: 'order_status_history',
  properties: {
    id: p.integer().primary().autoincrement(),
    order: () => p.manyToOne(Order).index().deleteRule('cascade'),
    fromStatus: p.enum(ORDER_STATUSES),
    toStatus: p.enum(ORDER_STATUSES),
    changedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    notes: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class OrderStatusHistory extends OrderStatusHistorySchema.class {}
OrderStatusHistorySchema.setClass(OrderStatusHistory);
export { OrderStatusHistorySchema };
