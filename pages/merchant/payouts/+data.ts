import type { PageContextServer } from 'vike/types';
import { payoutsQuerySchema, type MerchantPayoutsPage } from '../../../src/contracts/payouts.js';
import { readList } from '../components/merchant-data.js';
import { PAYOUT_FILTERS } from './payout-filters.js';

export type PayoutsAnswer = { success: boolean } & MerchantPayoutsPage;

export interface MerchantPayoutsPageData {
  /** GET /api/merchant/payouts for the URL's filters (rows and balance); null when it could not be read here. */
  list: PayoutsAnswer | null;
}

export async function data(pageContext: PageContextServer): Promise<MerchantPayoutsPageData> {
  const { payouts } = pageContext.services;
  return {
    list: await readList(pageContext, PAYOUT_FILTERS, payoutsQuerySchema, (id, q) =>
      payouts.merchantPage(id, q, pageContext.locale),
    ),
  };
}
