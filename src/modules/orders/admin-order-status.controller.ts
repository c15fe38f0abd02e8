import { Body, Controller, HttpCode, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequirePrivilege } from '../../common/auth/decorators.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import {
  orderStatusChangeSchema,
  type OrderStatusChangeInput,
  type OrderStatusChangeView,
} from '../../contracts/orders.js';
import type { AuthContext } from '../auth/index.js';
import { OrderStatusChangeService, type StatusChangeResult } from './order-status-change.service.js';
import type { TFunction } from 'i18next';
import { withMessage } from '../../common/http/envelope.js';
import { T } from '../../common/http/locale.decorator.js';

function answer<X extends object>(t: TFunction, result: StatusChangeResult, ids?: X) {
  const data: OrderStatusChangeView = { status: result.status, status_label: t(`ui.status.order.${result.status}`) };
  return withMessage(t('order_status.updated', { number: result.order.orderNumber }), { ...ids, ...data });
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
    @T() t: TFunction,
  ) {
    // the list passes the order number; a bare number is taken as the order's id, like the detail call
    const ref = /^\d{1,9}$/.test(orderNumber) ? { id: Number(orderNumber) } : { orderNumber };
    return answer(t, await this.changes.change(ref, body.status, { userId: auth.user.id, notes: body.notes }));
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
    @T() t: TFunction,
  ) {
    const result = await this.changes.change({ id }, body.status, { userId: auth.user.id, notes: body.notes });
    return answer(t, result, { id: result.order.id, order_number: result.order.orderNumber });
  }
}
