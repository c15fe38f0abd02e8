import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { routeId } from '../../common/http/route-id.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { CATALOGUE_LIMITS, popularQuerySchema } from '../../contracts/catalogue.js';
import { PublicLotteriesService } from './public-lotteries.service.js';
import { PublicCache } from '../../common/http/public-cache.js';
import { Locale } from '../../common/http/locale.decorator.js';
import { answer } from '../../common/http/envelope.js';

@ApiTags('lotteries')
@Public()
@Controller()
export class PublicLotteriesController {
  constructor(private readonly lotteries: PublicLotteriesService) {}

  /** Spec 2 §7 reads `lottery` at the top level; `data` carries the same object for the API's usual shape. */
  @PublicCache()
  @Get('lotteries/:id')
  async detail(@Param('id') id: string, @Locale() locale: Locale) {
    const lottery = await this.lotteries.detail(routeId(id, 'results.errors.lottery_not_found'), locale);
    return answer({ data: lottery, lottery });
  }

  @PublicCache()
  @Get('stats/lotteries/popular')
  @ApiZodQuery(popularQuerySchema)
  async popular(@Query({ schema: popularQuerySchema }) query: { limit?: number }) {
    return this.lotteries.popular(query.limit ?? CATALOGUE_LIMITS.popular);
  }
}
