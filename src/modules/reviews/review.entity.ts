import { defineEntity, p } from '@mikro-orm/core';
import { Product } from '../catalogue/product.entity.js';
import { Order } from '../orders/order.entity.js';
import { User } from '../users/user.entity.js';
import { REVIEW_REPORT_REASONS, REVIEW_STATUSES } from '../../contracts/reviews.js';
import { indexedCreatedAt, updatedAt } from '../../infra/database/timestamps.js';

/**
 * A buyer's rating and words about what they received: one per order (unique), on a delivered direct
 * purchase or a raffle prize won and received. Plain text only; the status moves through reviews.state.ts.
 */
const ReviewSchema = defineEntity({
  name: 'Review',
  tableName: 'reviews',
  checks: [{ name: 'reviews_rating_range', expression: 'rating >= 1 and rating <= 5' }],
  properties: {
    id: p.integer().primary().autoincrement(),
    order: () => p.oneToOne(Order).owner().unique(),
    product: () => p.manyToOne(Product).index(),
    merchant: () => p.manyToOne(User).index(),
    author: () => p.manyToOne(User).index(),
    rating: p.smallint(),
    text: p.text(),
    status: p.enum(REVIEW_STATUSES).default('published').index(),
    reportCount: p.integer().default(0),
    lastReportReason: p.enum(REVIEW_REPORT_REASONS).nullable(),
    reportedAt: p.datetime().nullable(),
    createdAt: indexedCreatedAt(),
    updatedAt: updatedAt(),
  },
});

export class Review extends ReviewSchema.class {}
ReviewSchema.setClass(Review);
export { ReviewSchema };
