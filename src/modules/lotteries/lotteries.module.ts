import { Module } from '@nestjs/common';
import { ExclusiveRunner } from '../../infra/scheduler/exclusive.js';
import { CatalogueModule } from '../catalogue/index.js';
import { OrdersModule } from '../orders/index.js';
import { beaconProvider } from './beacon/beacon.provider.js';
import { BeaconController } from './beacon/beacon.controller.js';
import { AdminDrawsController } from './admin-draws.controller.js';
import { AdminLotteryReads } from './admin-lottery-reads.js';
import { AdminLotteriesQuery } from './admin-lotteries.query.js';
import { AdminLotteryExport } from './admin-lottery-export.js';
import { DrawService } from './draw.service.js';
import { LotteriesService } from './lotteries.service.js';
import { LotteryJobs } from './lottery-jobs.js';
import { LotteryRefunds } from './lottery-refunds.port.js';
import { OrderTicketsAdapter } from './order-tickets.adapter.js';
import { ProductLotteriesAdapter } from './product-lotteries.adapter.js';
import { TicketsController } from './tickets.controller.js';
import { PublicLotteriesController } from './public-lotteries.controller.js';
import { PublicLotteriesService } from './public-lotteries.service.js';
import { ResultsController } from './results.controller.js';
import { DrawRegisterController } from './draw-register.controller.js';
import { DrawRegisterService } from './draw-register.service.js';
import { VerifierController } from './verifier/verifier.controller.js';
import { VerifierFiles } from './verifier/verifier-files.js';
import { ResultsService } from './results.service.js';
import { CustomerStatsController } from './customer-stats.controller.js';
import { CustomerStatsService } from './customer-stats.service.js';
import { MyTicketsController } from './my-tickets.controller.js';
import { MyTicketsService } from './my-tickets.service.js';
import { ParticipantsController } from './participants.controller.js';
import { ParticipantsService } from './participants.service.js';
import { SettingsModule } from '../settings/index.js';
import { UsersModule } from '../users/index.js';
import { BuyerProtectionController, SpendingWatchController } from './buyer-protection.controller.js';
import { BuyerLimitsService } from './buyer-limits.service.js';
import { SpendingWatchQuery } from './spending-watch.query.js';

@Module({
  // the catalogue's ProductLotteries and the orders' OrderTickets slots, filled here
  imports: [SettingsModule, CatalogueModule, OrdersModule, UsersModule],
  controllers: [
    BeaconController,
    TicketsController,
    BuyerProtectionController,
    // before AdminDrawsController, whose `:id` would take /admin/lotteries/spending-watch
    SpendingWatchController,
    AdminDrawsController,
    ResultsController,
    DrawRegisterController,
    VerifierController,
    PublicLotteriesController,
    MyTicketsController,
    CustomerStatsController,
    ParticipantsController,
  ],
  providers: [
    AdminLotteryReads,
    beaconProvider,
    AdminLotteriesQuery,
    AdminLotteryExport,
    LotteriesService,
    BuyerLimitsService,
    SpendingWatchQuery,
    DrawService,
    LotteryRefunds,
    LotteryJobs,
    ExclusiveRunner,
    ResultsService,
    DrawRegisterService,
    VerifierFiles,
    PublicLotteriesService,
    MyTicketsService,
    CustomerStatsService,
    ParticipantsService,
    ProductLotteriesAdapter,
    OrderTicketsAdapter,
  ],
  exports: [
    AdminLotteryReads,
    AdminLotteriesQuery,
    LotteriesService,
    DrawService,
    LotteryRefunds,
    ResultsService,
    DrawRegisterService,
    PublicLotteriesService,
    MyTicketsService,
    CustomerStatsService,
    ParticipantsService,
  ],
})
export class LotteriesModule {}
