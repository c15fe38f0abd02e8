import { Module } from '@nestjs/common';
import { LotteriesModule } from '../lotteries/lotteries.module.js';
import { AdminOrderReads } from './admin-order-reads.js';
import { AdminOrderStatusController, StaffOrderStatusController } from './admin-order-status.controller.js';
import { OrderRefunds } from './order-refunds.port.js';
import { OrderStatusChangeService } from './order-status-change.service.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';

@Module({
  imports: [LotteriesModule],
  controllers: [OrdersController, AdminOrderStatusController, StaffOrderStatusController],
  providers: [OrdersService, OrderStatusChangeService, OrderRefunds, AdminOrderReads],
  exports: [OrdersService, OrderStatusChangeService, OrderRefunds, AdminOrderReads],
})
export class OrdersModule {}
