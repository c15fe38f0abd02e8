import type { PageContextServer } from 'vike/types';
import { merchantLotteriesQuerySchema, type MerchantLotteryView } from '../../../src/contracts/merchant.js';
import { readList } from '../components/merchant-data.js';
import type { Page } from '../components/merchant-api.js';
import { LOTTERY_FILTERS } from '../components/merchant-filters.js';

export interface MerchantLotteriesPageData {
  /** GET /api/merchant/lotteries for the URL's filters; null when it could not be read here. */
  list: Page<MerchantLotteryView> | null;
}

export async function data(pageContext: PageContextServer): Promise<MerchantLotteriesPageData> {
  const { lotteries } = pageContext.services.merchant;
  return {
    list: await readList(pageContext, LOTTERY_FILTERS, merchantLotteriesQuerySchema, (id, q) => lotteries.list(id, q)),
  };
}
