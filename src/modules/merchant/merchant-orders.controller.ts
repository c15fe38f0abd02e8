import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, Roles } from '../../common/auth/decorators.js';
import { NotFoundError } from '../../common/errors/domain-error.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { merchantOrdersQuerySchema, type MerchantOrdersQuery } from '../../contracts/merchant.js';
import type { AuthContext } from '../auth/index.js';
import { MerchantOrdersService } from './merchant-orders.service.js';
import type { TFunction } from 'i18next';
import { paged, withMessage } from '../../common/http/envelope.js';
import { T } from '../../common/http/locale.decorator.js';

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
  async list(
    @Query({ schema: merchantOrdersQuerySchema }) query: MerchantOrdersQuery,
    @CurrentAuth() auth: AuthContext,
  ) {
    const { data, pagination, stats } = await this.orders.list(auth.user.id, query);
    return paged(data, pagination, { stats });
  }

  @Get(':orderNumber')
  async detail(@Param('orderNumber') orderNumber: string, @CurrentAuth() auth: AuthContext) {
    return this.orders.detail(auth.user.id, orderNumberOf(orderNumber));
  }

  @Post(':orderNumber/ship')
  @HttpCode(200)
  async ship(@Param('orderNumber') orderNumber: string, @CurrentAuth() auth: AuthContext, @T() t: TFunction) {
    const data = await this.orders.ship(auth.user.id, orderNumberOf(orderNumber));
    return withMessage(t('merchant.messages.order_shipped'), data);
  }
}
