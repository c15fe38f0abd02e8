import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { GeoAdminService } from './geo-admin.service.js';
import { PublicCache } from '../../common/http/public-cache.js';

/** What the site's language switch offers: active languages the site can render. */
@ApiTags('reference')
@Public()
@Controller('languages')
export class LanguagesController {
  constructor(private readonly geo: GeoAdminService) {}

  @PublicCache()
  @Get()
  async list() {
    return { locales: await this.geo.switchableLocales() };
  }
}
