import { Controller, Get, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { requestLocale } from '../../common/http/request-locale.js';
import { GeoService } from './geo.service.js';
import { Public } from '../../common/auth/decorators.js';
import { PublicCache } from '../../common/http/public-cache.js';

@ApiTags('reference')
@Public()
@Controller('countries')
export class GeoController {
  constructor(private readonly geo: GeoService) {}

  @PublicCache()
  @Get()
  async list(@Req() req: Request) {
    return { success: true, data: await this.geo.countries(requestLocale(req)) };
  }
}
