import { PAYOUT_STATUSES, payoutsQuerySchema, type PayoutsQuery } from '../../../src/contracts/payouts.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';

export const ADMIN_PAYOUTS_PER_PAGE = 20;

/** The page's filters as they sit in its URL (page aside). */
export const PAYOUT_FILTERS = { search: '', status: '' };

/** The API query for the URL's filters; an unknown status or a bad page reads as absent. */
export function payoutsQuery(search: Record<string, string | undefined>): PayoutsQuery {
  const status = (PAYOUT_STATUSES as readonly string[]).includes(search.status ?? '') ? search.status : undefined;
  const page = Number(search.page);
  const parsed = payoutsQuerySchema.safeParse({
    status,
    search: search.search?.trim().slice(0, 100) || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    per_page: ADMIN_PAYOUTS_PER_PAGE,
  });
  return parsed.success ? parsed.data : payoutsQuerySchema.parse({ per_page: ADMIN_PAYOUTS_PER_PAGE });
}

/** The list call for these filters (the browser's refresh of what +data read). */
export const payoutsPath = (q: PayoutsQuery) =>
  withQuery('/admin/payouts', {
    status: q.status,
    search: q.search,
    page: q.page > 1 ? q.page : undefined,
    per_page: ADMIN_PAYOUTS_PER_PAGE,
  });

export const payoutPath = (id: number, action: 'approve' | 'reject' | 'retry') => `/admin/payouts/${id}/${action}`;

/** The payout statement, a PDF the browser downloads with the session cookie. */
export const statementHref = (id: number) => `/api/admin/payouts/${id}/statement.pdf`;
