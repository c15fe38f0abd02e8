import { REVIEW_LIMITS, REVIEW_STATUSES, type AdminReviewsQuery } from '../../../src/contracts/reviews.js';
import { withQuery } from '../../../renderer/lib/url-filters.js';

/** The queue opens on the reported reviews; `all` lists every status. */
export const REVIEW_FILTERS = { status: 'reported' };
export const STATUS_CHOICES = [...REVIEW_STATUSES, 'all'] as const;

/** The API query for the page's filters (unknown values read as the default). */
export function reviewsQuery(search: Record<string, string | undefined>): AdminReviewsQuery {
  const status = search.status ?? REVIEW_FILTERS.status;
  const page = Number(search.page);
  return {
    status: (REVIEW_STATUSES as readonly string[]).includes(status)
      ? (status as AdminReviewsQuery['status'])
      : status === 'all'
        ? undefined
        : 'reported',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    per_page: REVIEW_LIMITS.adminPerPage,
  };
}

export const reviewsPath = (q: AdminReviewsQuery) =>
  withQuery('/admin/reviews', { status: q.status, page: q.page > 1 ? q.page : undefined });
