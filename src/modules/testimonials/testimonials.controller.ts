import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentAuth, Public } from '../../common/auth/decorators.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { routeId } from '../../common/http/route-id.js';
import { ApiZodBody, ApiZodQuery } from '../../common/validation/api-schema.js';
import { createTestimonialSchema, publicTestimonialsQuerySchema, type CreateTestimonialInput } from '../../contracts/testimonials.js';
import type { AuthContext } from '../auth/auth-context.js';
import { TestimonialsService } from './testimonials.service.js';
import { PublicCache } from '../../common/http/public-cache.js';

@ApiTags('testimonials')
@Controller()
export class TestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  /** The winner of a draw, on their winning ticket, once. */
  @Post('tickets/:id/testimonial')
  @HttpCode(201)
  @ApiZodBody(createTestimonialSchema)
  async create(@Param('id') id: string, @Body({ schema: createTestimonialSchema }) body: CreateTestimonialInput, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const data = await this.testimonials.create(auth.user.id, routeId(id, 'customer_tickets.errors.not_found'), body);
    return { success: true, message: translator(requestLocale(req))('testimonials.created'), data };
  }

  @Public()
  @PublicCache()
  @Get('public/testimonials')
  @ApiZodQuery(publicTestimonialsQuerySchema)
  async published(@Query({ schema: publicTestimonialsQuerySchema }) query: { limit?: number }) {
    return { success: true, data: await this.testimonials.published(query.limit) };
  }
}
