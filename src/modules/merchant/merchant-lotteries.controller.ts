import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, Roles } from '../../common/auth/decorators.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { merchantLotteriesQuerySchema, type MerchantLotteriesQuery } from '../../contracts/merchant.js';
import type { AuthContext } from '../auth/index.js';
import { MerchantLotteriesService } from './merchant-lotteries.service.js';
import { parseId } from './merchant-scope.js';
import { paged } from '../../common/http/envelope.js';

@ApiTags('merchant')
@Roles('MERCHANT')
@Controller('merchant/lotteries')
export class MerchantLotteriesController {
  constructor(private readonly lotteries: MerchantLotteriesService) {}

  @Get()
  @ApiZodQuery(merchantLotteriesQuerySchema)
  async list(
    @Query({ schema: merchantLotteriesQuerySchema }) query: MerchantLotteriesQuery,
    @CurrentAuth() auth: AuthContext,
  ) {
    const { data, pagination } = await this.lotteries.list(auth.user.id, query);
    return paged(data, pagination);
  }

  @Get(':id')
  async detail(@Param('id') id: string, @CurrentAuth() auth: AuthContext) {
    return this.lotteries.detail(auth.user.id, parseId(id, 'merchant.errors.lottery_not_found'));
  }
}
