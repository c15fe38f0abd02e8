import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth } from '../../common/auth/decorators.js';
import type { AuthContext } from '../auth/index.js';
import { CustomerStatsService } from './customer-stats.service.js';

/** The signed-in user's own figures; the customer area needs a session only (spec 2 §6), whatever the role. */
@ApiTags('customer')
@Controller('stats/customer')
export class CustomerStatsController {
  constructor(private readonly stats: CustomerStatsService) {}

  @Get('dashboard')
  async dashboard(@CurrentAuth() auth: AuthContext) {
    return this.stats.dashboard(auth.user.id);
  }

  @Get('tickets')
  async tickets(@CurrentAuth() auth: AuthContext) {
    return this.stats.tickets(auth.user.id);
  }
}
