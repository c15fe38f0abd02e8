import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { AdminOrderReads } from './admin-order-reads.js';
import { AdminOrderStatusController, StaffOrderStatusController } from './admin-order-status.controller.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrdersQuery } from './admin-orders.query.js';
import { OrderPayments } from './order-payments.port.js';
import { OrderRefunds } from './order-refunds.port.js';
import { OrderTickets } from './order-tickets.port.js';
import { OrderStatusChangeService } from './order-status-change.service.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';
import { ProductOrdersAdapter } from './product-orders.adapter.js';

const EXPORTED = [
  OrdersService,
  AdminOrdersQuery,
  OrderStatusChangeService,
  OrderPayments,
  OrderRefunds,
  OrderTickets,
  AdminOrderReads,
];

@Module({
  // the catalogue's ProductOrders slot, filled here
  imports: [CatalogueModule, LedgerModule],
  controllers: [OrdersController, AdminOrdersController, AdminOrderStatusController, StaffOrderStatusController],
  providers: [...EXPORTED, ProductOrdersAdapter],
  exports: EXPORTED,
})
export class OrdersModule {}
