import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth } from '../../common/auth/decorators.js';
import type { AuthContext } from '../auth/index.js';
import { PaymentsService } from './payments.service.js';

@ApiTags('payments')
@Controller('transactions')
export class TransactionsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get()
  async list(
    @Query('status') status: string | undefined,
    @Query('limit') limit: string | undefined,
    @CurrentAuth() auth: AuthContext,
  ) {
    const n = Math.min(Math.max(Number.parseInt(limit ?? '', 10) || 50, 1), 100);
    return { transactions: await this.payments.transactions(auth.user, status, n) };
  }
}
