import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentAuth, Verified } from '../../common/auth/decorators.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import { purchaseTicketsSchema, type PurchaseTicketsInput } from '../../contracts/tickets.js';
import type { AuthContext } from '../auth/auth-context.js';
import { ReservationIpQuota } from '../orders/reservation-quota.js';
import { LotteriesService } from './lotteries.service.js';

@ApiTags('tickets')
@Controller('tickets')
export class TicketsController {
  constructor(private readonly lotteries: LotteriesService) {}

  @Post('purchase')
  @HttpCode(201)
  @Verified()
  @UseGuards(ReservationIpQuota)
  @ApiZodBody(purchaseTicketsSchema)
  async purchase(@Body({ schema: purchaseTicketsSchema }) body: PurchaseTicketsInput, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const order = await this.lotteries.purchase(auth.user, auth.roles, body);
    return {
      success: true,
      message: translator(requestLocale(req))('tickets.reserved', { count: order.quantity }),
      data: {
        order_number: order.orderNumber,
        amount: order.totalAmount,
        quantity: order.quantity,
        lottery_id: body.lottery_id,
        expires_at: order.expiresAt?.toISOString() ?? null,
        type: 'ticket',
      },
    };
  }
}
