import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuditRead } from '../../common/audit/audit-read.js';
import { CurrentAuth, RequirePrivilege } from '../../common/auth/decorators.js';
import { streamCsv } from '../../common/csv/csv.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import {
  auditLogFiltersSchema,
  auditLogListQuerySchema,
  type AuditLogFilters,
  type AuditLogListQuery,
} from '../../contracts/audit-log.js';
import type { AuthContext } from '../auth/index.js';
import { AuditLogService } from './audit-log.service.js';
import type { TFunction } from 'i18next';
import { paged } from '../../common/http/envelope.js';
import { T } from '../../common/http/locale.decorator.js';

/** Libreville calendar day (UTC+1 all year), for download names. */
const today = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

/** The audit log in the back office: the /admin/activities list, its CSV export and each admin's own download. */
@ApiTags('admin')
@Controller('admin')
export class AdminAuditController {
  constructor(private readonly audit: AuditLogService) {}

  @Get('activities')
  @RequirePrivilege('activities.view')
  @ApiZodQuery(auditLogListQuerySchema)
  async list(@Query({ schema: auditLogListQuerySchema }) q: AuditLogListQuery) {
    const { page, per_page, ...filters } = q;
    const { data, pagination } = await this.audit.list(filters, { page, per_page });
    return paged(data, pagination);
  }

  @Get('activities/export.csv')
  @RequirePrivilege('activities.view')
  @AuditRead('activities.export')
  @ApiZodQuery(auditLogFiltersSchema)
  async exportCsv(
    @Query({ schema: auditLogFiltersSchema }) filters: AuditLogFilters,
    @T() t: TFunction,
    @Res() res: Response,
  ) {
    const { header, rows } = this.audit.exportCsv(filters, t);
    try {
      await streamCsv(res, `journal-audit-${today()}.csv`, header, rows);
    } catch (err) {
      // once the first bytes are out there is no error answer left to give: cut the download short
      if (!res.headersSent) throw err;
      res.destroy(err as Error);
    }
  }

  /** Spec 3 §7 profile: "Activity log", the signed-in administrator's own actions as a JSON file. */
  @Get('profile/activity-log/export')
  @RequirePrivilege('backoffice.access')
  async exportOwn(@CurrentAuth() auth: AuthContext, @Res() res: Response) {
    const u = auth.user;
    const body = {
      success: true,
      exported_at: new Date().toISOString(),
      admin: { id: u.id, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email },
      data: await this.audit.exportForActor(u.id),
    };
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="admin-activity-log-${today()}.json"`);
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).send(JSON.stringify(body));
  }
}
