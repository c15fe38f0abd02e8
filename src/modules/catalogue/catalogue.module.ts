import { Module } from '@nestjs/common';
import { AdminCatalogueReads } from './admin-catalogue-reads.js';
import { AdminTopProductsController } from './admin-top-products.controller.js';
import { CategoriesController } from './categories.controller.js';
import { CategoriesService } from './categories.service.js';
import { ProductsController } from './products.controller.js';
import { ProductsService } from './products.service.js';

// AdminTopProductsController first: its fixed path admin/products/top must win over admin/products/:id
@Module({
  controllers: [AdminTopProductsController, CategoriesController, ProductsController],
  providers: [CategoriesService, ProductsService, AdminCatalogueReads],
  exports: [CategoriesService, ProductsService, AdminCatalogueReads],
})
export class CatalogueModule {}
