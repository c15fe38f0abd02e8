// The ledger module's public surface: other modules and the app import only from here.
export { account, LEDGER_KINDS, OPERATOR_SYSTEMS, type LedgerAccount, type LedgerKind } from './accounts.js';
export {
  commissionOf,
  merchantReleased,
  openingBalance,
  paymentReceived,
  paymentUnallocated,
  payoutRequested,
  payoutReturned,
  payoutSent,
  refundPaid,
  walletPayment,
  walletHold,
  walletHoldReleased,
  walletShareSpent,
  walletShareRefunded,
  type LedgerLine,
  type Journal,
  type LedgerRefType,
} from './journals.js';
export { LedgerCheckJob } from './ledger-check.job.js';
export { LedgerCheckSchema, LedgerEntrySchema, LedgerJournalSchema } from './ledger.entity.js';
export { LedgerDomainSources, type DomainExpectation, type LedgerDomainSource } from './ledger-sources.js';
export { LedgerModule } from './ledger.module.js';
export { LedgerService } from './ledger.service.js';
