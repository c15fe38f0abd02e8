import { Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentAuth, Roles } from '../../common/auth/decorators.js';
import { NotFoundError } from '../../common/errors/domain-error.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { merchantOrdersQuerySchema, type MerchantOrdersQuery } from '../../contracts/merchant.js';
import type { AuthContext } from '../auth/auth-context.js';
import { MerchantOrdersService } from './merchant-orders.service.js';

/** Order numbers are letters, digits and dashes; anything else names no order (and must not reach a query). */
function orderNumberOf(raw: string): string {
  if (!/^[A-Za-z0-9-]{1,40}$/.test(raw)) throw new NotFoundError('merchant.errors.order_not_found');
  return raw;
}

@ApiTags('merchant')
@Roles('MERCHANT')
@Controller('merchant/orders')
export class MerchantOrdersController {
  constructor(private readonly orders: MerchantOrdersService) {}

  @Get()
  @ApiZodQuery(merchantOrdersQuerySchema)
  async list(@Query({ schema: merchantOrdersQuerySchema }) query: MerchantOrdersQuery, @CurrentAuth() auth: AuthContext) {
    const { data, pagination, stats } = await this.orders.list(auth.user.id, query);
    return { success: true, data, pagination, stats };
  }

  @Get(':orderNumber')
  async detail(@Param('orderNumber') orderNumber: string, @CurrentAuth() auth: AuthContext) {
    return { success: true, data: await this.orders.detail(auth.user.id, orderNumberOf(orderNumber)) };
  }

  @Post(':orderNumber/ship')
  @HttpCode(200)
  async ship(@Param('orderNumber') orderNumber: string, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const data = await this.orders.ship(auth.user.id, orderNumberOf(orderNumber));
    return { success: true, message: translator(requestLocale(req))('merchant.messages.order_shipped'), data };
  }
}
