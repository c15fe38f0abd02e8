import type { PageContextServer } from 'vike/types';
import type { PageInfo } from '../../../src/contracts/pagination.js';
import type { AdminReviewDto } from '../../../src/contracts/reviews.js';
import { reviewsQuery } from './review-query.js';

export interface AdminReviewsPageData {
  /** the API's answer for the URL's filters (null: the load failed, the browser asks again) */
  initial: { data: AdminReviewDto[]; pagination: PageInfo } | null;
}

export async function data(pageContext: PageContextServer): Promise<AdminReviewsPageData> {
  try {
    return { initial: await pageContext.services.adminReviews.list(reviewsQuery(pageContext.urlParsed.search)) };
  } catch (err) {
    console.error('admin reviews page', err);
    return { initial: null };
  }
}
