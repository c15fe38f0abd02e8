import { Controller, Get, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { requestLocale } from '../../common/http/request-locale.js';
import { CategoriesService } from './categories.service.js';
import { Public } from '../../common/auth/decorators.js';
import { PublicCache } from '../../common/http/public-cache.js';

@ApiTags('catalogue')
@Public()
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @PublicCache()
  @Get()
  async list(@Req() req: Request) {
    return { success: true, data: await this.categories.list(requestLocale(req)) };
  }
}
