import type { PageContextServer } from 'vike/types';
import { envelope } from '../../../src/common/http/envelope.js';
import { merchantOf, settle } from '../components/merchant-data.js';
import type { DashboardPageData } from '../components/DashboardView.js';

/** GET /api/merchant/dashboard/simple (the individual seller's dashboard), read in-process for the first paint. */
export async function data(pageContext: PageContextServer): Promise<DashboardPageData> {
  const { id, kind } = merchantOf(pageContext);
  const { dashboard } = pageContext.services.merchant;
  return { dashboard: await settle('simple dashboard', async () => envelope(await dashboard.simple(id, kind))) };
}
