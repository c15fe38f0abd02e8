import { Body, Controller, HttpCode, Param, ParseIntPipe, Patch, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentAuth, RequirePrivilege } from '../../common/auth/decorators.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import { orderStatusChangeSchema, type OrderStatusChangeInput, type OrderStatusChangeView } from '../../contracts/orders.js';
import type { AuthContext } from '../auth/auth-context.js';
import { OrderStatusChangeService, type StatusChangeResult } from './order-status-change.service.js';

function answer(req: Request, result: StatusChangeResult): { success: true; message: string; data: OrderStatusChangeView } {
  const t = translator(requestLocale(req));
  return {
    success: true,
    message: t('order_status.updated', { number: result.order.orderNumber }),
    data: { status: result.status, status_label: t(`ui.status.order.${result.status}`) },
  };
}

/** Spec 3 §7 Orders: the row dropdown of the admin orders screen. */
@ApiTags('admin')
@Controller('admin')
export class AdminOrderStatusController {
  constructor(private readonly changes: OrderStatusChangeService) {}

  @Post('orders/:orderNumber/status')
  @RequirePrivilege('orders.update_status')
  @HttpCode(200)
  @ApiZodBody(orderStatusChangeSchema)
  async change(
    @Param('orderNumber') orderNumber: string,
    @Body({ schema: orderStatusChangeSchema }) body: OrderStatusChangeInput,
    @CurrentAuth() auth: AuthContext,
    @Req() req: Request,
  ) {
    // the list passes the order number; a bare number is taken as the order's id, like the detail call
    const ref = /^\d{1,9}$/.test(orderNumber) ? { id: Number(orderNumber) } : { orderNumber };
    return answer(req, await this.changes.change(ref, body.status, { userId: auth.user.id, notes: body.notes }));
  }
}

/** Spec 3 §7 "a separate order status call": the same change by order id, for staff (managers). */
@ApiTags('orders')
@Controller('orders')
export class StaffOrderStatusController {
  constructor(private readonly changes: OrderStatusChangeService) {}

  @Patch(':id/status')
  @RequirePrivilege('orders.update_status')
  @ApiZodBody(orderStatusChangeSchema)
  async change(
    @Param('id', ParseIntPipe) id: number,
    @Body({ schema: orderStatusChangeSchema }) body: OrderStatusChangeInput,
    @CurrentAuth() auth: AuthContext,
    @Req() req: Request,
  ) {
    const result = await this.changes.change({ id }, body.status, { userId: auth.user.id, notes: body.notes });
    const base = answer(req, result);
    return { ...base, data: { id: result.order.id, order_number: result.order.orderNumber, ...base.data } };
  }
}
