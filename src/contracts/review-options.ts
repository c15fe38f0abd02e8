// The reviews' constants, without zod: what the public pages import (src/contracts/reviews.ts re-exports them).

export const REVIEW_STATUSES = ['published', 'reported', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Why a visitor reports a review (the dialog's short list). */
export const REVIEW_REPORT_REASONS = ['offensive', 'spam', 'off_topic', 'personal_data', 'other'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

export const REVIEW_LIMITS = { textMax: 1000, perPage: 5, maxPerPage: 50, adminPerPage: 20 } as const;

/**
 * Whether the buyer may review this order: a direct purchase they received, or the raffle order that
 * won the prize, once its receipt is confirmed (the order is then `fulfilled`).
 */
export function reviewableOrder(o: { status: string; type: string; has_winning_ticket: boolean }): boolean {
  return o.status === 'fulfilled' && (o.type === 'product_purchase' || o.has_winning_ticket);
}
