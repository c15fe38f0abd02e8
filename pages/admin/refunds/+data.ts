import type { PageContextServer } from 'vike/types';
import type { AdminRefundStats, AdminRefundView, EligibleLotteries } from '../../../src/contracts/refunds.js';
import { translator } from '../../../src/common/i18n/server-i18n.js';
import { localizeRefund } from '../../../src/modules/refunds/index.js';
import { REFUND_LIST_LIMIT, refundFiltersFrom } from './refund-query.js';

export interface AdminRefundsPageData {
  /** each null when it could not be read: the browser then asks the API and shows spec 3 §8's message */
  list: { data: { refunds: AdminRefundView[]; total: number } } | null;
  stats: { data: AdminRefundStats } | null;
  eligible: { data: EligibleLotteries } | null;
}

async function settle<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    console.error(`admin refunds: ${what}`, err);
    return null;
  }
}

/** The first paint of /admin/refunds: the list for the URL's filters, the stats and the raffles to refund, in-process. */
export async function data(pageContext: PageContextServer): Promise<AdminRefundsPageData> {
  const { adminRefunds } = pageContext.services;
  const t = translator(pageContext.locale);
  const filters = refundFiltersFrom(pageContext.urlParsed.search);
  const [list, stats, eligible] = await Promise.all([
    settle('list', async () => {
      const { refunds, total } = await adminRefunds.list({ limit: REFUND_LIST_LIMIT, ...filters });
      return { data: { refunds: refunds.map((r) => localizeRefund(r, t)), total } };
    }),
    settle('stats', async () => ({ data: await adminRefunds.stats() })),
    settle('eligible', async () => ({ data: await adminRefunds.eligible() })),
  ]);
  return { list, stats, eligible };
}
