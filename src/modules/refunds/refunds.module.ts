import { Module } from '@nestjs/common';
import { ExclusiveRunner } from '../../infra/scheduler/exclusive.js';
import { LotteriesModule } from '../lotteries/lotteries.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { AdminRefundReads } from './admin-refund-reads.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { AdminRefundsController } from './admin-refunds.controller.js';
import { AdminRefundsService } from './admin-refunds.service.js';
import { LotteryCancellationService } from './lottery-cancellation.service.js';
import { PayoutGatewayModule } from './payout/payout.provider.js';
import { RaiseForOrder } from './raise-for-order.js';
import { RefundJobs } from './refund-jobs.js';
import { RefundPayoutsService } from './refund-payouts.service.js';
import { RefundsController } from './refunds.controller.js';
import { RefundsService } from './refunds.service.js';

@Module({
  imports: [OrdersModule, PaymentsModule, LotteriesModule, PayoutGatewayModule],
  controllers: [RefundsController, AdminRefundsController],
  providers: [AdminRefundReads, RefundsService, RefundPayoutsService, AdminRefundsService, LotteryCancellationService, RefundJobs, ExclusiveRunner, RaiseForOrder],
  exports: [AdminRefundReads, RefundsService, RefundPayoutsService, AdminRefundsService],
})
export class RefundsModule {}
