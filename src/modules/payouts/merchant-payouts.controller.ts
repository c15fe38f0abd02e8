import { Body, Controller, Get, Param, ParseIntPipe, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { TFunction } from 'i18next';
import { CurrentAuth, Roles } from '../../common/auth/decorators.js';
import { paged, withMessage } from '../../common/http/envelope.js';
import { Locale, T } from '../../common/http/locale.decorator.js';
import { ApiZodBody, ApiZodQuery } from '../../common/validation/api-schema.js';
import {
  payoutsQuerySchema,
  requestPayoutSchema,
  type PayoutsQuery,
  type RequestPayoutInput,
} from '../../contracts/payouts.js';
import type { AuthContext } from '../auth/index.js';
import { payoutStatementFilename, renderPayoutStatement } from './payout-pdf.js';
import { PayoutReads } from './payout-reads.js';
import { PayoutsService } from './payouts.service.js';

/** The seller's payouts: its balance, its requests, and a statement per payout. */
@ApiTags('merchant')
@Roles('MERCHANT')
@Controller('merchant/payouts')
export class MerchantPayoutsController {
  constructor(
    private readonly payouts: PayoutsService,
    private readonly reads: PayoutReads,
  ) {}

  @Get()
  @ApiZodQuery(payoutsQuerySchema)
  async list(
    @Query({ schema: payoutsQuerySchema }) query: PayoutsQuery,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    const { data, pagination, balance } = await this.reads.merchantPage(auth.user.id, query, locale);
    return paged(data, pagination, { balance });
  }

  @Post()
  @ApiZodBody(requestPayoutSchema)
  async request(
    @Body({ schema: requestPayoutSchema }) body: RequestPayoutInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const payout = await this.payouts.request(auth.user.id, body);
    return withMessage(t('payouts.messages.requested'), payout);
  }

  @Get(':id/statement.pdf')
  async statement(@Param('id', ParseIntPipe) id: number, @CurrentAuth() auth: AuthContext, @Locale() locale: Locale) {
    const data = await this.reads.statement(id, auth.user.id, locale);
    const pdf = await renderPayoutStatement(data, locale);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${payoutStatementFilename(data.payoutNumber)}"`,
      length: pdf.length,
    });
  }
}
