import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { TFunction } from 'i18next';
import { CurrentAuth, Public } from '../../common/auth/decorators.js';
import { paged, withMessage } from '../../common/http/envelope.js';
import { T } from '../../common/http/locale.decorator.js';
import { routeId } from '../../common/http/route-id.js';
import { ApiZodBody, ApiZodQuery } from '../../common/validation/api-schema.js';
import {
  createReviewSchema,
  publicReviewsQuerySchema,
  reportReviewSchema,
  type CreateReviewInput,
  type PublicReviewsQuery,
  type ReportReviewInput,
} from '../../contracts/reviews.js';
import type { AuthContext } from '../auth/index.js';
import { ReviewsService } from './reviews.service.js';

/** Buyers' ratings: written by the buyer of a delivered order, read by everyone, reported by signed-in users. */
@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** The buyer of a delivered direct purchase or a received raffle prize, once per order. */
  @Post('customer/orders/:orderNumber/review')
  @HttpCode(201)
  @ApiZodBody(createReviewSchema)
  async create(
    @Param('orderNumber') orderNumber: string,
    @Body({ schema: createReviewSchema }) body: CreateReviewInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    return withMessage(t('reviews.created'), await this.reviews.create(auth.user.id, orderNumber, body));
  }

  /** The signed-in user's own reviews (the orders page shows them on their orders). */
  @Get('customer/reviews')
  async mine(@CurrentAuth() auth: AuthContext) {
    return this.reviews.mine(auth.user.id);
  }

  @Public()
  @Get('public/products/:id/reviews')
  @ApiZodQuery(publicReviewsQuerySchema)
  async ofProduct(@Param('id') id: string, @Query({ schema: publicReviewsQuerySchema }) query: PublicReviewsQuery) {
    const { reviews, summary, pagination } = await this.reviews.ofProduct(
      routeId(id, 'reviews.errors.product_not_found'),
      query.page,
      query.per_page,
    );
    return paged({ reviews, summary }, pagination);
  }

  @Public()
  @Get('public/merchants/:id/reviews')
  @ApiZodQuery(publicReviewsQuerySchema)
  async ofMerchant(@Param('id') id: string, @Query({ schema: publicReviewsQuerySchema }) query: PublicReviewsQuery) {
    const { reviews, summary, pagination } = await this.reviews.ofMerchant(
      routeId(id, 'reviews.errors.merchant_not_found'),
      query.page,
      query.per_page,
    );
    return paged({ reviews, summary }, pagination);
  }

  /** Any signed-in user but the author, once per review: the review goes to moderation. */
  @Post('public/reviews/:id/report')
  @HttpCode(200)
  @ApiZodBody(reportReviewSchema)
  async report(
    @Param('id') id: string,
    @Body({ schema: reportReviewSchema }) body: ReportReviewInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const data = await this.reviews.report(auth.user.id, routeId(id, 'reviews.errors.not_found'), body.reason);
    return withMessage(t('reviews.reported'), data);
  }
}
