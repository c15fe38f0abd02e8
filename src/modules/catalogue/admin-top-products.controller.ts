import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RequirePrivilege } from '../../common/auth/decorators.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { limitQuery } from '../../contracts/admin-dashboard.js';
import { AdminCatalogueReads } from './admin-catalogue-reads.js';

const topQuery = limitQuery(20, 5);

/** Spec 3 §7 dashboard: GET /admin/products/top. Registered before any admin/products/:id route. */
@ApiTags('admin')
@Controller('admin/products')
export class AdminTopProductsController {
  constructor(private readonly reads: AdminCatalogueReads) {}

  @Get('top')
  @RequirePrivilege('dashboard.view')
  @ApiZodQuery(topQuery)
  async top(@Query({ schema: topQuery }) q: { limit: number }) {
    return this.reads.top(q.limit);
  }
}
