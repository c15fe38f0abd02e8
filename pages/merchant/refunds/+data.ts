import type { PageContextServer } from 'vike/types';
import {
  merchantRefundsQuerySchema,
  type MerchantRefundLotteryView,
  type MerchantRefundTotals,
} from '../../../src/contracts/merchant.js';
import { readList } from '../components/merchant-data.js';
import type { Page } from '../components/merchant-api.js';

export type RefundsAnswer = Page<MerchantRefundLotteryView> & { totals: MerchantRefundTotals };

export interface MerchantRefundsPageData {
  /** GET /api/merchant/refunds for the URL's page; null when it could not be read here. */
  list: RefundsAnswer | null;
}

export async function data(pageContext: PageContextServer): Promise<MerchantRefundsPageData> {
  const { refunds } = pageContext.services.merchant;
  // the list has no filters: only ?page, read as the page's links write it
  return { list: await readList(pageContext, {}, merchantRefundsQuerySchema, (id, q) => refunds.list(id, q)) };
}
