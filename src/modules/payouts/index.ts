// The payouts module's public surface: other modules and the app import only from here.
export { PayoutSchema } from './payout.entity.js';
export { PayoutBalances } from './payout-balance.js';
export { PayoutJobs } from './payout-jobs.js';
export { PayoutReads } from './payout-reads.js';
export { PayoutsModule } from './payouts.module.js';
export { PayoutsService } from './payouts.service.js';
export { WalletService } from './wallet.service.js';
