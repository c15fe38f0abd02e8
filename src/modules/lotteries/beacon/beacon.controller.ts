import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { Public } from '../../../common/auth/decorators.js';
import { NotFoundError } from '../../../common/errors/domain-error.js';
import { routeId } from '../../../common/http/route-id.js';
import { BeaconRoundEntity } from './beacon-round.entity.js';

/** The rounds of the local draw beacon, public like drand's, so that a proof naming one can be checked. */
@ApiTags('results')
@Public()
@Controller('public/beacon')
export class BeaconController {
  constructor(private readonly em: EntityManager) {}

  @Get(':round')
  async round(@Param('round') round: string) {
    const row = await this.em
      .fork()
      .findOne(BeaconRoundEntity, { round: routeId(round, 'results.errors.beacon_round_not_found') });
    if (!row) throw new NotFoundError('results.errors.beacon_round_not_found');
    return { source: 'local', round: row.round, randomness: row.value, published_at: row.publishedAt.toISOString() };
  }
}
