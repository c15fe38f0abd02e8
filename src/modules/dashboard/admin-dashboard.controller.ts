import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuditRead } from '../../common/audit/audit-read.js';
import { CurrentAuth, RequirePrivilege } from '../../common/auth/decorators.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { adminSearchSchema, limitQuery, reportQuerySchema, type Activity } from '../../contracts/admin-dashboard.js';
import { GrantsService } from '../access/grants.service.js';
import type { AuthContext } from '../auth/auth-context.js';
import { AdminRevenueReads } from '../payments/admin-revenue-reads.js';
import { DashboardService } from './dashboard.service.js';
import { monthlyPdf, reportRange, streamMonthlyCsv } from './monthly-report.js';

const activitiesQuery = limitQuery(50, 10);
const translated = (list: Activity[], req: Request) => {
  const t = translator(requestLocale(req));
  return list.map((a) => ({ ...a, title: t(a.title) }));
};

/** Spec 3 §7 "Dashboard and badges", the header search and the monthly report: composition only. */
@ApiTags('admin')
@Controller('admin')
export class AdminDashboardController {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly revenue: AdminRevenueReads,
    private readonly grants: GrantsService,
  ) {}

  @Get('dashboard/stats')
  @RequirePrivilege('dashboard.view')
  async stats() {
    return { success: true, data: await this.dashboard.stats() };
  }

  @Get('activities/recent')
  @RequirePrivilege('dashboard.view')
  @ApiZodQuery(activitiesQuery)
  async activities(@Query({ schema: activitiesQuery }) q: { limit: number }, @Req() req: Request) {
    return { success: true, data: translated(await this.dashboard.activities(q.limit), req) };
  }

  @Get('badges')
  @RequirePrivilege('backoffice.access')
  async badges() {
    return { success: true, data: await this.dashboard.badges() };
  }

  @Get('search')
  @RequirePrivilege('backoffice.access')
  @ApiZodQuery(adminSearchSchema)
  async search(@Query({ schema: adminSearchSchema }) q: { q: string }, @CurrentAuth() auth: AuthContext) {
    return { success: true, data: await this.dashboard.search(q.q, await this.grants.privilegesOf(auth.roles)) };
  }

  /** The month's payments as CSV (one row each, streamed) or its totals per day as PDF. */
  @Get('dashboard/report')
  @RequirePrivilege('dashboard.report')
  @AuditRead('dashboard.report')
  @ApiZodQuery(reportQuerySchema)
  async report(@Query({ schema: reportQuerySchema }) q: { month?: string; format: 'csv' | 'pdf' }, @Req() req: Request, @Res() res: Response) {
    const locale = requestLocale(req);
    const { month, from, to } = reportRange(q.month);
    if (q.format === 'csv') return streamMonthlyCsv(res, this.revenue, month, from, to, locale);
    const pdf = await monthlyPdf(this.revenue, month, from, to, locale);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="rapport-mensuel-${month}.pdf"`);
    res.setHeader('Cache-Control', 'no-store');
    res.end(pdf);
  }
}
