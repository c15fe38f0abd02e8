import { Module } from '@nestjs/common';
import { AdminProductsController } from './admin-products.controller.js';
import { AdminProductsService } from './admin-products.service.js';
import { AdminCatalogueReads } from './admin-catalogue-reads.js';
import { AdminTopProductsController } from './admin-top-products.controller.js';
import { CategoriesController } from './categories.controller.js';
import { CategoriesService } from './categories.service.js';
import { ProductLotteries } from './product-lotteries.port.js';
import { ProductOrders } from './product-orders.port.js';
import { ProductWrites } from './product-writes.service.js';
import { ProductsController } from './products.controller.js';
import { ProductsService } from './products.service.js';
import { SettingsModule } from '../settings/index.js';

/** Every provider is also the module's to give: services and the port slots other modules fill. */
const SHARED = [
  CategoriesService,
  ProductsService,
  AdminCatalogueReads,
  AdminProductsService,
  ProductLotteries,
  ProductOrders,
  ProductWrites,
];

// AdminTopProductsController first: its fixed path admin/products/top must win over admin/products/:id
@Module({
  imports: [SettingsModule],
  controllers: [AdminTopProductsController, CategoriesController, ProductsController, AdminProductsController],
  providers: SHARED,
  exports: SHARED,
})
export class CatalogueModule {}
