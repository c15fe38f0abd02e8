import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth } from '../../common/auth/decorators.js';
import { ApiZodBody, ApiZodQuery } from '../../common/validation/api-schema.js';
import {
  createRefundSchema,
  refundListQuerySchema,
  type CreateRefundInput,
  type RefundListQuery,
} from '../../contracts/refunds.js';
import type { AuthContext } from '../auth/index.js';
import { localizeRefund } from './refund-i18n.js';
import { RefundsService } from './refunds.service.js';
import type { TFunction } from 'i18next';
import { withMessage } from '../../common/http/envelope.js';
import { T } from '../../common/http/locale.decorator.js';

/** Spec 2 §7 refund calls: a signed-in user's own refunds only. */
@ApiTags('refunds')
@Controller('refunds')
export class RefundsController {
  constructor(private readonly refunds: RefundsService) {}

  @Get()
  @ApiZodQuery(refundListQuerySchema)
  async list(
    @Query({ schema: refundListQuerySchema }) query: RefundListQuery,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const { refunds, stats } = await this.refunds.list(auth.user, query);
    return { refunds: refunds.map((r) => localizeRefund(r, t)), stats };
  }

  /** The payments the "new request" form offers, each saying whether and why not. */
  @Get('refundable')
  async refundable(@CurrentAuth() auth: AuthContext, @T() t: TFunction) {
    const transactions = (await this.refunds.refundable(auth.user)).map((tx) => ({
      ...tx,
      refusal: tx.refusal ? t(tx.refusal) : null,
    }));
    return { transactions };
  }

  @Post()
  @HttpCode(201)
  @ApiZodBody(createRefundSchema)
  async create(
    @Body({ schema: createRefundSchema }) body: CreateRefundInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const refund = await this.refunds.request(auth.user, body);
    return withMessage(t('refunds.messages.created'), { refund: localizeRefund(refund, t) });
  }

  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@Param('id', ParseIntPipe) id: number, @CurrentAuth() auth: AuthContext, @T() t: TFunction) {
    const refund = await this.refunds.cancel(auth.user, id);
    return withMessage(t('refunds.messages.cancelled'), { refund: localizeRefund(refund, t) });
  }
}
