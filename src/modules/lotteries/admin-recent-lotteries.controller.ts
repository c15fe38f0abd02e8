import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/decorators.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { limitQuery } from '../../contracts/admin-dashboard.js';
import { AdminLotteryReads } from './admin-lottery-reads.js';

const recentQuery = limitQuery(20, 5);

/** Spec 3 §7 dashboard: GET /admin/lotteries/recent. Registered before any admin/lotteries/:id route. */
@ApiTags('admin')
@Roles('MANAGER')
@Controller('admin/lotteries')
export class AdminRecentLotteriesController {
  constructor(private readonly reads: AdminLotteryReads) {}

  @Get('recent')
  @ApiZodQuery(recentQuery)
  async recent(@Query({ schema: recentQuery }) q: { limit: number }) {
    return { success: true, data: await this.reads.recent(q.limit) };
  }
}
