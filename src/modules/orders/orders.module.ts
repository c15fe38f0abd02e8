import { Module } from '@nestjs/common';
import { LotteriesModule } from '../lotteries/lotteries.module.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';
import { ProductOrdersService } from './product-orders.service.js';

@Module({
  imports: [LotteriesModule],
  controllers: [OrdersController],
  providers: [OrdersService, ProductOrdersService],
  exports: [OrdersService, ProductOrdersService],
})
export class OrdersModule {}
