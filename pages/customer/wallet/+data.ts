import type { PageContextServer } from 'vike/types';
import { walletQuerySchema, type WalletView } from '../../../src/contracts/wallet.js';
import { parseFilters } from '../../../renderer/lib/url-filters.js';
import { WALLET_FILTERS, walletApiQuery } from './wallet-query.js';

export type WalletAnswer = { success: boolean; data: WalletView };

export interface CustomerWalletPageData {
  /** GET /api/user/wallet for the URL's page; null when the server could not read it: the browser asks the API. */
  wallet: WalletAnswer | null;
}

/** The balance, the withdrawals on their way and the URL's page of movements, read in-process: there on first paint. */
export async function data(pageContext: PageContextServer): Promise<CustomerWalletPageData> {
  const user = pageContext.user!; // the customer guard ran first
  const query = walletQuerySchema.safeParse(walletApiQuery(parseFilters(WALLET_FILTERS, pageContext.urlParsed.search)));
  if (!query.success) return { wallet: null };
  try {
    return {
      wallet: { success: true, data: await pageContext.services.wallet.view(user.id, query.data, pageContext.locale) },
    };
  } catch (err) {
    console.error('customer wallet page', err);
    return { wallet: null };
  }
}
