import { Module } from '@nestjs/common';
import { LotteriesModule } from '../lotteries/lotteries.module.js';
import { AdminOrderStatusController, StaffOrderStatusController } from './admin-order-status.controller.js';
import { OrderRefunds } from './order-refunds.port.js';
import { OrderStatusChangeService } from './order-status-change.service.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';
import { ProductOrdersService } from './product-orders.service.js';

@Module({
  imports: [LotteriesModule],
  controllers: [OrdersController, AdminOrderStatusController, StaffOrderStatusController],
  providers: [OrdersService, OrderStatusChangeService, OrderRefunds, ProductOrdersService],
  exports: [OrdersService, OrderStatusChangeService, OrderRefunds, ProductOrdersService],
})
export class OrdersModule {}
