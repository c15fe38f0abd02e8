import { Module } from '@nestjs/common';
import { LotteriesModule } from '../lotteries/lotteries.module.js';
import { AdminOrderReads } from './admin-order-reads.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';

@Module({
  imports: [LotteriesModule],
  controllers: [OrdersController],
  providers: [OrdersService, AdminOrderReads],
  exports: [OrdersService, AdminOrderReads],
})
export class OrdersModule {}
