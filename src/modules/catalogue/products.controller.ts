import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { routeId } from '../../common/http/route-id.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import {
  CATALOGUE_LIMITS,
  latestQuerySchema,
  productsQuerySchema,
  type ProductsQuery,
} from '../../contracts/catalogue.js';
import { ProductsService } from './products.service.js';
import { PublicCache } from '../../common/http/public-cache.js';
import { paged } from '../../common/http/envelope.js';
import { Locale } from '../../common/http/locale.decorator.js';

@ApiTags('catalogue')
@Public()
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @PublicCache()
  @Get()
  @ApiZodQuery(productsQuerySchema)
  async list(@Query({ schema: productsQuerySchema }) query: ProductsQuery, @Locale() locale: Locale) {
    const { products, pagination } = await this.products.list(query, locale);
    return paged({ products }, pagination);
  }

  // The fixed paths are declared before ':id' so that they are not read as an id.
  @PublicCache()
  @Get('latest-lottery-only')
  @ApiZodQuery(latestQuerySchema)
  async latestLotteryOnly(@Query({ schema: latestQuerySchema }) query: { limit?: number }, @Locale() locale: Locale) {
    const products = await this.products.latestLotteryOnly(query.limit ?? CATALOGUE_LIMITS.latest, locale);
    return { products };
  }

  @PublicCache()
  @Get('latest-direct')
  @ApiZodQuery(latestQuerySchema)
  async latestDirect(@Query({ schema: latestQuerySchema }) query: { limit?: number }, @Locale() locale: Locale) {
    const products = await this.products.latestDirect(query.limit ?? CATALOGUE_LIMITS.latest, locale);
    return { products };
  }

  @PublicCache()
  @Get('latest-lottery')
  async latestLottery(@Locale() locale: Locale) {
    return this.products.latestLottery(locale);
  }

  @Get(':id')
  async detail(@Param('id') id: string, @Locale() locale: Locale) {
    const productId = routeId(id, 'catalogue.errors.product_not_found');
    return this.products.detail(productId, locale, { countView: true });
  }
}
