import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RequirePrivilege } from '../../common/auth/decorators.js';
import { routeId } from '../../common/http/route-id.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { ApiZodBody, ApiZodQuery } from '../../common/validation/api-schema.js';
import {
  adminProductListQuerySchema,
  adminProductUpdateSchema,
  type AdminProductListQuery,
  type AdminProductUpdateInput,
} from '../../contracts/admin-products.js';
import { AdminProductsService } from './admin-products.service.js';
import type { TFunction } from 'i18next';
import { paged, withMessage } from '../../common/http/envelope.js';
import { Locale, T } from '../../common/http/locale.decorator.js';

const NOT_FOUND = 'admin_products.errors.not_found';

/** Spec 3 product management (§2, §3 Product (admin), §5, §7 Products) and the product detail page. */
@ApiTags('admin')
@Controller('admin')
export class AdminProductsController {
  constructor(private readonly products: AdminProductsService) {}

  @Get('products')
  @RequirePrivilege('products.view')
  @ApiZodQuery(adminProductListQuerySchema)
  async list(@Query({ schema: adminProductListQuerySchema }) query: AdminProductListQuery) {
    const data = await this.products.list(query);
    return paged(data, data.pagination);
  }

  @Get('products/:id')
  @RequirePrivilege('products.view')
  async detail(@Param('id') id: string) {
    return this.products.detail(routeId(id, NOT_FOUND));
  }

  @Put('products/:id')
  @RequirePrivilege('products.update')
  @ApiZodBody(adminProductUpdateSchema)
  async update(
    @Param('id') id: string,
    @Body({ schema: adminProductUpdateSchema }) body: AdminProductUpdateInput,
    @Locale() locale: Locale,
  ) {
    const data = await this.products.update(routeId(id, NOT_FOUND), body, locale);
    return withMessage(translator(locale)('admin_products.messages.updated'), data);
  }

  @Post('products/:id/feature')
  @RequirePrivilege('products.update')
  @HttpCode(200)
  async feature(@Param('id') id: string, @T() t: TFunction) {
    const data = await this.products.toggleFeatured(routeId(id, NOT_FOUND));
    return withMessage(
      t(data.is_featured ? 'admin_products.messages.featured' : 'admin_products.messages.unfeatured'),
      data,
    );
  }
}
