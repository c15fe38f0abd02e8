import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuditRead } from '../../common/audit/audit-read.js';
import { RequirePrivilege } from '../../common/auth/decorators.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import {
  adminLotteryDetailQuerySchema,
  adminLotteryExportQuerySchema,
  adminLotteryListQuerySchema,
  adminRecentLotteriesQuerySchema,
  type AdminLotteryDetailQuery,
  type AdminLotteryExportQuery,
  type AdminLotteryListQuery,
  type AdminLotteryListResponse,
  type AdminRecentLotteriesQuery,
} from '../../contracts/admin-lotteries.js';
import { pageOf } from '../../contracts/pagination.js';
import { AdminLotteriesQuery } from './admin-lotteries.query.js';
import { AdminLotteryExport, exportFileName } from './admin-lottery-export.js';
import { DrawService } from './draw.service.js';
import type { TFunction } from 'i18next';
import { paged, withMessage, answer } from '../../common/http/envelope.js';
import { T } from '../../common/http/locale.decorator.js';

/** Spec 3 §2 "Draw (lottery) management" and §7 "Draws". Fixed paths come before `:id`. */
@ApiTags('admin')
@Controller('admin/lotteries')
export class AdminDrawsController {
  constructor(
    private readonly draws: DrawService,
    private readonly query: AdminLotteriesQuery,
    private readonly exporter: AdminLotteryExport,
  ) {}

  @Get('statistics')
  @RequirePrivilege('lotteries.view')
  async statistics() {
    return this.query.statistics();
  }

  @Get('eligible-for-draw')
  @RequirePrivilege('lotteries.view')
  async eligibleForDraw() {
    const count = await this.query.eligibleForDraw();
    return answer({ count, data: { count } });
  }

  /** Dashboard's recent draws; here so that no `:id` route registered before it swallows the path. */
  @Get('recent')
  @RequirePrivilege('dashboard.view')
  @ApiZodQuery(adminRecentLotteriesQuerySchema)
  async recent(@Query({ schema: adminRecentLotteriesQuerySchema }) q: AdminRecentLotteriesQuery) {
    return this.query.recent(q.limit);
  }

  @Get()
  @RequirePrivilege('lotteries.view')
  @ApiZodQuery(adminLotteryListQuerySchema)
  async list(
    @Query({ schema: adminLotteryListQuerySchema }) q: AdminLotteryListQuery,
  ): Promise<AdminLotteryListResponse> {
    const { rows, total, counts } = await this.query.list(q);
    const pagination = pageOf(total, q.page, q.per_page);
    // the spec's draws screen reads the page fields at the top level too
    return paged(rows, pagination, { ...pagination, counts });
  }

  @Get(':id')
  @RequirePrivilege('lotteries.view')
  @ApiZodQuery(adminLotteryDetailQuerySchema)
  async detail(
    @Param('id', ParseIntPipe) id: number,
    @Query({ schema: adminLotteryDetailQuerySchema }) q: AdminLotteryDetailQuery,
  ) {
    return this.query.detail(id, q.search);
  }

  /** The client of the spec reads `payments` or `data`: both are there. */
  @Get(':id/payments')
  @RequirePrivilege('lotteries.view')
  async payments(@Param('id', ParseIntPipe) id: number) {
    const payments = await this.query.payments(id);
    return answer({ payments, data: payments });
  }

  /** JSON (the spec's download, named after the draw number) or, with `format=csv`, a streamed CSV. */
  @Get(':id/export')
  @RequirePrivilege('lotteries.export')
  @AuditRead('lotteries.export')
  @ApiZodQuery(adminLotteryExportQuerySchema)
  async export(
    @Param('id', ParseIntPipe) id: number,
    @Query({ schema: adminLotteryExportQuerySchema }) q: AdminLotteryExportQuery,
    @T() t: TFunction,
    @Res() res: Response,
  ): Promise<void> {
    if (q.format === 'csv') return this.exporter.csv(id, res, t);
    const data = await this.exporter.json(id);
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${exportFileName(data.lottery.lottery_number, 'json').replace(/[^\w.-]/g, '_')}"`,
    );
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json({ success: true, data });
  }

  /**
   * Draws a raffle whose draw is due (sold out, or past its end date with enough participants),
   * exactly once: concurrent clicks queue on the raffle's row lock and all but the first get 422
   * already_drawn. 422 too for one that fell short or was cancelled (refunds, not a draw); 409 while
   * refunds of its tickets are under way or its beacon round is not published yet.
   */
  @Post(':id/draw')
  @RequirePrivilege('draws.run')
  @HttpCode(200)
  async draw(@Param('id', ParseIntPipe) id: number, @T() t: TFunction) {
    const draw = await this.draws.drawNow(id, 'admin', { refuseExisting: true });
    const lottery = await this.query.view(id);
    return withMessage(t('admin_lotteries.messages.drawn'), {
      lottery_id: id,
      winning_ticket: draw.winningTicket,
      verification_code: draw.verificationCode,
      drawn_at: draw.drawnAt.toISOString(),
      lottery,
    });
  }
}
