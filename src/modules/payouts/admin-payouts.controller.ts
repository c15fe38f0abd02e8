import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { TFunction } from 'i18next';
import { CurrentAuth, RequirePrivilege } from '../../common/auth/decorators.js';
import { paged, withMessage } from '../../common/http/envelope.js';
import { Locale, T } from '../../common/http/locale.decorator.js';
import { ApiZodBody, ApiZodQuery } from '../../common/validation/api-schema.js';
import {
  payoutsQuerySchema,
  rejectPayoutSchema,
  type PayoutsQuery,
  type RejectPayoutInput,
} from '../../contracts/payouts.js';
import type { AuthContext } from '../auth/index.js';
import { payoutStatementFilename, renderPayoutStatement } from './payout-pdf.js';
import { PayoutReads } from './payout-reads.js';
import { PayoutsService } from './payouts.service.js';

/** The back-office's merchant payouts: the queue, and approve (send), reject, retry. */
@ApiTags('admin')
@Controller('admin/payouts')
export class AdminPayoutsController {
  constructor(
    private readonly payouts: PayoutsService,
    private readonly reads: PayoutReads,
  ) {}

  @Get()
  @RequirePrivilege('payouts.manage')
  @ApiZodQuery(payoutsQuerySchema)
  async list(@Query({ schema: payoutsQuerySchema }) query: PayoutsQuery, @Locale() locale: Locale) {
    const { data, pagination, totals } = await this.reads.adminPage(query, locale);
    return paged(data, pagination, { totals });
  }

  @Post(':id/approve')
  @RequirePrivilege('payouts.manage')
  @HttpCode(200)
  async approve(@Param('id', ParseIntPipe) id: number, @CurrentAuth() auth: AuthContext, @T() t: TFunction) {
    const payout = await this.payouts.approve(id, auth.user.id);
    return withMessage(t(`payouts.messages.approved_${payout.status}`), payout);
  }

  @Post(':id/retry')
  @RequirePrivilege('payouts.manage')
  @HttpCode(200)
  async retry(@Param('id', ParseIntPipe) id: number, @CurrentAuth() auth: AuthContext, @T() t: TFunction) {
    const payout = await this.payouts.retry(id, auth.user.id);
    return withMessage(t(`payouts.messages.approved_${payout.status}`), payout);
  }

  @Post(':id/reject')
  @RequirePrivilege('payouts.manage')
  @HttpCode(200)
  @ApiZodBody(rejectPayoutSchema)
  async reject(
    @Param('id', ParseIntPipe) id: number,
    @Body({ schema: rejectPayoutSchema }) body: RejectPayoutInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const payout = await this.payouts.reject(id, auth.user.id, body.reason);
    return withMessage(t('payouts.messages.rejected'), payout);
  }

  @Get(':id/statement.pdf')
  @RequirePrivilege('payouts.manage')
  async statement(@Param('id', ParseIntPipe) id: number, @Locale() locale: Locale) {
    const data = await this.reads.statement(id, null, locale);
    const pdf = await renderPayoutStatement(data, locale);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${payoutStatementFilename(data.payoutNumber)}"`,
      length: pdf.length,
    });
  }
}
