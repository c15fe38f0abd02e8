import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, Public } from '../../common/auth/decorators.js';
import { routeId } from '../../common/http/route-id.js';
import { ApiZodBody, ApiZodQuery } from '../../common/validation/api-schema.js';
import {
  createTestimonialSchema,
  publicTestimonialsQuerySchema,
  type CreateTestimonialInput,
} from '../../contracts/testimonials.js';
import type { AuthContext } from '../auth/index.js';
import { TestimonialsService } from './testimonials.service.js';
import { PublicCache } from '../../common/http/public-cache.js';
import type { TFunction } from 'i18next';
import { withMessage } from '../../common/http/envelope.js';
import { T } from '../../common/http/locale.decorator.js';

@ApiTags('testimonials')
@Controller()
export class TestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  /** The winner of a draw, on their winning ticket, once. */
  @Post('tickets/:id/testimonial')
  @HttpCode(201)
  @ApiZodBody(createTestimonialSchema)
  async create(
    @Param('id') id: string,
    @Body({ schema: createTestimonialSchema }) body: CreateTestimonialInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const data = await this.testimonials.create(auth.user.id, routeId(id, 'customer_tickets.errors.not_found'), body);
    return withMessage(t('testimonials.created'), data);
  }

  @Public()
  @PublicCache()
  @Get('public/testimonials')
  @ApiZodQuery(publicTestimonialsQuerySchema)
  async published(@Query({ schema: publicTestimonialsQuerySchema }) query: { limit?: number }) {
    return this.testimonials.published(query.limit);
  }
}
