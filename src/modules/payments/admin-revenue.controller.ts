import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RequirePrivilege } from '../../common/auth/decorators.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { revenueQuerySchema, type RevenuePeriod } from '../../contracts/admin-dashboard.js';
import { AdminRevenueReads } from './admin-revenue-reads.js';

/** The dashboard's revenue chart (spec 3 §2, real data where the spec had a placeholder). */
@ApiTags('admin')
@Controller('admin/dashboard')
export class AdminRevenueController {
  constructor(private readonly reads: AdminRevenueReads) {}

  @Get('revenue')
  @RequirePrivilege('dashboard.view')
  @ApiZodQuery(revenueQuerySchema)
  async revenue(@Query({ schema: revenueQuerySchema }) q: { period: RevenuePeriod }) {
    return this.reads.revenue(q.period);
  }
}
