import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentAuth } from '../../common/auth/decorators.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { ApiZodBody, ApiZodQuery } from '../../common/validation/api-schema.js';
import { createRefundSchema, refundListQuerySchema, type CreateRefundInput, type RefundListQuery } from '../../contracts/refunds.js';
import type { AuthContext } from '../auth/auth-context.js';
import { localizeRefund } from './refund-i18n.js';
import { RefundsService } from './refunds.service.js';

/** Spec 2 §7 refund calls: a signed-in user's own refunds only. */
@ApiTags('refunds')
@Controller('refunds')
export class RefundsController {
  constructor(private readonly refunds: RefundsService) {}

  @Get()
  @ApiZodQuery(refundListQuerySchema)
  async list(@Query({ schema: refundListQuerySchema }) query: RefundListQuery, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const t = translator(requestLocale(req));
    const { refunds, stats } = await this.refunds.list(auth.user, query);
    return { success: true, data: { refunds: refunds.map((r) => localizeRefund(r, t)), stats } };
  }

  /** The payments the "new request" form offers, each saying whether and why not. */
  @Get('refundable')
  async refundable(@CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const t = translator(requestLocale(req));
    const transactions = (await this.refunds.refundable(auth.user)).map((tx) => ({ ...tx, refusal: tx.refusal ? t(tx.refusal) : null }));
    return { success: true, data: { transactions } };
  }

  @Post()
  @HttpCode(201)
  @ApiZodBody(createRefundSchema)
  async create(@Body({ schema: createRefundSchema }) body: CreateRefundInput, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const t = translator(requestLocale(req));
    const refund = await this.refunds.request(auth.user, body);
    return { success: true, message: t('refunds.messages.created'), data: { refund: localizeRefund(refund, t) } };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@Param('id', ParseIntPipe) id: number, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const t = translator(requestLocale(req));
    const refund = await this.refunds.cancel(auth.user, id);
    return { success: true, message: t('refunds.messages.cancelled'), data: { refund: localizeRefund(refund, t) } };
  }
}
