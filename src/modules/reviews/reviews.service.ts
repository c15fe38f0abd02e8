import { Injectable } from '@nestjs/common';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, NotFoundError, ValidationFailedError } from '../../common/errors/domain-error.js';
import {
  REVIEW_LIMITS,
  reviewableOrder,
  type CreateReviewInput,
  type MyReviewDto,
  type RatingSummary,
  type ReviewPage,
  type ReviewReportReason,
} from '../../contracts/reviews.js';
import { plainText } from '../../common/plain-text.js';
import { ReviewReport } from './review-report.entity.js';
import { Review } from './review.entity.js';
import { moveReview } from './reviews.state.js';
import { mine, pageOfReviews, ratingSummary } from './review-reads.js';

interface OrderRow {
  id: number;
  user_id: number;
  type: string;
  status: string;
  product_id: number;
  merchant_id: number;
  won: boolean;
}

const ALREADY = 'reviews.errors.already_reviewed';

/**
 * Ratings and reviews. Orders, tickets and products are read with plain SQL (they belong to lower
 * modules); only reviews and their reports are written here, one transaction per use case.
 */
@Injectable()
export class ReviewsService {
  constructor(private readonly em: EntityManager) {}

  /** The buyer reviews one of their delivered orders, once (409 after that). */
  async create(userId: number, orderNumber: string, input: CreateReviewInput): Promise<MyReviewDto> {
    const text = plainText(input.text);
    // the checks run again once the markup is gone: "<b></b>" says nothing
    if (!text) throw new ValidationFailedError({ text: ['reviews.errors.text_required'] });
    if (text.length > REVIEW_LIMITS.textMax) throw new ValidationFailedError({ text: ['reviews.errors.text_max'] });
    try {
      return await this.em.fork().transactional(async (tx) => {
        const [order] = await tx.getConnection().execute<OrderRow[]>(
          `select o.id, o.user_id, o.type, o.status, o.product_id, p.merchant_id,
                  exists (select 1 from tickets t where t.order_id = o.id and t.status = 'won') as won
             from orders o join products p on p.id = o.product_id
            where o.order_number = ?
            for update of o`,
          [orderNumber],
          'all',
          tx.getTransactionContext(),
        );
        if (!order) throw new NotFoundError('reviews.errors.order_not_found');
        if (Number(order.user_id) !== userId)
          throw new DomainError(403, 'reviews.errors.not_buyer', { code: 'not_buyer' });
        if (await tx.count(Review, { order: order.id }))
          throw new DomainError(409, ALREADY, { code: 'already_reviewed' });
        if (!reviewableOrder({ status: order.status, type: order.type, has_winning_ticket: !!order.won }))
          throw new DomainError(422, 'reviews.errors.not_delivered', { code: 'not_delivered' });
        const review = tx.create(Review, {
          order: order.id,
          product: order.product_id,
          merchant: order.merchant_id,
          author: userId,
          rating: input.rating,
          text,
          status: 'published',
        });
        await tx.flush();
        const [dto] = await mine(tx, userId, [orderNumber]);
        return { ...dto!, id: review.id };
      });
    } catch (err) {
      // two submissions at once: the unique index lets one through, the other reads as a repeat
      if (err instanceof UniqueConstraintViolationException)
        throw new DomainError(409, ALREADY, { code: 'already_reviewed' });
      throw err;
    }
  }

  /** The signed-in user's own reviews, optionally for some of their orders only. */
  async mine(userId: number, orderNumbers?: string[]): Promise<MyReviewDto[]> {
    return mine(this.em.fork(), userId, orderNumbers);
  }

  /** A product's published reviews, newest first, with their average. */
  async ofProduct(productId: number, page = 1, perPage: number = REVIEW_LIMITS.perPage): Promise<ReviewPage> {
    return pageOfReviews(this.em.fork(), 'product_id', productId, page, perPage);
  }

  /** A seller's published reviews over all their products, with their average. */
  async ofMerchant(merchantId: number, page = 1, perPage: number = REVIEW_LIMITS.perPage): Promise<ReviewPage> {
    return pageOfReviews(this.em.fork(), 'merchant_id', merchantId, page, perPage);
  }

  /** The seller's average for the product page (null when the product is unknown). */
  async sellerOfProduct(productId: number): Promise<RatingSummary | null> {
    const em = this.em.fork();
    const [row] = await em
      .getConnection()
      .execute<{ merchant_id: number }[]>('select merchant_id from products where id = ?', [productId]);
    return row ? ratingSummary(em, 'merchant_id', Number(row.merchant_id)) : null;
  }

  /** A signed-in user reports a visible review, once; a published review goes to moderation. */
  async report(userId: number, reviewId: number, reason: ReviewReportReason): Promise<{ id: number; status: string }> {
    try {
      return await this.em.fork().transactional(async (tx) => {
        const review = await tx.findOne(Review, { id: reviewId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!review || review.status === 'hidden') throw new NotFoundError('reviews.errors.not_found');
        if (review.author.id === userId)
          throw new DomainError(403, 'reviews.errors.own_review', { code: 'own_review' });
        if (await tx.count(ReviewReport, { review: review.id, user: userId }))
          throw new DomainError(409, 'reviews.errors.already_reported', { code: 'already_reported' });
        tx.create(ReviewReport, { review: review.id, user: userId, reason });
        review.reportCount += 1;
        review.lastReportReason = reason;
        review.reportedAt = new Date();
        if (review.status === 'published') moveReview(review, 'reported');
        await tx.flush();
        return { id: review.id, status: review.status };
      });
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException)
        throw new DomainError(409, 'reviews.errors.already_reported', { code: 'already_reported' });
      throw err;
    }
  }
}
