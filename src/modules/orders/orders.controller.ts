import { Body, Controller, Get, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth } from '../../common/auth/decorators.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { ApiZodBody, ApiZodQuery } from '../../common/validation/api-schema.js';
import {
  confirmDeliverySchema,
  orderListQuerySchema,
  type ConfirmDeliveryInput,
  type OrderListQuery,
} from '../../contracts/orders.js';
import type { AuthContext } from '../auth/index.js';
import { invoiceData } from './invoice-data.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { OrdersService } from './orders.service.js';
import type { TFunction } from 'i18next';
import { paged, withMessage } from '../../common/http/envelope.js';
import { Locale, T } from '../../common/http/locale.decorator.js';

/** The signed-in user's orders (spec 2 §7); another user's order answers 403. */
@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get()
  @ApiZodQuery(orderListQuerySchema)
  async list(@Query({ schema: orderListQuerySchema }) query: OrderListQuery, @CurrentAuth() auth: AuthContext) {
    const { data, pagination } = await this.orders.list(auth.user, query);
    return paged(data, pagination);
  }

  @Get('stats')
  async stats(@CurrentAuth() auth: AuthContext) {
    return this.orders.stats(auth.user);
  }

  @Get(':orderNumber')
  async detail(@Param('orderNumber') orderNumber: string, @CurrentAuth() auth: AuthContext, @Locale() locale: Locale) {
    return this.orders.detail(auth.user, orderNumber, locale);
  }

  @Post(':orderNumber/confirm-delivery')
  @HttpCode(200)
  @ApiZodBody(confirmDeliverySchema)
  async confirmDelivery(
    @Param('orderNumber') orderNumber: string,
    @Body({ schema: confirmDeliverySchema }) body: ConfirmDeliveryInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const order = await this.orders.confirmDelivery(auth.user, orderNumber, body.notes);
    return withMessage(t('orders.receipt_confirmed'), {
      order_number: order.orderNumber,
      status: order.status,
      fulfilled_at: order.fulfilledAt?.toISOString() ?? null,
    });
  }

  @Get(':orderNumber/invoice')
  async invoice(@Param('orderNumber') orderNumber: string, @CurrentAuth() auth: AuthContext, @Locale() locale: Locale) {
    const { order, payment } = await this.orders.forInvoice(auth.user, orderNumber);
    const pdf = await renderInvoicePdf(invoiceData(order, payment, translator(locale)), locale);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="facture-${order.orderNumber}.pdf"`,
      length: pdf.length,
    });
  }
}
