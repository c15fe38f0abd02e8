import type { PageContextServer } from 'vike/types';
import { spendingWatchQuerySchema, type SpendingWatchRowDto } from '../../../src/contracts/buyer-protection.js';
import { pageOf, type PageInfo } from '../../../src/contracts/pagination.js';

export interface SpendingWatchPageData {
  /** the URL's page, read in-process so the first paint has rows; null when it could not be read */
  first: { data: SpendingWatchRowDto[]; pagination: PageInfo } | null;
}

export async function data(pageContext: PageContextServer): Promise<SpendingWatchPageData> {
  const parsed = spendingWatchQuerySchema.safeParse({ page: pageContext.urlParsed.search.page });
  const query = parsed.success ? parsed.data : spendingWatchQuerySchema.parse({});
  try {
    const { rows, total } = await pageContext.services.spendingWatch.list(query);
    return { first: { data: rows, pagination: pageOf(total, query.page, query.per_page) } };
  } catch (err) {
    console.error('admin spending watch', err);
    return { first: null };
  }
}
