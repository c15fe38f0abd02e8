import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RequirePrivilege } from '../../common/auth/decorators.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { adminOrderListQuerySchema, type AdminOrderListQuery } from '../../contracts/admin-orders.js';
import { AdminOrdersQuery } from './admin-orders.query.js';
import { paged } from '../../common/http/envelope.js';
import { Locale } from '../../common/http/locale.decorator.js';

/** Spec 3 "Gestion des Commandes": figures, list and detail of every order (reads only). */
@ApiTags('admin')
@Controller('admin')
export class AdminOrdersController {
  constructor(private readonly orders: AdminOrdersQuery) {}

  @Get('orders/stats')
  @RequirePrivilege('orders.view')
  async stats() {
    return this.orders.stats();
  }

  @Get('orders')
  @RequirePrivilege('orders.view')
  @ApiZodQuery(adminOrderListQuerySchema)
  async list(@Query({ schema: adminOrderListQuerySchema }) query: AdminOrderListQuery, @Locale() locale: Locale) {
    const { data, pagination } = await this.orders.list(query, locale);
    return paged(data, pagination);
  }

  @Get('orders/:ref')
  @RequirePrivilege('orders.view')
  async detail(@Param('ref') ref: string, @Locale() locale: Locale) {
    return this.orders.detail(ref, locale);
  }
}
