import type { PageContextServer } from 'vike/types';
import type { LedgerBalances } from '../../../src/contracts/ledger.js';

export interface AdminLedgerPageData {
  /** null when it could not be read (the page then asks the API and says so if that fails too) */
  balances: LedgerBalances | null;
}

/** The balances and the last check, read in-process so the first paint has them. */
export async function data(pageContext: PageContextServer): Promise<AdminLedgerPageData> {
  try {
    return { balances: await pageContext.services.ledger.balances() };
  } catch (err) {
    console.error('admin ledger', err);
    return { balances: null };
  }
}
