import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/auth/decorators.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { routeId } from '../../common/http/route-id.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { CATALOGUE_LIMITS, latestQuerySchema, productsQuerySchema, type ProductsQuery } from '../../contracts/catalogue.js';
import { ProductsService } from './products.service.js';
import { PublicCache } from '../../common/http/public-cache.js';

@ApiTags('catalogue')
@Public()
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @PublicCache()
  @Get()
  @ApiZodQuery(productsQuerySchema)
  async list(@Query({ schema: productsQuerySchema }) query: ProductsQuery, @Req() req: Request) {
    const { products, pagination } = await this.products.list(query, requestLocale(req));
    return { success: true, data: { products }, pagination };
  }

  // The fixed paths are declared before ':id' so that they are not read as an id.
  @PublicCache()
  @Get('latest-lottery-only')
  @ApiZodQuery(latestQuerySchema)
  async latestLotteryOnly(@Query({ schema: latestQuerySchema }) query: { limit?: number }, @Req() req: Request) {
    const products = await this.products.latestLotteryOnly(query.limit ?? CATALOGUE_LIMITS.latest, requestLocale(req));
    return { success: true, data: { products } };
  }

  @PublicCache()
  @Get('latest-direct')
  @ApiZodQuery(latestQuerySchema)
  async latestDirect(@Query({ schema: latestQuerySchema }) query: { limit?: number }, @Req() req: Request) {
    const products = await this.products.latestDirect(query.limit ?? CATALOGUE_LIMITS.latest, requestLocale(req));
    return { success: true, data: { products } };
  }

  @PublicCache()
  @Get('latest-lottery')
  async latestLottery(@Req() req: Request) {
    return { success: true, data: await this.products.latestLottery(requestLocale(req)) };
  }

  @Get(':id')
  async detail(@Param('id') id: string, @Req() req: Request) {
    const productId = routeId(id, 'catalogue.errors.product_not_found');
    return { success: true, data: await this.products.detail(productId, requestLocale(req), { countView: true }) };
  }
}
