import { Module } from '@nestjs/common';
import { LotteriesModule } from '../lotteries/lotteries.module.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrdersQuery } from './admin-orders.query.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';

@Module({
  imports: [LotteriesModule],
  controllers: [OrdersController, AdminOrdersController],
  providers: [OrdersService, AdminOrdersQuery],
  exports: [OrdersService, AdminOrdersQuery],
})
export class OrdersModule {}
