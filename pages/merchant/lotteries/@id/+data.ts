import type { PageContextServer } from 'vike/types';
import { envelope } from '../../../../src/common/http/envelope.js';
import type { MerchantLotteryDetail } from '../../../../src/contracts/merchant.js';
import type { One } from '../../components/merchant-api.js';
import { merchantOf } from '../../components/merchant-data.js';

export interface MerchantLotteryPageData {
  /** GET /api/merchant/lotteries/:id; null when not found (shown at once) or not readable here (the browser asks). */
  lottery: One<MerchantLotteryDetail> | null;
  notFound: boolean;
}

/** One of the merchant's raffles; another merchant's id is "not found", as in the API. */
export async function data(pageContext: PageContextServer): Promise<MerchantLotteryPageData> {
  const raw = pageContext.routeParams.id ?? '';
  // the API's parseId rule: anything but a positive integer names no raffle
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) return { lottery: null, notFound: true };
  const { id } = merchantOf(pageContext);
  try {
    return {
      lottery: envelope(await pageContext.services.merchant.lotteries.detail(id, Number(raw))),
      notFound: false,
    };
  } catch (err) {
    // compared by status: the server build and the page bundle each have their own error classes
    if ((err as { status?: number }).status === 404) return { lottery: null, notFound: true };
    console.error('merchant lottery page', err);
    return { lottery: null, notFound: false };
  }
}
