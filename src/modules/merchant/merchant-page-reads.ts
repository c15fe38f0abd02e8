import type { INestApplication } from '@nestjs/common';
import { MerchantAnalyticsService } from './merchant-analytics.service.js';
import { MerchantDashboardService } from './merchant-dashboard.service.js';
import { MerchantLotteriesService } from './merchant-lotteries.service.js';
import { MerchantOrdersService } from './merchant-orders.service.js';
import { MerchantProductsService } from './merchant-products.service.js';
import { MerchantProfileService } from './merchant-profile.service.js';
import { MerchantRefundsService } from './merchant-refunds.service.js';

/**
 * The seller area's reads for pages/merchant/** +data: the same calls its API controllers make, and
 * like them always with the signed-in merchant's own id (the page guard checked the role). No writes.
 */
export interface MerchantPageReads {
  products: Pick<MerchantProductsService, 'list' | 'detail' | 'terms'>;
  orders: Pick<MerchantOrdersService, 'list'>;
  lotteries: Pick<MerchantLotteriesService, 'list' | 'detail'>;
  dashboard: Pick<MerchantDashboardService, 'simple' | 'full'>;
  analytics: Pick<MerchantAnalyticsService, 'analytics'>;
  profile: Pick<MerchantProfileService, 'get'>;
  refunds: Pick<MerchantRefundsService, 'list'>;
}

export function collectMerchantReads(app: INestApplication): MerchantPageReads {
  return {
    products: app.get(MerchantProductsService, { strict: false }),
    orders: app.get(MerchantOrdersService, { strict: false }),
    lotteries: app.get(MerchantLotteriesService, { strict: false }),
    dashboard: app.get(MerchantDashboardService, { strict: false }),
    analytics: app.get(MerchantAnalyticsService, { strict: false }),
    profile: app.get(MerchantProfileService, { strict: false }),
    refunds: app.get(MerchantRefundsService, { strict: false }),
  };
}
