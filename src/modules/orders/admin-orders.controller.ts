import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { RequirePrivilege } from '../../common/auth/decorators.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { adminOrderListQuerySchema, type AdminOrderListQuery } from '../../contracts/admin-orders.js';
import { AdminOrdersQuery } from './admin-orders.query.js';

/** Spec 3 "Gestion des Commandes": figures, list and detail of every order (reads only). */
@ApiTags('admin')
@Controller('admin')
export class AdminOrdersController {
  constructor(private readonly orders: AdminOrdersQuery) {}

  @Get('orders/stats')
  @RequirePrivilege('orders.view')
  async stats() {
    return { success: true, data: await this.orders.stats() };
  }

  @Get('orders')
  @RequirePrivilege('orders.view')
  @ApiZodQuery(adminOrderListQuerySchema)
  async list(@Query({ schema: adminOrderListQuerySchema }) query: AdminOrderListQuery, @Req() req: Request) {
    const { data, pagination } = await this.orders.list(query, requestLocale(req));
    return { success: true, data, pagination };
  }

  @Get('orders/:ref')
  @RequirePrivilege('orders.view')
  async detail(@Param('ref') ref: string, @Req() req: Request) {
    return { success: true, data: await this.orders.detail(ref, requestLocale(req)) };
  }
}
