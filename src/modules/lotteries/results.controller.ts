import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { routeId } from '../../common/http/route-id.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import {
  CATALOGUE_LIMITS,
  recentWinnersQuerySchema,
  resultsQuerySchema,
  type ResultsQuery,
} from '../../contracts/catalogue.js';
import { ResultsService } from './results.service.js';
import { PublicCache } from '../../common/http/public-cache.js';
import { paged } from '../../common/http/envelope.js';
import { Locale } from '../../common/http/locale.decorator.js';

/** Finished draws, open to everyone: results, winners (initials and city only), verification codes, proofs. */
@ApiTags('results')
@Public()
@Controller('public/results')
export class ResultsController {
  constructor(private readonly results: ResultsService) {}

  @PublicCache()
  @Get()
  @ApiZodQuery(resultsQuerySchema)
  async list(@Query({ schema: resultsQuerySchema }) query: ResultsQuery, @Locale() locale: Locale) {
    const { results, stats, pagination } = await this.results.results(query, locale);
    return paged({ results, stats }, pagination);
  }

  @PublicCache()
  @Get('recent-winners')
  @ApiZodQuery(recentWinnersQuerySchema)
  async recentWinners(@Query({ schema: recentWinnersQuerySchema }) query: { limit?: number }) {
    return { winners: await this.results.recentWinners(query.limit ?? CATALOGUE_LIMITS.recentWinners) };
  }

  @PublicCache()
  @Get('stats')
  async stats() {
    return this.results.stats();
  }

  @PublicCache()
  @Get('verify/:code')
  async verify(@Param('code') code: string) {
    return this.results.verify(code);
  }

  @PublicCache()
  @Get(':lottery_id/proof')
  async proof(@Param('lottery_id') id: string) {
    return this.results.proof(routeId(id, 'results.errors.lottery_not_found'));
  }
}
