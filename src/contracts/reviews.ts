import { z } from 'zod';
import './zod-locale.js';
import { pageQuery, type PageInfo } from './pagination.js';
import { text } from './zod-helpers.js';

const E = (k: string) => `reviews.errors.${k}`;

export * from './review-options.js';
import {
  REVIEW_LIMITS,
  REVIEW_REPORT_REASONS,
  REVIEW_STATUSES,
  type ReviewReportReason,
  type ReviewStatus,
} from './review-options.js';

const rating = z.coerce
  .number({ error: E('rating_invalid') })
  .int(E('rating_invalid'))
  .min(1, E('rating_invalid'))
  .max(5, E('rating_invalid'));

/** POST /customer/orders/{orderNumber}/review: 1–5 stars and the buyer's words (plain text, ≤ 1000). */
export const createReviewSchema = z.strictObject({
  rating,
  text: text({ required: E('text_required'), max: [REVIEW_LIMITS.textMax, E('text_max')] }),
});
export type CreateReviewInput = z.infer<typeof createReviewSchema>;

/** POST /public/reviews/{id}/report */
export const reportReviewSchema = z.strictObject({
  reason: z.enum(REVIEW_REPORT_REASONS, { error: E('reason_invalid') }),
});
export type ReportReviewInput = z.infer<typeof reportReviewSchema>;

export const publicReviewsQuerySchema = z.object({
  ...pageQuery({ perPage: REVIEW_LIMITS.perPage, maxPerPage: REVIEW_LIMITS.maxPerPage }),
});
export type PublicReviewsQuery = z.infer<typeof publicReviewsQuerySchema>;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const adminReviewsQuerySchema = z.object({
  ...pageQuery({ perPage: REVIEW_LIMITS.adminPerPage, maxPerPage: 100 }),
  status: z.preprocess(blank, z.enum(REVIEW_STATUSES, { error: E('status_invalid') }).optional()),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;

/** An average of published reviews: null when there is none. */
export interface RatingSummary {
  average: number | null;
  count: number;
}

/** A published review as everyone sees it: the author's first name and initial only. */
export interface ReviewDto {
  id: number;
  rating: number;
  text: string;
  author: string;
  created_at: string;
}

export interface ReviewPage {
  reviews: ReviewDto[];
  summary: RatingSummary;
  pagination: PageInfo;
}

/** The buyer's own review of one of their orders. */
export interface MyReviewDto {
  id: number;
  order_number: string;
  rating: number;
  text: string;
  status: ReviewStatus;
  created_at: string;
}

export interface AdminReviewDto extends ReviewDto {
  status: ReviewStatus;
  report_count: number;
  last_report_reason: ReviewReportReason | null;
  reported_at: string | null;
  product: { id: number; name: string };
  merchant: { id: number; name: string };
  order_number: string;
}

/** What the product page shows: the product's reviews and the seller's average. */
export interface ProductReviewsView extends ReviewPage {
  seller: RatingSummary;
}
