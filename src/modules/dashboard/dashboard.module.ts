import { Module } from '@nestjs/common';
import { RealtimeModule } from '../../infra/realtime/realtime.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { LotteriesModule } from '../lotteries/lotteries.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { RefundsModule } from '../refunds/refunds.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminDashboardController } from './admin-dashboard.controller.js';
import { BadgesRelay } from './badges-relay.js';
import { DashboardService } from './dashboard.service.js';

/**
 * The back-office dashboard, sidebar badges and header search: a composition over the reads the
 * owning modules export (users, catalogue, lotteries, orders, payments, refunds); no table of its own.
 */
@Module({
  imports: [UsersModule, CatalogueModule, LotteriesModule, OrdersModule, PaymentsModule, RefundsModule, RealtimeModule],
  controllers: [AdminDashboardController],
  providers: [DashboardService, BadgesRelay],
  exports: [DashboardService],
})
export class DashboardModule {}
