import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CategoriesService } from './categories.service.js';
import { Public } from '../../common/auth/decorators.js';
import { PublicCache } from '../../common/http/public-cache.js';
import { Locale } from '../../common/http/locale.decorator.js';

@ApiTags('catalogue')
@Public()
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @PublicCache()
  @Get()
  async list(@Locale() locale: Locale) {
    return this.categories.list(locale);
  }
}
