import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { GeoService } from './geo.service.js';
import { Public } from '../../common/auth/decorators.js';
import { PublicCache } from '../../common/http/public-cache.js';
import { Locale } from '../../common/http/locale.decorator.js';

@ApiTags('reference')
@Public()
@Controller('countries')
export class GeoController {
  constructor(private readonly geo: GeoService) {}

  @PublicCache()
  @Get()
  async list(@Locale() locale: Locale) {
    return this.geo.countries(locale);
  }
}
