import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, Roles } from '../../common/auth/decorators.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { merchantRefundsQuerySchema, type MerchantRefundsQuery } from '../../contracts/merchant.js';
import type { AuthContext } from '../auth/index.js';
import { MerchantRefundsService } from './merchant-refunds.service.js';
import { paged } from '../../common/http/envelope.js';

@ApiTags('merchant')
@Roles('MERCHANT')
@Controller('merchant/refunds')
export class MerchantRefundsController {
  constructor(private readonly refunds: MerchantRefundsService) {}

  @Get()
  @ApiZodQuery(merchantRefundsQuerySchema)
  async list(
    @Query({ schema: merchantRefundsQuerySchema }) query: MerchantRefundsQuery,
    @CurrentAuth() auth: AuthContext,
  ) {
    const { data, pagination, totals } = await this.refunds.list(auth.user.id, query);
    return paged(data, pagination, { totals });
  }
}
