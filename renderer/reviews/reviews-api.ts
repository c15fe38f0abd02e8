import type { MyReviewDto, ReviewReportReason } from '../../src/contracts/reviews.js';
import { api } from '../lib/api.js';

/** POST /customer/orders/{orderNumber}/review */
export async function postReview(orderNumber: string, body: { rating: number; text: string }) {
  return api<{ message: string; data: MyReviewDto }>(`/customer/orders/${encodeURIComponent(orderNumber)}/review`, {
    body,
  });
}

/** POST /public/reviews/{id}/report */
export async function reportReview(id: number, reason: ReviewReportReason) {
  return api<{ message: string; data: { id: number; status: string } }>(`/public/reviews/${id}/report`, {
    body: { reason },
  });
}

/** POST /admin/reviews/{id}/keep|hide */
export async function moderateReview(id: number, decision: 'keep' | 'hide') {
  return api<{ message: string; data: { id: number; status: string } }>(`/admin/reviews/${id}/${decision}`, {
    method: 'POST',
  });
}
