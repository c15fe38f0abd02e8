import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuditRead } from '../../common/audit/audit-read.js';
import { CurrentAuth, RequirePrivilege } from '../../common/auth/decorators.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { adminSearchSchema, limitQuery, reportQuerySchema, type Activity } from '../../contracts/admin-dashboard.js';
import { GrantsService } from '../access/index.js';
import type { AuthContext } from '../auth/index.js';
import { AdminRevenueReads } from '../payments/index.js';
import { DashboardService } from './dashboard.service.js';
import { monthlyPdf, reportRange, streamMonthlyCsv } from './monthly-report.js';
import type { TFunction } from 'i18next';
import { Locale, T } from '../../common/http/locale.decorator.js';

const activitiesQuery = limitQuery(50, 10);
const translated = (list: Activity[], t: TFunction) => list.map((a) => ({ ...a, title: t(a.title) }));

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
    return this.dashboard.stats();
  }

  @Get('activities/recent')
  @RequirePrivilege('dashboard.view')
  @ApiZodQuery(activitiesQuery)
  async activities(@Query({ schema: activitiesQuery }) q: { limit: number }, @T() t: TFunction) {
    return translated(await this.dashboard.activities(q.limit), t);
  }

  @Get('badges')
  @RequirePrivilege('backoffice.access')
  async badges() {
    return this.dashboard.badges();
  }

  @Get('search')
  @RequirePrivilege('backoffice.access')
  @ApiZodQuery(adminSearchSchema)
  async search(@Query({ schema: adminSearchSchema }) q: { q: string }, @CurrentAuth() auth: AuthContext) {
    return this.dashboard.search(q.q, await this.grants.privilegesOf(auth.roles));
  }

  /** The month's payments as CSV (one row each, streamed) or its totals per day as PDF. */
  @Get('dashboard/report')
  @RequirePrivilege('dashboard.report')
  @AuditRead('dashboard.report')
  @ApiZodQuery(reportQuerySchema)
  async report(
    @Query({ schema: reportQuerySchema }) q: { month?: string; format: 'csv' | 'pdf' },
    @Locale() locale: Locale,
    @Res() res: Response,
  ) {
    const { month, from, to } = reportRange(q.month);
    if (q.format === 'csv') return streamMonthlyCsv(res, this.revenue, month, from, to, locale);
    const pdf = await monthlyPdf(this.revenue, month, from, to, locale);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="rapport-mensuel-${month}.pdf"`);
    res.setHeader('Cache-Control', 'no-store');
    res.end(pdf);
  }
}
