import { Module } from '@nestjs/common';
import { ExclusiveRunner } from '../../infra/scheduler/exclusive.js';
import { IntervalJobs } from '../../infra/scheduler/interval-job.js';
import { RealtimeModule } from '../../infra/realtime/realtime.module.js';
import { LotteriesModule } from '../lotteries/index.js';
import { OrdersModule } from '../orders/index.js';
import { AdminRevenueController } from './admin-revenue.controller.js';
import { AdminRevenueReads } from './admin-revenue-reads.js';
import { AdminPaymentsController } from './admin-payments.controller.js';
import { AdminPaymentsQueries } from './admin-payments.queries.js';
import { PaymentGatewayModule } from '../../infra/ebilling/gateway.provider.js';
import { OrderPaymentsAdapter } from './order-payments.adapter.js';
import { PaymentCallbackController } from './payment-callback.controller.js';
import { PaymentEvents } from './payment-events.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsRealtimeGateway } from './payments-realtime.gateway.js';
import { PaymentsService } from './payments.service.js';
import { PushQuota } from './push-quota.js';
import { PayerNames } from './payer-names.js';
import { PayoutGatewayModule } from '../../infra/shap/payout.provider.js';
import { ReconciliationService } from './reconciliation.service.js';
import { SettlementService } from './settlement.service.js';
import { TransactionsController } from './transactions.controller.js';
import { PaymentMethodsModule } from '../payment-methods/index.js';
import { LedgerModule } from '../ledger/index.js';
import { SettingsModule } from '../settings/index.js';
import { PaymentsLedgerAdapter } from './payments-ledger.adapter.js';
import { WalletCheckout } from './wallet-checkout.service.js';
import { PaymentsReconciliation } from './payments-reconciliation.js';

@Module({
  imports: [
    PaymentMethodsModule,
    OrdersModule,
    LotteriesModule,
    RealtimeModule,
    PaymentGatewayModule,
    PayoutGatewayModule,
    LedgerModule,
    SettingsModule,
  ],
  controllers: [
    AdminRevenueController,
    AdminPaymentsController,
    PaymentCallbackController,
    PaymentsController,
    TransactionsController,
  ],
  providers: [
    AdminRevenueReads,
    AdminPaymentsQueries,
    PaymentsService,
    PushQuota,
    PayerNames,
    SettlementService,
    ReconciliationService,
    PaymentEvents,
    PaymentsRealtimeGateway,
    ExclusiveRunner,
    IntervalJobs,
    OrderPaymentsAdapter,
    PaymentsLedgerAdapter,
    WalletCheckout,
    PaymentsReconciliation,
  ],
  exports: [
    PaymentsReconciliation,
    AdminRevenueReads,
    AdminPaymentsQueries,
    PaymentsService,
    SettlementService,
    ReconciliationService,
    PaymentsLedgerAdapter,
  ],
})
export class PaymentsModule {}
