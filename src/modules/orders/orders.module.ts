import { Module } from '@nestjs/common';
import { LotteriesModule } from '../lotteries/lotteries.module.js';
import { AdminOrderReads } from './admin-order-reads.js';
import { AdminOrderStatusController, StaffOrderStatusController } from './admin-order-status.controller.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrdersQuery } from './admin-orders.query.js';
import { OrderRefunds } from './order-refunds.port.js';
import { OrderStatusChangeService } from './order-status-change.service.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';
import { ProductOrdersService } from './product-orders.service.js';

@Module({
  imports: [LotteriesModule],
  controllers: [OrdersController, AdminOrdersController, AdminOrderStatusController, StaffOrderStatusController],
  providers: [OrdersService, AdminOrdersQuery, OrderStatusChangeService, OrderRefunds, AdminOrderReads, ProductOrdersService],
  exports: [OrdersService, AdminOrdersQuery, OrderStatusChangeService, OrderRefunds, AdminOrderReads, ProductOrdersService],
})
export class OrdersModule {}
