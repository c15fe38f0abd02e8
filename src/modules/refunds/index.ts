// The refunds module's public surface: other modules and the app import only from here.
export { AdminRefundReads } from './admin-refund-reads.js';
export { AdminRefundsService } from './admin-refunds.service.js';
export { localizeRefund } from './refund-i18n.js';
export { filledLotteryRefunds } from './lottery-refunds.adapter.js';
export { userRefunds } from './refund-queries.js';
export { Refund, RefundSchema } from './refund.entity.js';
export { transitionRefund } from './refund.state.js';
export { RefundsModule } from './refunds.module.js';
export { RefundsService } from './refunds.service.js';
