import { Module } from '@nestjs/common';
import { ExclusiveRunner } from '../../infra/scheduler/exclusive.js';
import { IntervalJobs } from '../../infra/scheduler/interval-job.js';
import { PayoutGatewayModule } from '../../infra/shap/payout.provider.js';
import { RateLimitModule } from '../../infra/rate-limit/rate-limit.module.js';
import { LedgerModule } from '../ledger/index.js';
import { SettingsModule } from '../settings/index.js';
import { AdminPayoutsController } from './admin-payouts.controller.js';
import { MerchantPayoutsController } from './merchant-payouts.controller.js';
import { PayoutBalances } from './payout-balance.js';
import { PayoutJobs } from './payout-jobs.js';
import { PayoutReads } from './payout-reads.js';
import { PayoutSender } from './payout-sender.service.js';
import { PayoutsService } from './payouts.service.js';
import { WalletController } from './wallet.controller.js';
import { WalletService } from './wallet.service.js';
import { PayoutsLedgerSource } from './payouts-ledger.source.js';

/**
 * Payouts: merchants' sales released on the ledger, their requests and the back-office's decisions, the
 * buyers' Mbolo balance and its withdrawals; all sent through SHAP.
 */
@Module({
  imports: [SettingsModule, LedgerModule, PayoutGatewayModule, RateLimitModule],
  controllers: [MerchantPayoutsController, AdminPayoutsController, WalletController],
  providers: [
    WalletService,
    PayoutsLedgerSource,
    PayoutBalances,
    PayoutReads,
    PayoutSender,
    PayoutsService,
    PayoutJobs,
    ExclusiveRunner,
    IntervalJobs,
  ],
  exports: [WalletService, PayoutReads, PayoutsService, PayoutBalances, PayoutJobs],
})
export class PayoutsModule {}
