import { Module } from '@nestjs/common';
import { LotteriesModule } from '../lotteries/lotteries.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { AdminProductsController } from './admin-products.controller.js';
import { AdminProductsService } from './admin-products.service.js';
import { CategoriesController } from './categories.controller.js';
import { CategoriesService } from './categories.service.js';
import { ProductsController } from './products.controller.js';
import { ProductsService } from './products.service.js';

@Module({
  imports: [LotteriesModule, OrdersModule],
  controllers: [CategoriesController, ProductsController, AdminProductsController],
  providers: [CategoriesService, ProductsService, AdminProductsService],
  exports: [CategoriesService, ProductsService, AdminProductsService],
})
export class CatalogueModule {}
