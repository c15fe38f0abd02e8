import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { REVIEW_REPORT_REASONS } from '../../contracts/reviews.js';
import { indexedCreatedAt } from '../../infra/database/timestamps.js';
import { Review } from './review.entity.js';

/** One signed-in user's report of a review: at most one per user and review (unique). */
const ReviewReportSchema = defineEntity({
  name: 'ReviewReport',
  tableName: 'review_reports',
  uniques: [{ name: 'review_reports_review_id_user_id_unique', properties: ['review', 'user'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    review: () => p.manyToOne(Review).deleteRule('cascade'),
    user: () => p.manyToOne(User).index(),
    reason: p.enum(REVIEW_REPORT_REASONS),
    createdAt: indexedCreatedAt(),
  },
});

export class ReviewReport extends ReviewReportSchema.class {}
ReviewReportSchema.setClass(ReviewReport);
export { ReviewReportSchema };
