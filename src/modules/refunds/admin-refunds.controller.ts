import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequirePrivilege } from '../../common/auth/decorators.js';
import { ApiZodBody, ApiZodQuery } from '../../common/validation/api-schema.js';
import {
  adminPaymentRefundSchema,
  adminRefundListQuerySchema,
  cancelLotterySchema,
  completeRefundSchema,
  processRefundsSchema,
  rejectRefundSchema,
  type AdminPaymentRefundInput,
  type AdminRefundListQuery,
  type CancelLotteryInput,
  type CompleteRefundInput,
  type ProcessRefundsInput,
  type RejectRefundInput,
} from '../../contracts/refunds.js';
import type { AuthContext } from '../auth/index.js';
import { AdminRefundsService } from './admin-refunds.service.js';
import { LotteryCancellationService } from './lottery-cancellation.service.js';
import { localizeRefund, processingMessage } from './refund-i18n.js';
import type { TFunction } from 'i18next';
import { withMessage, answer } from '../../common/http/envelope.js';
import { T } from '../../common/http/locale.decorator.js';

/** Spec 3 refund management, the payment refund of the payments screen, and raffle cancellation. */
@ApiTags('admin')
@Controller('admin')
export class AdminRefundsController {
  constructor(
    private readonly refunds: AdminRefundsService,
    private readonly cancellation: LotteryCancellationService,
  ) {}

  @Get('refunds')
  @RequirePrivilege('refunds.view')
  @ApiZodQuery(adminRefundListQuerySchema)
  async list(@Query({ schema: adminRefundListQuerySchema }) query: AdminRefundListQuery, @T() t: TFunction) {
    const { refunds, total } = await this.refunds.list(query);
    return { refunds: refunds.map((r) => localizeRefund(r, t)), total };
  }

  @Get('refunds/stats')
  @RequirePrivilege('refunds.view')
  async stats() {
    return this.refunds.stats();
  }

  @Get('refunds/eligible-lotteries')
  @RequirePrivilege('refunds.view')
  async eligible() {
    return this.refunds.eligible();
  }

  @Get('refunds/eligible-lotteries/:id/payments')
  @RequirePrivilege('refunds.view')
  async drawPayments(@Param('id', ParseIntPipe) id: number) {
    return { payments: await this.refunds.drawPayments(id) };
  }

  @Post('refunds/process-automatic')
  @RequirePrivilege('refunds.manage')
  @HttpCode(200)
  @ApiZodBody(processRefundsSchema)
  async process(@Body({ schema: processRefundsSchema }) body: ProcessRefundsInput, @T() t: TFunction) {
    const report = await this.refunds.processAutomatic(body);
    const message = processingMessage(report, t);
    return withMessage(message, { ...report, message });
  }

  @Get('refunds/:id')
  @RequirePrivilege('refunds.view')
  async get(@Param('id', ParseIntPipe) id: number, @T() t: TFunction) {
    return { refund: localizeRefund(await this.refunds.get(id), t) };
  }

  @Post('refunds/:id/complete')
  @RequirePrivilege('refunds.manage')
  @HttpCode(200)
  @ApiZodBody(completeRefundSchema)
  async complete(
    @Param('id', ParseIntPipe) id: number,
    @Body({ schema: completeRefundSchema }) body: CompleteRefundInput,
    @T() t: TFunction,
  ) {
    const refund = localizeRefund(await this.refunds.complete(id, body), t);
    const message = t('refunds.messages.completed');
    return withMessage(message, { message, refund });
  }

  @Post('refunds/:id/reject')
  @RequirePrivilege('refunds.manage')
  @HttpCode(200)
  @ApiZodBody(rejectRefundSchema)
  async reject(
    @Param('id', ParseIntPipe) id: number,
    @Body({ schema: rejectRefundSchema }) body: RejectRefundInput,
    @T() t: TFunction,
  ) {
    const refund = localizeRefund(await this.refunds.reject(id, body.reason), t);
    const message = t('refunds.messages.rejected');
    return withMessage(message, { message, refund });
  }

  @Post('refunds/:id/retry')
  @RequirePrivilege('refunds.manage')
  @HttpCode(200)
  async retry(@Param('id', ParseIntPipe) id: number, @T() t: TFunction) {
    const refund = localizeRefund(await this.refunds.retry(id), t);
    return answer({ message: t('refunds.messages.retried'), refund, data: { refund } });
  }

  @Post('payments/:id/refund')
  @RequirePrivilege('payments.refund')
  @HttpCode(200)
  @ApiZodBody(adminPaymentRefundSchema)
  async refundPayment(
    @Param('id', ParseIntPipe) id: number,
    @Body({ schema: adminPaymentRefundSchema }) body: AdminPaymentRefundInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const refund = localizeRefund(
      await this.refunds.refundPayment(id, auth.user.id, body.reason, body.refund_method),
      t,
    );
    return withMessage(t('refunds.messages.initiated'), { refund });
  }

  @Post('lotteries/:id/cancel')
  @RequirePrivilege('lotteries.cancel')
  @HttpCode(200)
  @ApiZodBody(cancelLotterySchema)
  async cancelLottery(
    @Param('id', ParseIntPipe) id: number,
    @Body({ schema: cancelLotterySchema }) body: CancelLotteryInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const data = await this.cancellation.cancel(id, body.reason, auth.user.id);
    return withMessage(t('refunds.messages.lottery_cancelled', { count: data.refunds_created }), data);
  }
}
