import type { PageContextServer } from 'vike/types';
import type { AdminPayoutsPage } from '../../../src/contracts/payouts.js';
import { payoutsQuery } from './payout-query.js';

export interface AdminPayoutsPageData {
  /** the list, its pages and the totals for the URL's filters (null: the load failed, the browser asks again) */
  initial: AdminPayoutsPage | null;
}

/** The first paint of /admin/payouts, read in-process for the URL's filters. */
export async function data(pageContext: PageContextServer): Promise<AdminPayoutsPageData> {
  try {
    return {
      initial: await pageContext.services.payouts.adminPage(
        payoutsQuery(pageContext.urlParsed.search),
        pageContext.locale,
      ),
    };
  } catch (err) {
    console.error('admin payouts page', err);
    return { initial: null };
  }
}
