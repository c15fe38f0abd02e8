import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { routeId } from '../../common/http/route-id.js';
import { ParticipantsService } from './participants.service.js';

/**
 * GET /lotteries/{id}/participants for the customer product page. Signed-in users only: the list is
 * privacy-safe (initials and city) but nothing public needs it, so it stays out of crawlers' reach.
 */
@ApiTags('lotteries')
@Controller('lotteries')
export class ParticipantsController {
  constructor(private readonly participants: ParticipantsService) {}

  @Get(':id/participants')
  async list(@Param('id') id: string) {
    return this.participants.list(routeId(id, 'tickets.errors.lottery_not_found'));
  }
}
