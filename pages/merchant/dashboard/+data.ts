import type { PageContextServer } from 'vike/types';
import { envelope } from '../../../src/common/http/envelope.js';
import { merchantOf, settle } from '../components/merchant-data.js';
import type { DashboardPageData } from '../components/DashboardView.js';

/** GET /api/merchant/dashboard (the enterprise's full dashboard), read in-process for the first paint. */
export async function data(pageContext: PageContextServer): Promise<DashboardPageData> {
  const { id, kind } = merchantOf(pageContext);
  const { dashboard } = pageContext.services.merchant;
  return { dashboard: await settle('dashboard', async () => envelope(await dashboard.full(id, kind))) };
}
