import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { paged } from '../../common/http/envelope.js';
import { PublicCache } from '../../common/http/public-cache.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { drawRegisterQuerySchema, type DrawRegisterQuery } from '../../contracts/transparency.js';
import { DrawRegisterService } from './draw-register.service.js';

/** The public register of draws: commitments published at opening, reveals after each draw. */
@ApiTags('results')
@Public()
@Controller('public/draws')
export class DrawRegisterController {
  constructor(private readonly register: DrawRegisterService) {}

  @PublicCache()
  @Get()
  @ApiZodQuery(drawRegisterQuerySchema)
  async list(@Query({ schema: drawRegisterQuerySchema }) query: DrawRegisterQuery) {
    const [{ draws, pagination }, stats] = await Promise.all([this.register.list(query), this.register.stats()]);
    return paged({ draws, stats }, pagination);
  }
}
