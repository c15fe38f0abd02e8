import { Module } from '@nestjs/common';
import { ExclusiveRunner } from '../../infra/scheduler/exclusive.js';
import { IntervalJobs } from '../../infra/scheduler/interval-job.js';
import { CatalogueModule } from '../catalogue/index.js';
import { LotteriesModule } from '../lotteries/index.js';
import { OrdersModule } from '../orders/index.js';
import { AdminRefundReads } from './admin-refund-reads.js';
import { PaymentsModule } from '../payments/index.js';
import { AdminRefundsController } from './admin-refunds.controller.js';
import { AdminRefundsService } from './admin-refunds.service.js';
import { LotteryCancellationService } from './lottery-cancellation.service.js';
import { LotteryRefundsAdapter } from './lottery-refunds.adapter.js';
import { PayoutGatewayModule } from '../../infra/shap/payout.provider.js';
import { RaiseForOrder } from './raise-for-order.js';
import { RefundJobs } from './refund-jobs.js';
import { RefundPayoutsService } from './refund-payouts.service.js';
import { RefundsController } from './refunds.controller.js';
import { RefundsService } from './refunds.service.js';
import { UserActivityAdapter } from './user-activity.adapter.js';
import { UsersModule } from '../users/index.js';
import { SettingsModule } from '../settings/index.js';
import { LedgerModule } from '../ledger/index.js';
import { RefundsLedgerAdapter } from './refunds-ledger.adapter.js';

@Module({
  imports: [
    SettingsModule,
    OrdersModule,
    PaymentsModule,
    LotteriesModule,
    PayoutGatewayModule,
    CatalogueModule,
    UsersModule,
    LedgerModule,
  ],
  controllers: [RefundsController, AdminRefundsController],
  providers: [
    AdminRefundReads,
    RefundsService,
    RefundPayoutsService,
    AdminRefundsService,
    LotteryCancellationService,
    RefundJobs,
    ExclusiveRunner,
    IntervalJobs,
    RaiseForOrder,
    LotteryRefundsAdapter,
    UserActivityAdapter,
    RefundsLedgerAdapter,
  ],
  exports: [AdminRefundReads, RefundsService, RefundPayoutsService, AdminRefundsService],
})
export class RefundsModule {}
