import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/auth/decorators.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { routeId } from '../../common/http/route-id.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { CATALOGUE_LIMITS, popularQuerySchema } from '../../contracts/catalogue.js';
import { PublicLotteriesService } from './public-lotteries.service.js';
import { PublicCache } from '../../common/http/public-cache.js';

@ApiTags('lotteries')
@Public()
@Controller()
export class PublicLotteriesController {
  constructor(private readonly lotteries: PublicLotteriesService) {}

  /** Spec 2 §7 reads `lottery` at the top level; `data` carries the same object for the API's usual shape. */
  @PublicCache()
  @Get('lotteries/:id')
  async detail(@Param('id') id: string, @Req() req: Request) {
    const lottery = await this.lotteries.detail(routeId(id, 'results.errors.lottery_not_found'), requestLocale(req));
    return { success: true, data: lottery, lottery };
  }

  @PublicCache()
  @Get('stats/lotteries/popular')
  @ApiZodQuery(popularQuerySchema)
  async popular(@Query({ schema: popularQuerySchema }) query: { limit?: number }) {
    return { success: true, data: await this.lotteries.popular(query.limit ?? CATALOGUE_LIMITS.popular) };
  }
}
