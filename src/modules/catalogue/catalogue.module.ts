import { Module } from '@nestjs/common';
import { LotteriesModule } from '../lotteries/lotteries.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { AdminProductsController } from './admin-products.controller.js';
import { AdminProductsService } from './admin-products.service.js';
import { AdminCatalogueReads } from './admin-catalogue-reads.js';
import { AdminTopProductsController } from './admin-top-products.controller.js';
import { CategoriesController } from './categories.controller.js';
import { CategoriesService } from './categories.service.js';
import { ProductsController } from './products.controller.js';
import { ProductsService } from './products.service.js';

// AdminTopProductsController first: its fixed path admin/products/top must win over admin/products/:id
@Module({
  imports: [LotteriesModule, OrdersModule],
  controllers: [AdminTopProductsController, CategoriesController, ProductsController, AdminProductsController],
  providers: [CategoriesService, ProductsService, AdminCatalogueReads, AdminProductsService],
  exports: [CategoriesService, ProductsService, AdminCatalogueReads, AdminProductsService],
})
export class CatalogueModule {}
