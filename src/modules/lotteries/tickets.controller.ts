import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, Verified } from '../../common/auth/decorators.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import { purchaseTicketsSchema, type PurchaseTicketsInput } from '../../contracts/tickets.js';
import type { AuthContext } from '../auth/index.js';
import { ReservationIpQuota } from '../orders/index.js';
import { LotteriesService } from './lotteries.service.js';
import type { TFunction } from 'i18next';
import { withMessage } from '../../common/http/envelope.js';
import { T } from '../../common/http/locale.decorator.js';

@ApiTags('tickets')
@Controller('tickets')
export class TicketsController {
  constructor(private readonly lotteries: LotteriesService) {}

  @Post('purchase')
  @HttpCode(201)
  @Verified()
  @UseGuards(ReservationIpQuota)
  @ApiZodBody(purchaseTicketsSchema)
  async purchase(
    @Body({ schema: purchaseTicketsSchema }) body: PurchaseTicketsInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const order = await this.lotteries.purchase(auth.account, auth.roles, body);
    return withMessage(t('tickets.reserved', { count: order.quantity }), {
      order_number: order.orderNumber,
      amount: order.totalAmount,
      quantity: order.quantity,
      lottery_id: body.lottery_id,
      expires_at: order.expiresAt?.toISOString() ?? null,
      type: 'ticket',
    });
  }
}
