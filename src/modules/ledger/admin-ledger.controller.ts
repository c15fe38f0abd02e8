import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RequirePrivilege } from '../../common/auth/decorators.js';
import type { LedgerBalances } from '../../contracts/ledger.js';
import { LedgerService } from './ledger.service.js';

/** The ledger's accounts and the last nightly check, for the back-office (read-only). */
@ApiTags('admin')
@Controller('admin/ledger')
export class AdminLedgerController {
  constructor(private readonly ledger: LedgerService) {}

  @Get('balances')
  @RequirePrivilege('payments.view')
  async balances(): Promise<LedgerBalances> {
    return this.ledger.balances();
  }
}
