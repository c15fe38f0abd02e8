import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { TFunction } from 'i18next';
import { RequirePrivilege } from '../../common/auth/decorators.js';
import { paged, withMessage } from '../../common/http/envelope.js';
import { T } from '../../common/http/locale.decorator.js';
import { routeId } from '../../common/http/route-id.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { adminReviewsQuerySchema, type AdminReviewsQuery } from '../../contracts/reviews.js';
import { AdminReviewsService } from './admin-reviews.service.js';

/** The moderation queue: reported reviews kept or hidden by holders of reviews.moderate. */
@ApiTags('admin')
@Controller('admin/reviews')
export class AdminReviewsController {
  constructor(private readonly reviews: AdminReviewsService) {}

  @Get()
  @RequirePrivilege('reviews.moderate')
  @ApiZodQuery(adminReviewsQuerySchema)
  async list(@Query({ schema: adminReviewsQuerySchema }) query: AdminReviewsQuery) {
    const { data, pagination } = await this.reviews.list(query);
    return paged(data, pagination);
  }

  @Post(':id/keep')
  @HttpCode(200)
  @RequirePrivilege('reviews.moderate')
  async keep(@Param('id') id: string, @T() t: TFunction) {
    const data = await this.reviews.decide(routeId(id, 'reviews.errors.not_found'), 'keep');
    return withMessage(t('reviews.moderation.kept'), data);
  }

  @Post(':id/hide')
  @HttpCode(200)
  @RequirePrivilege('reviews.moderate')
  async hide(@Param('id') id: string, @T() t: TFunction) {
    const data = await this.reviews.decide(routeId(id, 'reviews.errors.not_found'), 'hide');
    return withMessage(t('reviews.moderation.hidden'), data);
  }
}
