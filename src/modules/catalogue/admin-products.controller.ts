import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { RequirePrivilege } from '../../common/auth/decorators.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { routeId } from '../../common/http/route-id.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { ApiZodBody, ApiZodQuery } from '../../common/validation/api-schema.js';
import { adminProductListQuerySchema, adminProductUpdateSchema, type AdminProductListQuery, type AdminProductUpdateInput } from '../../contracts/admin-products.js';
import { AdminProductsService } from './admin-products.service.js';

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
    return { success: true, data, pagination: data.pagination };
  }

  @Get('products/:id')
  @RequirePrivilege('products.view')
  async detail(@Param('id') id: string) {
    return { success: true, data: await this.products.detail(routeId(id, NOT_FOUND)) };
  }

  @Put('products/:id')
  @RequirePrivilege('products.update')
  @ApiZodBody(adminProductUpdateSchema)
  async update(@Param('id') id: string, @Body({ schema: adminProductUpdateSchema }) body: AdminProductUpdateInput, @Req() req: Request) {
    const data = await this.products.update(routeId(id, NOT_FOUND), body, requestLocale(req));
    return { success: true, message: translator(requestLocale(req))('admin_products.messages.updated'), data };
  }

  @Post('products/:id/feature')
  @RequirePrivilege('products.update')
  @HttpCode(200)
  async feature(@Param('id') id: string, @Req() req: Request) {
    const data = await this.products.toggleFeatured(routeId(id, NOT_FOUND));
    const t = translator(requestLocale(req));
    return { success: true, message: t(data.is_featured ? 'admin_products.messages.featured' : 'admin_products.messages.unfeatured'), data };
  }
}
