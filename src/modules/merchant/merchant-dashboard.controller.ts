import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, Roles } from '../../common/auth/decorators.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { merchantAnalyticsQuerySchema, type MerchantAnalyticsQuery } from '../../contracts/merchant.js';
import type { AuthContext } from '../auth/index.js';
import { MerchantAnalyticsService } from './merchant-analytics.service.js';
import { MerchantDashboardService } from './merchant-dashboard.service.js';
import { sellerKind } from './merchant-scope.js';

@ApiTags('merchant')
@Roles('MERCHANT')
@Controller('merchant')
export class MerchantDashboardController {
  constructor(
    private readonly dashboard: MerchantDashboardService,
    private readonly analyticsService: MerchantAnalyticsService,
  ) {}

  @Get('dashboard')
  async full(@CurrentAuth() auth: AuthContext) {
    return this.dashboard.full(auth.user.id, sellerKind(auth.roles));
  }

  @Get('dashboard/simple')
  async simple(@CurrentAuth() auth: AuthContext) {
    return this.dashboard.simple(auth.user.id, sellerKind(auth.roles));
  }

  @Get('analytics')
  @ApiZodQuery(merchantAnalyticsQuerySchema)
  async analytics(
    @Query({ schema: merchantAnalyticsQuerySchema }) query: MerchantAnalyticsQuery,
    @CurrentAuth() auth: AuthContext,
  ) {
    return this.analyticsService.analytics(auth.user.id, query);
  }
}
