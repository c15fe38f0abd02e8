// The orders module's public surface: other modules and the app import only from here.
export { AdminOrderReads, userOrders } from './admin-order-reads.js';
export { AdminOrdersQuery } from './admin-orders.query.js';
export {
  OrderPayments,
  type OrderPaymentRow,
  type OrderPaymentSummary,
  type OrderPaymentsPort,
} from './order-payments.port.js';
export { OrderRefunds, type OrderRefundPort } from './order-refunds.port.js';
export { OrderTickets, type OrderTicket, type OrderTicketsPort } from './order-tickets.port.js';
export { OrderStatusHistorySchema } from './order-status-history.entity.js';
export { ORDER_ALIAS, Order, OrderSchema, type OrderStatus } from './order.entity.js';
export { moveOrder } from './order.state.js';
export { OrdersModule } from './orders.module.js';
export { OrdersService } from './orders.service.js';
export {
  MAX_HELD_TICKETS_SHARE,
  MAX_OPEN_ORDERS_PER_BUYER,
  MIN_HELD_TICKETS_CAP,
  RESERVATION_LOCK_CLASS,
  ReservationIpQuota,
  holdingLimit,
  tooManyOpenOrders,
} from './reservation-quota.js';
