import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../common/errors/domain-error.js';
import { pageOf, type PageInfo } from '../../contracts/pagination.js';
import type { AdminReviewDto, AdminReviewsQuery } from '../../contracts/reviews.js';
import { adminReviews } from './review-reads.js';
import { Review } from './review.entity.js';
import { moveReview } from './reviews.state.js';

/** Back-office moderation of reported reviews (privilege reviews.moderate). */
@Injectable()
export class AdminReviewsService {
  constructor(private readonly em: EntityManager) {}

  async list(query: AdminReviewsQuery): Promise<{ data: AdminReviewDto[]; pagination: PageInfo }> {
    const { reviews, total } = await adminReviews(this.em.fork(), query.status, query.page, query.per_page);
    return { data: reviews, pagination: pageOf(total, query.page, query.per_page) };
  }

  /** A moderator's decision on a reported review: kept (published again) or hidden, through the transition table. */
  async decide(reviewId: number, decision: 'keep' | 'hide'): Promise<{ id: number; status: string }> {
    return this.em.fork().transactional(async (tx) => {
      const review = await tx.findOne(Review, { id: reviewId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!review) throw new NotFoundError('reviews.errors.not_found');
      moveReview(review, decision === 'keep' ? 'published' : 'hidden');
      await tx.flush();
      return { id: review.id, status: review.status };
    });
  }
}
