import type { PageContextServer } from 'vike/types';
import type { PopularLotteryDto } from '../../../src/contracts/catalogue.js';
import { CUSTOMER_LIMITS, type CustomerDashboardDto } from '../../../src/contracts/customer.js';

export interface DashboardPageData {
  stats: CustomerDashboardDto | null;
  popular: PopularLotteryDto[];
  now: string;
  error: boolean;
}

/** The dashboard's figures, last tickets and popular draws, read in-process in one go. */
export async function data(pageContext: PageContextServer): Promise<DashboardPageData> {
  const user = pageContext.user!; // the customer guard ran first
  const { customerStats, lotteries } = pageContext.services;
  const now = new Date().toISOString();
  // spec 2 §8: the popular list falls back to empty on its own; the figures failing is the page's error
  const popular = await lotteries.popular(CUSTOMER_LIMITS.popularLotteries).catch(() => []);
  try {
    return { stats: await customerStats.dashboard(user.id), popular, now, error: false };
  } catch (err) {
    console.error('customer dashboard', err);
    return { stats: null, popular, now, error: true };
  }
}
