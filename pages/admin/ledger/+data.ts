import type { PageContextServer } from 'vike/types';
import type { LedgerBalances, LedgerReconciliation } from '../../../src/contracts/ledger.js';

export interface AdminLedgerPageData {
  /** null when it could not be read (the page then asks the API and says so if that fails too) */
  balances: LedgerBalances | null;
  /** the screens' revenue against the ledger's; null when it could not be read here */
  reconciliation: LedgerReconciliation | null;
}

/** The balances and the last check, read in-process so the first paint has them. */
export async function data(pageContext: PageContextServer): Promise<AdminLedgerPageData> {
  const [balances, reconciliation] = await Promise.all([
    pageContext.services.ledger.balances().catch((err) => {
      console.error('admin ledger', err);
      return null;
    }),
    pageContext.services.reconciliation.figures().catch((err) => {
      console.error('admin ledger reconciliation', err);
      return null;
    }),
  ]);
  return { balances, reconciliation };
}
