import { Module } from '@nestjs/common';
import { StorageModule } from '../../infra/storage/storage.service.js';
import { CatalogueModule } from '../catalogue/index.js';
import { LotteriesModule } from '../lotteries/index.js';
import { OrdersModule } from '../orders/index.js';
import { MerchantAnalyticsService } from './merchant-analytics.service.js';
import { MerchantDashboardController } from './merchant-dashboard.controller.js';
import { MerchantDashboardService } from './merchant-dashboard.service.js';
import { MerchantImagesService } from './merchant-images.service.js';
import { MerchantLotteriesController } from './merchant-lotteries.controller.js';
import { MerchantLotteriesService } from './merchant-lotteries.service.js';
import { MerchantOrdersController } from './merchant-orders.controller.js';
import { MerchantOrdersService } from './merchant-orders.service.js';
import { MerchantProductsController } from './merchant-products.controller.js';
import { MerchantProductsService } from './merchant-products.service.js';
import { MerchantProfileController } from './merchant-profile.controller.js';
import { MerchantProfileService } from './merchant-profile.service.js';
import { MerchantRefundsController } from './merchant-refunds.controller.js';
import { MerchantRefundsService } from './merchant-refunds.service.js';
import { ProductImagesUpload, LogoUpload } from './merchant-uploads.js';
import { SettingsModule } from '../settings/index.js';
import { UsersModule } from '../users/index.js';

/** The seller's back office under /api/merchant/*: MERCHANT role only, each merchant scoped to its own data. */
@Module({
  imports: [SettingsModule, UsersModule, CatalogueModule, LotteriesModule, OrdersModule, StorageModule],
  controllers: [
    MerchantProductsController,
    MerchantOrdersController,
    MerchantLotteriesController,
    MerchantDashboardController,
    MerchantProfileController,
    MerchantRefundsController,
  ],
  providers: [
    MerchantProductsService,
    MerchantImagesService,
    MerchantOrdersService,
    MerchantLotteriesService,
    MerchantDashboardService,
    MerchantAnalyticsService,
    MerchantProfileService,
    MerchantRefundsService,
    ProductImagesUpload,
    LogoUpload,
  ],
  exports: [MerchantProfileService, MerchantDashboardService],
})
export class MerchantModule {}
