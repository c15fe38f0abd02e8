// The payments module's public surface: other modules and the app import only from here.
export { AdminPaymentsQueries } from './admin-payments.queries.js';
export { AdminRevenueReads } from './admin-revenue-reads.js';
export { userPayments } from './payment-queries.js';
export { nationalMsisdn, newPaymentReference } from './payment-reference.js';
export { Payment, PaymentSchema } from './payment.entity.js';
export { movePayment } from './payment.state.js';
export { PaymentsLedgerAdapter } from './payments-ledger.adapter.js';
export { PaymentsReconciliation } from './payments-reconciliation.js';
export { PaymentsModule } from './payments.module.js';
export { PaymentsService } from './payments.service.js';
