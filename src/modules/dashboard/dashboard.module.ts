import { Module } from '@nestjs/common';
import { RealtimeModule } from '../../infra/realtime/realtime.module.js';
import { CatalogueModule } from '../catalogue/index.js';
import { LotteriesModule } from '../lotteries/index.js';
import { OrdersModule } from '../orders/index.js';
import { PaymentsModule } from '../payments/index.js';
import { RefundsModule } from '../refunds/index.js';
import { UsersModule } from '../users/index.js';
import { AdminDashboardController } from './admin-dashboard.controller.js';
import { BadgesRelay } from './badges-relay.js';
import { DashboardService } from './dashboard.service.js';
import { AccessModule } from '../access/index.js';

/**
 * The back-office dashboard, sidebar badges and header search: a composition over the reads the
 * owning modules export (users, catalogue, lotteries, orders, payments, refunds); no table of its own.
 */
@Module({
  imports: [
    AccessModule,
    UsersModule,
    CatalogueModule,
    LotteriesModule,
    OrdersModule,
    PaymentsModule,
    RefundsModule,
    RealtimeModule,
  ],
  controllers: [AdminDashboardController],
  providers: [DashboardService, BadgesRelay],
  exports: [DashboardService],
})
export class DashboardModule {}
